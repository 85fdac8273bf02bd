import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand, insertUser, type BrandRow } from '../../db/factories.ts';
import { PASSWORD, signInWithPassword } from '../../testing/auth-flows.ts';
import { brandInput, uploadedImageId } from '../../testing/brand-requests.ts';
import * as samples from '../../testing/sample-files.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { multipart } from '../../testing/upload-requests.ts';

/**
 * Who may call each brand and file endpoint. The records are brand A's; "manager B" manages another brand. Another
 * brand's records are 404 (never 403, so their ids are not confirmed), a wrong role is 403, no session is 401.
 * Files are not brand records: anyone may fetch one by its (unguessable) id, as the widget shows brand logos to
 * shoppers who are not signed in.
 */
const WHO = ['admin', 'manager A', 'manager B', 'agent A', 'customer', 'signed out'] as const;
type Who = (typeof WHO)[number];

let t: TestApp;
let brandA: BrandRow;
let logo: string;
let imageUrl: string;
const cookies = {} as Record<Who, string | undefined>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  brandA = await insertBrand(db);
  const brandB = await insertBrand(db);
  const users = {
    admin: await insertUser(db, { role: 'admin', password: PASSWORD }),
    'manager A': await insertUser(db, { role: 'brand_manager', brandId: brandA.id, password: PASSWORD }),
    'manager B': await insertUser(db, { role: 'brand_manager', brandId: brandB.id, password: PASSWORD }),
    'agent A': await insertUser(db, { role: 'agent', brandId: brandA.id, password: PASSWORD }),
    customer: await insertUser(db, { role: 'customer', password: PASSWORD }),
  };
  for (const [who, user] of Object.entries(users)) {
    cookies[who as Who] = (await signInWithPassword(t, user.email!)).cookie;
  }
  cookies['signed out'] = undefined;
  logo = await uploadedImageId(t, cookies.admin!);
  imageUrl = `/api/uploads/${logo}`;
});
afterAll(() => t.close());

interface Endpoint {
  name: string;
  /** The request `who` sends (built per call, so creates and deletes have something fresh to work on). */
  request: (who: Who) => Promise<InjectOptions> | InjectOptions;
  expected: Record<Who, number>;
}

const profileOfA = () => ({
  nameEn: brandA.nameEn,
  nameAr: brandA.nameAr,
  email: brandA.email,
  logoUploadId: logo,
});

const ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/brands',
    request: () => ({ method: 'GET', url: '/api/brands' }),
    expected: { admin: 200, 'manager A': 403, 'manager B': 403, 'agent A': 403, customer: 403, 'signed out': 401 },
  },
  {
    name: 'POST /api/brands',
    request: () => ({ method: 'POST', url: '/api/brands', payload: brandInput(logo) }),
    expected: { admin: 201, 'manager A': 403, 'manager B': 403, 'agent A': 403, customer: 403, 'signed out': 401 },
  },
  {
    name: 'GET /api/brands/options',
    request: () => ({ method: 'GET', url: '/api/brands/options' }),
    expected: { admin: 200, 'manager A': 200, 'manager B': 200, 'agent A': 200, customer: 403, 'signed out': 401 },
  },
  {
    name: 'GET /api/brands/:id',
    request: () => ({ method: 'GET', url: `/api/brands/${brandA.id}` }),
    expected: { admin: 200, 'manager A': 200, 'manager B': 404, 'agent A': 403, customer: 403, 'signed out': 401 },
  },
  {
    name: 'PUT /api/brands/:id',
    request: () => ({ method: 'PUT', url: `/api/brands/${brandA.id}`, payload: profileOfA() }),
    expected: { admin: 200, 'manager A': 200, 'manager B': 404, 'agent A': 403, customer: 403, 'signed out': 401 },
  },
  {
    name: 'DELETE /api/brands/:id',
    // The admin deletes a brand nobody belongs to; everyone else tries brand A (whose own manager is refused too).
    request: async (who) => {
      const target = who === 'admin' ? await insertBrand(t.database.db) : brandA;
      return { method: 'DELETE', url: `/api/brands/${target.id}` };
    },
    expected: { admin: 200, 'manager A': 403, 'manager B': 403, 'agent A': 403, customer: 403, 'signed out': 401 },
  },
  {
    // Customers upload too: the files they attach to their chats (issue 6); guests with their bearer token.
    name: 'POST /api/uploads',
    request: async () => {
      const { payload, contentType } = await multipart({ bytes: samples.pdf(), name: 'a.pdf' });
      return { method: 'POST', url: '/api/uploads?kind=document', payload, headers: { 'content-type': contentType } };
    },
    expected: { admin: 201, 'manager A': 201, 'manager B': 201, 'agent A': 201, customer: 201, 'signed out': 401 },
  },
  {
    name: 'GET /api/uploads/:id',
    request: () => ({ method: 'GET', url: imageUrl }),
    expected: { admin: 200, 'manager A': 200, 'manager B': 200, 'agent A': 200, customer: 200, 'signed out': 200 },
  },
  {
    name: 'GET /_image/:modifiers/uploads/:id',
    request: () => ({ method: 'GET', url: `/_image/w_320,f_webp/uploads/${logo}` }),
    expected: { admin: 200, 'manager A': 200, 'manager B': 200, 'agent A': 200, customer: 200, 'signed out': 200 },
  },
];

describe.each(ENDPOINTS)('$name', (endpoint) => {
  it.each(WHO)('answers %s as expected', async (who) => {
    const options = await endpoint.request(who);
    const cookie = cookies[who];
    const response = await t.request({ ...options, ...(cookie ? { cookie } : {}) });
    expect(response.statusCode, response.body).toBe(endpoint.expected[who]);
  });
});

describe('what each one sees', () => {
  it('shows brand staff only their own brand in the options, and the admin every brand', async () => {
    const ids = async (who: Who) =>
      (await t.request({ method: 'GET', url: '/api/brands/options', cookie: cookies[who] }))
        .json()
        .items.map((item: { id: string }) => item.id);
    expect(await ids('manager A')).toEqual([brandA.id]);
    expect(await ids('agent A')).toEqual([brandA.id]);
    expect(await ids('manager B')).not.toContain(brandA.id);
    expect((await ids('admin')).length).toBeGreaterThanOrEqual(2);
  });

  it('leaves brand A in place after everyone but the admin tried to delete it', async () => {
    const response = await t.request({ method: 'GET', url: `/api/brands/${brandA.id}`, cookie: cookies.admin });
    expect(response.statusCode).toBe(200);
  });
});
