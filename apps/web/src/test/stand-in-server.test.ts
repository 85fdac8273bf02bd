import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_ID, faq } from './factories.ts';
import { failure, ok, standInServer, takeStandInViolations } from './stand-in-server.ts';

afterEach(() => vi.unstubAllGlobals());

const FAQ = faq();
const FAQ_PATH = `/api/faqs/${FAQ.id}`;
const NEW_FAQ = { brandId: BRAND_ID, questionEn: 'Where is my order?', answerEn: 'On its way.' };

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(path, init);
  return { status: response.status, body: (await response.json()) as unknown };
}

/** What the stand-in found wrong in this test, taken so that `setup.ts` does not fail the test for it. */
const violations = () => takeStandInViolations().map((error) => error.message);

describe('the web tests’ stand-in server', () => {
  it('answers as its contract says, with the success status of the endpoint', async () => {
    standInServer({
      'GET /api/faqs/:id': ({ params }) => ok({ ...FAQ, id: params.id }),
      'POST /api/faqs': () => ok(FAQ),
    });
    expect(await call(FAQ_PATH)).toEqual({ status: 200, body: FAQ });
    const created = await call('/api/faqs', { method: 'POST', body: JSON.stringify(NEW_FAQ) });
    expect(created.status).toBe(201);
    expect(violations()).toEqual([]);
  });

  it('refuses a route that is not an endpoint of the contracts, and names the one meant', () => {
    expect(() => standInServer({ 'GET /api/faq/:id': () => ok({}) })).toThrow(
      "Stand-in route 'GET /api/faq/:id' is not an endpoint of @tawasul/contracts/endpoints",
    );
    expect(() => standInServer({ 'GET /api/faqs/:faqId': () => ok({}) })).toThrow("did you mean 'GET /api/faqs/:id'?");
  });

  it('fails the test on an answer the server would never send, and gives the screen its 500', async () => {
    const { answerEn: _, ...withoutAnswer } = FAQ;
    standInServer({ 'GET /api/faqs/:id': () => ok({ ...withoutAnswer, createdAt: 'yesterday' }) });
    expect(await call(FAQ_PATH)).toMatchObject({ status: 500, body: { error: { code: 'INTERNAL_ERROR' } } });
    const [found, ...more] = violations();
    expect(more).toEqual([]);
    expect(found).toContain('GET /api/faqs/:id answers 200 with a body its contract refuses');
    expect(found).toContain('answerEn: invalid_type, expected string');
    expect(found).toContain('createdAt: invalid_format');
  });

  it('fails the test on a status the endpoint does not answer', async () => {
    standInServer({ 'DELETE /api/faqs/:id': () => ({ status: 204 }) });
    await call(FAQ_PATH, { method: 'DELETE' });
    expect(violations()).toEqual([
      'The stand-in answered what the server never would: DELETE /api/faqs/:id answers 204; its contract answers ' +
        '200, 400, 401, 403, 404',
    ]);
  });

  it('takes only errors of the catalogue, with the status the server gives each', async () => {
    standInServer({ 'GET /api/faqs/:id': ({ query }) => failure(Number(query.get('status')), query.get('code')!) });
    expect(await call(`${FAQ_PATH}?status=404&code=FAQ_NOT_FOUND`)).toMatchObject({ status: 404 });
    expect(violations()).toEqual([]);
    await call(`${FAQ_PATH}?status=404&code=NO_SUCH_THING`);
    await call(`${FAQ_PATH}?status=409&code=FAQ_NOT_FOUND`);
    expect(violations()).toEqual([
      expect.stringContaining('GET /api/faqs/:id answers the error code NO_SUCH_THING, which is not in ERROR_CATALOG'),
      expect.stringContaining('GET /api/faqs/:id answers FAQ_NOT_FOUND with 409; the server answers it with 404'),
    ]);
  });

  it('fails the test when the screen sends a body the endpoint refuses, unless it answers as the server would', async () => {
    standInServer({ 'POST /api/faqs': () => ok(FAQ) });
    const refused = await call('/api/faqs', { method: 'POST', body: JSON.stringify({ questionEn: 7 }) });
    expect(refused).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_FAILED' } } });
    expect(violations()).toEqual([
      expect.stringContaining('The screen called POST /api/faqs with what its contract refuses'),
    ]);

    standInServer({ 'POST /api/faqs': () => failure(400, 'VALIDATION_FAILED') });
    await call('/api/faqs', { method: 'POST', body: JSON.stringify({ questionEn: 7 }) });
    expect(violations()).toEqual([]);
  });

  it('routes a request as the server does: a fixed segment before a parameter', async () => {
    const server = standInServer({ 'GET /api/chats/:id': () => failure(404, 'CHAT_ROOM_NOT_FOUND') });
    expect(await call('/api/chats/queue')).toMatchObject({ status: 404, body: { error: { code: 'ROUTE_NOT_FOUND' } } });
    expect(server.calls.map((request) => request.path)).toEqual(['/api/chats/queue']);
  });
});
