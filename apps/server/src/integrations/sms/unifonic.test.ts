import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, outboxFor, sendOtp, uniquePhone, verifyOtp } from '../../testing/auth-flows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

interface Received {
  method: string | undefined;
  url: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/** Unifonic's documented success reply. */
const SENT = { success: true, message: '', errorCode: 'ER-00', data: { MessageID: 1, Status: 'Sent' } };

/** A local stand-in for Unifonic's REST API: records what it receives and answers what it is told to. */
async function startUnifonicStandIn() {
  const received: Received[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: SENT };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        contentType: request.headers['content-type'],
        form: Object.fromEntries(new URLSearchParams(raw)),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answerWith(status: number, body: unknown) {
      answer = { status, body };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

describe('Unifonic chosen without credentials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SMS_PROVIDER: 'unifonic' } });
  });
  afterAll(() => t.close());

  it('answers 503 SMS_CREDENTIALS_NOT_SET, and keeps saying so rather than asking to wait', async () => {
    const phone = uniquePhone();
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const response = await sendOtp(t, { purpose: 'sign-up', phone });
      expect(response.statusCode, `attempt ${attempt}`).toBe(503);
      expect(errorOf(response)).toEqual({ code: 'SMS_CREDENTIALS_NOT_SET', message: 'SMS credentials are not set.' });
    }
    // A chosen provider is never silently replaced by the development outbox.
    expect(await outboxFor(t, phone)).toEqual([]);
  });
});

describe('Unifonic with credentials', () => {
  let unifonic: Awaited<ReturnType<typeof startUnifonicStandIn>>;
  let t: TestApp;
  beforeAll(async () => {
    unifonic = await startUnifonicStandIn();
    t = await createTestApp({
      env: {
        SMS_PROVIDER: 'unifonic',
        UNIFONIC_APP_SID: 'test-app-sid',
        UNIFONIC_SENDER_ID: 'Tawasul',
        UNIFONIC_BASE_URL: unifonic.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await unifonic.close();
  });

  it('sends the code with POST /rest/SMS/messages, and that code signs the customer up', async () => {
    const phone = uniquePhone();
    unifonic.answerWith(200, SENT);
    const sent = await sendOtp(t, { purpose: 'sign-up', phone });
    expect(sent.statusCode, sent.body).toBe(200);

    const request = unifonic.received.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      url: '/rest/SMS/messages',
      contentType: 'application/x-www-form-urlencoded',
    });
    // Unifonic wants the number in international format without + or 00.
    expect(request!.form).toMatchObject({ AppSid: 'test-app-sid', SenderID: 'Tawasul', Recipient: phone.slice(1) });
    expect(Object.keys(request!.form).sort()).toEqual(['AppSid', 'Body', 'Recipient', 'SenderID']);
    const code = request!.form.Body?.match(/code is (\d{6})\./)?.[1];
    expect(code).toBeDefined();
    expect(await outboxFor(t, phone)).toEqual([]);

    const { otpSessionId } = sent.json() as { otpSessionId: string };
    const verified = await verifyOtp(t, { otpSessionId, code: code! });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ user: { phone, roles: ['customer'] } });
  });

  it('answers 503 when Unifonic refuses, and lets the person ask again at once', async () => {
    const phone = uniquePhone();
    unifonic.answerWith(200, { success: false, message: 'Wrong AppSid', errorCode: 'ER-01', data: null });
    const refused = await sendOtp(t, { purpose: 'sign-up', phone });
    expect(refused.statusCode).toBe(503);
    expect(errorOf(refused)).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is not available right now.',
    });

    unifonic.answerWith(200, SENT);
    const retried = await sendOtp(t, { purpose: 'sign-up', phone });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(unifonic.received.filter((request) => request.form.Recipient === phone.slice(1))).toHaveLength(2);
  });

  it('answers 503 when Unifonic is down', async () => {
    unifonic.answerWith(500, { message: 'Internal error' });
    const response = await sendOtp(t, { purpose: 'sign-up', phone: uniquePhone() });
    expect(response.statusCode).toBe(503);
    expect(errorOf(response).code).toBe('SERVICE_UNAVAILABLE');
  });
});
