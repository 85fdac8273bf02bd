import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './demo.ts';
import { APP_URL } from './origins.ts';

/** Someone a journey creates, so that what it does to them (sign-ins, deactivation) touches no other journey. */
export interface NewPerson {
  firstNameEn: string;
  lastNameEn: string;
  firstNameAr: string;
  lastNameAr: string;
  /** As lists and dialogs show it. */
  name: string;
  email: string;
  password: string;
}

/** A short token that differs between journeys and between runs on one machine. */
export const uniqueSuffix = () => randomUUID().slice(0, 8);

export function newPerson(
  [firstNameEn, lastNameEn]: [string, string],
  [firstNameAr, lastNameAr]: [string, string],
  emailDomain: string,
): NewPerson {
  return {
    firstNameEn,
    lastNameEn,
    firstNameAr,
    lastNameAr,
    name: `${firstNameEn} ${lastNameEn}`,
    email: `${firstNameEn.toLowerCase()}.${uniqueSuffix()}@${emailDomain}`,
    password: DEMO_PASSWORD,
  };
}

/** `GET /api/brands/options` with the caller's cookies: a brand's id by its English name. */
export async function brandIdByName(request: APIRequestContext, nameEn: string): Promise<string> {
  const response = await request.get('/api/brands/options');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: string; nameEn: string }[] };
  const brand = items.find((item) => item.nameEn === nameEn);
  if (!brand) throw new Error(`no brand named ${nameEn}`);
  return brand.id;
}

/** `GET /api/agents?search=` with the caller's cookies: an agent's id by e-mail. */
export async function agentIdByEmail(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`/api/agents?search=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: string; email: string }[] };
  const agent = items.find((item) => item.email === email);
  if (!agent) throw new Error(`no agent with e-mail ${email}`);
  return agent.id;
}

/**
 * `POST /api/agents` or `/api/brand-managers` with an admin's cookies: an active member of the brand's staff, ready to
 * sign in. The server refuses a change sent with cookies from another site, so the call names the app's own origin as
 * the browser would.
 */
export async function createStaff(
  request: APIRequestContext,
  kind: 'agents' | 'brand-managers',
  person: NewPerson,
  brandId: string,
): Promise<void> {
  const { name: _name, ...body } = person;
  const response = await request.post(`/api/${kind}`, {
    data: { ...body, brandId, active: true },
    headers: { origin: APP_URL },
  });
  expect(response.status(), await response.text()).toBe(201);
}
