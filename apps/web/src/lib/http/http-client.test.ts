import { describe, expect, it } from 'vitest';
import { createHttpClient, type FetchLike } from './http-client.ts';
import { HttpError, retryAfterSecondsOf, validationIssuesOf } from './http-error.ts';
import { RETRY_STATUSES } from './retry-policy.ts';

type Answer = { status: number; body?: unknown } | 'network-down';

/** A stand-in server: answers in order and records what it was asked. */
function standIn(...answers: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (answer === undefined || answer === 'network-down') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, client: createHttpClient({ fetch }) };
}

const failure = (status: number, code = 'INTERNAL_ERROR') => ({ status, body: { error: { code, message: 'x' } } });

describe('GET retry policy', () => {
  it.each([...RETRY_STATUSES])('retries a GET once after %i and returns the second answer', async (status) => {
    const { client, calls } = standIn(failure(status), { status: 200, body: { ok: true } });
    await expect(client.get('/api/thing')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('retries only once: a second failure is returned to the caller', async () => {
    const { client, calls } = standIn(failure(503, 'SERVICE_UNAVAILABLE'), failure(503, 'SERVICE_UNAVAILABLE'), {
      status: 200,
    });
    await expect(client.get('/api/thing')).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 410, 422])('does not retry a GET after %i', async (status) => {
    const { client, calls } = standIn(failure(status, 'NOT_FOUND'), { status: 200 });
    await expect(client.get('/api/thing')).rejects.toBeInstanceOf(HttpError);
    expect(calls).toHaveLength(1);
  });

  it('retries a GET once when the network fails', async () => {
    const { client, calls } = standIn('network-down', { status: 200, body: { user: null } });
    await expect(client.get('/api/_auth/session')).resolves.toEqual({ user: null });
    expect(calls).toHaveLength(2);
  });

  it('lets a caller switch retries off (the session call)', async () => {
    const { client, calls } = standIn(failure(500), { status: 200 });
    await expect(client.get('/api/_auth/session', { retry: 0 })).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(1);
  });

  it('never retries more than once, whatever the caller asks', async () => {
    const { client, calls } = standIn(failure(500), failure(500), failure(500));
    await expect(client.get('/api/thing', { retry: 5 })).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(2);
  });
});

describe('other methods are never retried', () => {
  it.each(['post', 'put', 'patch', 'delete'] as const)('%s fails after a single attempt on 503', async (method) => {
    const { client, calls } = standIn(failure(503, 'SERVICE_UNAVAILABLE'), { status: 200 });
    await expect(client[method]('/api/thing', { a: 1 })).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('does not retry a POST when the network fails', async () => {
    const { client, calls } = standIn('network-down', { status: 200 });
    await expect(client.post('/api/thing', {})).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(calls).toHaveLength(1);
  });
});

describe('typed errors', () => {
  it('carries the code, message and details of the server error', async () => {
    const details = [{ path: ['email'], key: 'validation.invalidEmail', message: 'Invalid email' }];
    const { client } = standIn({
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: 'Some fields are not valid.', details } },
    });
    const error = await client.post('/api/auth/sign-in/password', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Some fields are not valid.' });
    expect(validationIssuesOf(error)).toEqual(details);
  });

  it('reads the wait of a 429', async () => {
    const { client } = standIn({
      status: 429,
      body: { error: { code: 'OTP_CANNOT_REINITIATE_YET', message: 'wait', details: { retryAfterSeconds: 42 } } },
    });
    const error = await client.post('/api/auth/otp/send', {}).catch((caught: unknown) => caught);
    expect(retryAfterSecondsOf(error)).toBe(42);
  });

  it('turns an answer that is not our error shape into a generic error for its status', async () => {
    const { client } = standIn({ status: 502, body: 'Bad gateway' }, { status: 502, body: 'Bad gateway' });
    await expect(client.get('/api/thing')).rejects.toMatchObject({ status: 502, code: 'INTERNAL_ERROR' });
  });
});

describe('requests', () => {
  it('sends JSON with the query string and same-origin credentials', async () => {
    const { client, calls } = standIn({ status: 200, body: { ok: true } });
    await client.put('/api/admin/language', { language: 'ar' }, { query: { a: 1, skip: undefined } });
    expect(calls[0]?.url).toBe('/api/admin/language?a=1');
    expect(calls[0]?.init).toMatchObject({ method: 'PUT', body: '{"language":"ar"}', credentials: 'same-origin' });
    expect((calls[0]?.init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });
});
