import { randomInt } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { OutboxItem } from '@tawasul/contracts/system';
import { cookieHeader, type TestApp } from './test-app.ts';

/** The password the tests give every account that has one. */
export const PASSWORD = 'correct-horse-42';

/** A phone number nobody else in this test run has (Saudi mobile format, as the product's customers use). */
export function uniquePhone(): string {
  return `+9665${String(randomInt(0, 10 ** 8)).padStart(8, '0')}`;
}

export interface SignedInSession {
  response: LightMyRequestResponse;
  /** The Cookie header to send on the following requests. */
  cookie: string;
}

/** `POST /api/auth/sign-in/password`, as the sign-in page sends it. */
export async function signInWithPassword(
  t: TestApp,
  email: string,
  password = PASSWORD,
  extra: Omit<InjectOptions, 'method' | 'url' | 'payload'> = {},
): Promise<SignedInSession> {
  const response = await t.request({
    ...extra,
    method: 'POST',
    url: '/api/auth/sign-in/password',
    payload: { email, password },
  });
  return { response, cookie: cookieHeader(response) };
}

/** The signed-in user as `GET /api/_auth/session` shows it (null when signed out). */
export async function sessionUser(t: TestApp, cookie: string): Promise<Record<string, unknown> | null> {
  const response = await t.request({ method: 'GET', url: '/api/_auth/session', cookie });
  return (response.json() as { user: Record<string, unknown> | null }).user;
}

/** What the development outbox holds for one recipient, latest first. */
export async function outboxFor(t: TestApp, to: string): Promise<OutboxItem[]> {
  const response = await t.request({ method: 'GET', url: '/api/dev/outbox', query: { to } });
  if (response.statusCode !== 200) throw new Error(`outbox answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { items: OutboxItem[] }).items;
}

/** The one-time code of the latest message to `to`, read the way a developer reads it: from the outbox. */
export async function latestCode(t: TestApp, to: string): Promise<string> {
  const [latest] = await outboxFor(t, to);
  const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the latest message to ${to}: ${latest?.body ?? '(none)'}`);
  return code;
}

/** Asks for a code and answers the reply; `otpSessionId` is on a 200 reply. */
export function sendOtp(
  t: TestApp,
  payload: { purpose: 'sign-in' | 'sign-up'; phone?: string; email?: string },
  extra: Omit<InjectOptions, 'method' | 'url' | 'payload'> = {},
): Promise<LightMyRequestResponse> {
  return t.request({ ...extra, method: 'POST', url: '/api/auth/otp/send', payload });
}

export function verifyOtp(
  t: TestApp,
  payload: { otpSessionId: string; code: string; profile?: Record<string, string> },
  extra: Omit<InjectOptions, 'method' | 'url' | 'payload'> = {},
): Promise<LightMyRequestResponse> {
  return t.request({ ...extra, method: 'POST', url: '/api/auth/otp/verify', payload });
}

/** Sends a code to `phone` or `email` and signs in (or up) with the code from the outbox. */
export async function signInWithOtp(
  t: TestApp,
  destination: { phone: string } | { email: string },
  options: { purpose?: 'sign-in' | 'sign-up'; profile?: Record<string, string> } = {},
): Promise<SignedInSession> {
  const sent = await sendOtp(t, { purpose: options.purpose ?? 'sign-in', ...destination });
  if (sent.statusCode !== 200) throw new Error(`otp/send answered ${sent.statusCode}: ${sent.body}`);
  const { otpSessionId } = sent.json() as { otpSessionId: string };
  const code = await latestCode(t, 'phone' in destination ? destination.phone : destination.email);
  const response = await verifyOtp(t, { otpSessionId, code, ...(options.profile ? { profile: options.profile } : {}) });
  return { response, cookie: cookieHeader(response) };
}

/** The `{ error }` body of a failed reply. */
export function errorOf(response: LightMyRequestResponse): { code: string; message: string; details?: unknown } {
  return (response.json() as { error: { code: string; message: string; details?: unknown } }).error;
}
