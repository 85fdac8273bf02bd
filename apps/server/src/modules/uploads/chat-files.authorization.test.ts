import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageResponse } from '@tawasul/contracts/chats';
import type { UploadResponse } from '@tawasul/contracts/uploads';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import {
  authOf,
  chatAction,
  newGuest,
  onlineAgent,
  startChat,
  type Credentials,
  type Guest,
} from '../../testing/chat-flows.ts';
import * as samples from '../../testing/sample-files.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { multipart, uploaded } from '../../testing/upload-requests.ts';

let t: TestApp;
let brand: BrandRow;
let shopper: Guest;
let chatId: string;
let people: Record<string, Credentials>;
let strangers: Record<string, Credentials | null>;

/** `POST /api/uploads` as whoever `who` is (a guest's bearer token included). */
async function uploadAs(who: Credentials, kind: 'image' | 'document', bytes: Buffer, name: string) {
  const { payload, contentType } = await multipart({ bytes, name });
  const response = await t.request({
    method: 'POST',
    url: `/api/uploads?kind=${kind}`,
    payload,
    ...authOf(who),
    headers: { 'content-type': contentType, ...('token' in who ? { authorization: `Bearer ${who.token}` } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<UploadResponse>();
}

async function sendFiles(who: Credentials, ids: string[], id = randomUUID()) {
  return t.request({
    method: 'POST',
    url: `/api/chats/${chatId}/messages`,
    payload: { id, body: '', attachmentIds: ids },
    ...authOf(who),
  });
}

const get = (url: string, who: Credentials | null = null) =>
  t.request({ method: 'GET', url, ...(who ? authOf(who) : {}) } as InjectOptions);

beforeAll(async () => {
  t = await createTestApp();
  brand = await insertBrand(t.database.db);
  const otherBrand = await insertBrand(t.database.db);
  const agent = await onlineAgent(t, brand);
  shopper = await newGuest(t, brand);
  const chat = await startChat(t, shopper, brand);
  chatId = chat.id;
  const first = await t.request({
    method: 'POST',
    url: `/api/chats/${chatId}/messages`,
    payload: { id: randomUUID(), body: 'Hello' },
    ...authOf(shopper),
  });
  expect(first.statusCode, first.body).toBe(200);
  expect((await chatAction(t, agent, chatId, 'accept')).statusCode).toBe(200);
  const admin: SignedInUser = await signedIn(t, { role: 'admin' });
  const manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
  people = { shopper, agent, manager, admin };
  strangers = {
    'signed out': null,
    'another guest of the brand': await newGuest(t, brand),
    "the other brand's guest": await newGuest(t, otherBrand),
    'a customer': await signedIn(t, { role: 'customer' }),
    "another of the brand's agents": await onlineAgent(t, brand, false),
    "the other brand's agent": await onlineAgent(t, otherBrand, false),
    "the other brand's manager": await signedIn(t, { role: 'brand_manager', brandId: otherBrand.id }),
  };
});
afterAll(() => t.close());

describe("a chat's files", () => {
  let photo: UploadResponse;
  let message: MessageResponse;
  let signed: string;

  beforeAll(async () => {
    photo = await uploadAs(shopper, 'image', await samples.image('png'), 'receipt.png');
    const response = await sendFiles(shopper, [photo.id]);
    expect(response.statusCode, response.body).toBe(200);
    message = response.json<MessageResponse>();
    signed = message.attachments[0]!.url;
  });

  it('reach their readers at a signed address that lives one to two hours', () => {
    expect(signed).toMatch(new RegExp(`^/api/uploads/${photo.id}\\?exp=\\d+&sig=[\\w-]{43}$`));
    const exp = Number(new URL(signed, 'http://x').searchParams.get('exp')) * 1000;
    expect(exp - t.clock.now().getTime()).toBeGreaterThan(60 * 60 * 1000);
    expect(exp - t.clock.now().getTime()).toBeLessThanOrEqual(2 * 60 * 60 * 1000);
  });

  it('are served at the signed address, kept private and never embedded by other sites', async () => {
    for (const url of [
      signed,
      signed.replace(`/api/uploads/${photo.id}`, `/_image/w_320,f_webp/uploads/${photo.id}`),
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('private, max-age=300');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it("are served to the chat's shopper, agent, brand manager and admin by their session alone", async () => {
    for (const [name, who] of Object.entries(people)) {
      for (const url of [photo.url, `/_image/w_320,f_webp/uploads/${photo.id}`]) {
        const response = await get(url, who);
        expect(response.statusCode, `${name} ${url}`).toBe(200);
      }
    }
  });

  it('are not found for anyone else, nor with a signature that is wrong, for another file or expired', async () => {
    for (const [name, who] of Object.entries(strangers)) {
      for (const url of [photo.url, `/_image/w_320,f_webp/uploads/${photo.id}`]) {
        const response = await get(url, who);
        expect(response.statusCode, `${name} ${url}`).toBe(404);
        expect(response.body).not.toContain('PNG');
      }
    }
    const other = await uploaded(t, (people.admin as SignedInUser).cookie, 'image', {
      bytes: await samples.image('png'),
      name: 'logo.png',
    });
    const query = signed.slice(signed.indexOf('?'));
    const exp = new URL(signed, 'http://x').searchParams.get('exp')!;
    for (const url of [
      `${photo.url}${query.replace(/sig=./, 'sig=A')}`,
      `${photo.url}?exp=${Number(exp) + 3600}&sig=${new URL(signed, 'http://x').searchParams.get('sig')}`,
      `${photo.url}?exp=99999999999&sig=x`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    // The signature is the file's own: on a public file it changes nothing, on another chat file it opens nothing.
    expect((await get(`${other.url}${query}`)).statusCode).toBe(200);
    t.clock.advance(2 * 60 * 60 * 1000 + 1000);
    expect((await get(signed)).statusCode).toBe(404);
    // A reader's session still opens it, and the messages carry a fresh address.
    expect((await get(photo.url, people.agent!)).statusCode).toBe(200);
    const listed = await get(`/api/chats/${chatId}/messages`, people.agent!);
    const fresh = listed.json<{ items: MessageResponse[] }>().items.find((item) => item.id === message.id)!;
    expect(fresh.attachments[0]!.url).not.toBe(signed);
    expect((await get(fresh.attachments[0]!.url)).statusCode).toBe(200);
    signed = fresh.attachments[0]!.url;
  });

  it('cannot be sent again with another message, and public files stay public', async () => {
    const again = await sendFiles(shopper, [photo.id]);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: { code: 'UPLOAD_NOT_FOUND' } });
    const logo = await uploaded(t, (people.manager as SignedInUser).cookie, 'image', {
      bytes: await samples.image('png'),
      name: 'logo.png',
    });
    const response = await get(logo.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('are gone for everyone once their message is deleted', async () => {
    const file = await uploadAs(shopper, 'image', await samples.image('png'), 'card.png');
    const sent = (await sendFiles(shopper, [file.id])).json<MessageResponse>();
    const address = sent.attachments[0]!.url;
    expect((await get(address)).statusCode).toBe(200);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/chats/${chatId}/messages/${sent.id}`,
      ...authOf(shopper),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<MessageResponse>().attachments).toEqual([]);
    for (const [name, who] of [...Object.entries(people), ['signed address', null] as const]) {
      for (const url of who ? [file.url, `/_image/w_320/uploads/${file.id}`] : [address]) {
        const response = await get(url, who);
        expect(response.statusCode, `${name} ${url}`).toBe(404);
      }
    }
  });
});

describe('file names', () => {
  it('lose bidi and other format or control characters when uploaded, listed and downloaded', async () => {
    const name = 'invoice\u202Etxt.exe';
    const file = await uploadAs(shopper, 'document', samples.text('not a program'), `${name}\u200F\u2066\u061C`);
    expect(file.originalName).toBe('invoicetxt.exe');
    const response = await sendFiles(shopper, [file.id]);
    expect(response.json<MessageResponse>().attachments[0]!.name).toBe('invoicetxt.exe');
    const download = await get(file.url, people.agent!);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="invoicetxt.exe"; filename*=UTF-8''invoicetxt.exe`,
    );
  });
});
