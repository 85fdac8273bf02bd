import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsPageInput, CmsPageListResponse, CmsPageResponse, PagePayload } from '@tawasul/contracts/cms';
import { insertPage } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { pageInput } from '../../testing/content-requests.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(() => t.close());

const BASE = '/api/cms/pages';
const create = (payload: CmsPageInput) => t.request({ method: 'POST', url: BASE, payload, cookie: admin.cookie });
const update = (id: string, payload: CmsPageInput) =>
  t.request({ method: 'PUT', url: `${BASE}/${id}`, payload, cookie: admin.cookie });

describe('CMS pages', () => {
  it('creates a page, shows its slug and public path, and lists it', async () => {
    const input = pageInput({ slug: 'shipping-policy', titleEn: 'Shipping policy' });
    const response = await create(input);
    expect(response.statusCode, response.body).toBe(201);
    const page = response.json() as CmsPageResponse;
    expect(page).toMatchObject({ slug: 'shipping-policy', path: '/pages/shipping-policy', published: true });
    expect((await t.request({ method: 'GET', url: `${BASE}/${page.id}`, cookie: admin.cookie })).json()).toEqual(page);
    const listed = (await t.request({ method: 'GET', url: `${BASE}?search=shipping`, cookie: admin.cookie })).json();
    expect((listed as CmsPageListResponse).items).toEqual([
      expect.objectContaining({ id: page.id, slug: 'shipping-policy' }),
    ]);
    expect(Object.keys((listed as CmsPageListResponse).items[0]!)).not.toContain('contentEn');
  });

  it('accepts only lowercase letters, digits and single dashes in a slug', async () => {
    for (const slug of ['About', 'about us', 'about_us', '-about', 'about-', 'about--us', 'عن-الشركة', '']) {
      const response = await create(pageInput({ slug }));
      expect(response.statusCode, slug).toBe(400);
      expect(response.json().error.details[0], slug).toMatchObject({
        path: ['slug'],
        key: slug ? 'validation.slugFormat' : 'validation.required',
      });
    }
    expect((await create(pageInput({ slug: 'faq-2030' }))).statusCode).toBe(201);
  });

  it('refuses a slug another page has, on create and on update', async () => {
    const existing = await insertPage(t.database.db, { slug: 'terms' });
    const duplicate = await create(pageInput({ slug: 'terms' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toEqual({
      code: 'PAGE_SLUG_EXISTS',
      message: 'A page with this slug already exists.',
    });
    const other = await insertPage(t.database.db);
    expect((await update(other.id, pageInput({ slug: 'terms' }))).statusCode).toBe(409);
    expect((await update(existing.id, pageInput({ slug: 'terms' }))).statusCode).toBe(200);
  });

  it('sanitises the content on the server: scripts, event handlers, javascript: links and styles go', async () => {
    const response = await create(
      pageInput({
        contentEn:
          '<h2 style="color:red">Returns</h2><p onclick="steal()">Within <strong>14 days</strong>.</p>' +
          '<script>fetch("/api/x")</script><img src="x" onerror="alert(1)">' +
          '<a href="javascript:alert(1)">click</a> <a href="https://help.test" target="_blank">help</a>',
        contentAr: '<p>خلال <em>١٤ يومًا</em></p><iframe src="https://evil.test"></iframe>',
      }),
    );
    const page = response.json() as CmsPageResponse;
    expect(page.contentEn).toBe(
      '<h2>Returns</h2><p>Within <strong>14 days</strong>.</p>' +
        '<a>click</a> <a href="https://help.test" target="_blank" rel="noopener noreferrer">help</a>',
    );
    expect(page.contentAr).toBe('<p>خلال <em>١٤ يومًا</em></p>');
  });

  it('deletes a page', async () => {
    const page = await insertPage(t.database.db);
    expect((await t.request({ method: 'DELETE', url: `${BASE}/${page.id}`, cookie: admin.cookie })).json()).toEqual({
      ok: true,
    });
    const again = await t.request({ method: 'DELETE', url: `${BASE}/${page.id}`, cookie: admin.cookie });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('PAGE_NOT_FOUND');
  });
});

describe("a public page's payload", () => {
  it('gives the published page in both languages with the site footer, cacheable with an ETag', async () => {
    const page = (
      await create(pageInput({ slug: 'about-tawasul', titleEn: 'About', titleAr: 'من نحن' }))
    ).json() as CmsPageResponse;
    const response = await t.request({ method: 'GET', url: '/pages/about-tawasul/_payload.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    const payload = response.json() as PagePayload;
    expect(payload.page).toEqual({
      slug: 'about-tawasul',
      titleEn: 'About',
      titleAr: 'من نحن',
      contentEn: page.contentEn,
      contentAr: page.contentAr,
      updatedAt: page.updatedAt,
    });
    expect(payload.footer.pages).toContainEqual({
      slug: 'about-tawasul',
      titleEn: 'About',
      titleAr: 'من نحن',
      path: '/pages/about-tawasul',
    });

    const etag = response.headers.etag as string;
    const cached = await t.request({
      method: 'GET',
      url: '/pages/about-tawasul/_payload.json',
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');

    await update(page.id, pageInput({ slug: 'about-tawasul', titleEn: 'About us', titleAr: 'من نحن' }));
    const changed = await t.request({
      method: 'GET',
      url: '/pages/about-tawasul/_payload.json',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json() as PagePayload).page.titleEn).toBe('About us');
  });

  it('is not found while unpublished, and for an unknown slug', async () => {
    await create(pageInput({ slug: 'draft-page', published: false }));
    for (const url of ['/pages/draft-page/_payload.json', '/pages/no-such-page/_payload.json']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('PAGE_NOT_FOUND');
    }
  });
});
