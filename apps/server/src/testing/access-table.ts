import { CHATS, READERS, type AccessWorld, type Caller, type ChatKey } from './access-world.ts';

/** What a path's parameters point at: one brand's record, one chat, or nothing of the seeded world. */
export interface Target {
  label: string;
  path: string;
  brand?: 'A' | 'B';
  chat?: ChatKey;
}

/** Who may call an operation for a target (issue 17's access matrix): a rule of the table below. */
export type Rule = (caller: Caller, target: Target) => boolean;

const AGENTS: readonly Caller[] = ['agentA', 'agentA2', 'agentB', 'agentB2'];
const MANAGERS: readonly Caller[] = ['managerA', 'managerB'];
const SHOPPERS: readonly Caller[] = ['customer1', 'customer2', 'guestA', 'guestB'];
export const brandOf = (caller: Caller) => (/A2?$/.test(caller) ? 'A' : /B2?$/.test(caller) ? 'B' : null);

const anyone: Rule = () => true;
const signedIn: Rule = (caller) => caller !== 'signedOut';
const admin: Rule = (caller) => caller === 'admin';
/** Admins, and managers for their own brand (lists: each manager its own brand's). */
const backOffice: Rule = (caller, target) =>
  caller === 'admin' || (MANAGERS.includes(caller) && (!target.brand || brandOf(caller) === target.brand));
/** As backOffice, and the brand's agents. */
const staff: Rule = (caller, target) =>
  backOffice(caller, target) || (AGENTS.includes(caller) && (!target.brand || brandOf(caller) === target.brand));
const agents: Rule = (caller) => AGENTS.includes(caller);
/** The agents of the record's brand. */
const brandAgents: Rule = (caller, target) => AGENTS.includes(caller) && brandOf(caller) === target.brand;
const shoppers: Rule = (caller) => SHOPPERS.includes(caller);
const customers: Rule = (caller) => caller === 'customer1' || caller === 'customer2';
const chatReaders: Rule = (caller, target) => !!target.chat && READERS[target.chat].includes(caller);
const chatStaff: Rule = (caller, target) => chatReaders(caller, target) && !SHOPPERS.includes(caller);
const chatShopper: Rule = (caller, target) => chatReaders(caller, target) && SHOPPERS.includes(caller);
const chatAgent: Rule = (caller, target) => chatReaders(caller, target) && AGENTS.includes(caller);
const chatModerators: Rule = (caller, target) =>
  caller === 'admin' || (MANAGERS.includes(caller) && !!target.chat && READERS[target.chat].includes(caller));

/** Every documented operation and who may call it. An operation missing here fails the matrix. */
export const ACCESS: Record<string, Rule> = {
  'GET /api/health': anyone,
  'GET /api/_auth/session': anyone,
  'GET /api/auth/password/reset': anyone,
  'GET /api/admin/language': anyone,
  'GET /api/uploads/{id}': chatReaders,
  'GET /_image/{modifiers}/uploads/{id}': chatReaders,
  'GET /api/brands': backOffice,
  'GET /api/brands/options': staff,
  'GET /api/brands/{id}': backOffice,
  'GET /api/agents': backOffice,
  'GET /api/agents/{id}': backOffice,
  'GET /api/brand-managers': admin,
  'GET /api/brand-managers/{id}': admin,
  'GET /api/customers': backOffice,
  'GET /api/customers/{id}': backOffice,
  'GET /api/guests': backOffice,
  'GET /api/guests/{id}': backOffice,
  'GET /api/settings/general': backOffice,
  'GET /api/brands/{id}/configuration': backOffice,
  'GET /api/canned-responses/categories': staff,
  'GET /api/canned-responses/categories/options': staff,
  'GET /api/canned-responses/categories/{id}': staff,
  'GET /api/canned-responses/search': staff,
  'GET /api/canned-responses/cases': staff,
  'GET /api/canned-responses/cases/{id}': staff,
  'GET /api/faqs': backOffice,
  'GET /api/faqs/{id}': backOffice,
  'GET /api/public/brands/{widgetId}/faqs': anyone,
  'GET /api/cms/faqs': admin,
  'GET /api/cms/faqs/{id}': admin,
  'GET /api/contact-forms': backOffice,
  'GET /api/contact-forms/{id}': backOffice,
  'GET /api/brands/{id}/contact-form-settings': backOffice,
  'GET /api/public/brands/{widgetId}/contact-form': anyone,
  'GET /api/cms/pages': admin,
  'GET /api/cms/pages/{id}': admin,
  'GET /api/cms/landing-page': admin,
  'GET /_payload.json': anyone,
  'GET /pages/{slug}/_payload.json': anyone,
  'GET /api/chats': staff,
  'GET /api/chats/{id}': chatReaders,
  'GET /api/chats/{id}/details': chatStaff,
  'GET /api/chats/{id}/shopper-chats': chatStaff,
  'GET /api/chats/{id}/flags': chatStaff,
  'GET /api/chats/{id}/eligible-agents': chatModerators,
  'GET /api/agent/inbox': agents,
  'GET /api/agent/chats': agents,
  'GET /api/chats/queue': staff,
  'GET /api/chats/{id}/transfer-targets': chatStaff,
  'GET /api/chats/{id}/messages': chatReaders,
  'GET /api/shopper/chats': shoppers,
  'GET /api/shopper/chats/{id}/queue': chatReaders,
  'GET /api/shopper/notifications': shoppers,
  'GET /api/critical-messages': staff,
  'GET /api/notifications': staff,
  'GET /api/public/widget/{widgetId}/launcher': anyone,
  'GET /api/public/brands/{widgetId}/widget': anyone,
  'GET /api/dashboard/summary': backOffice,
  'GET /api/dashboard/charts': backOffice,
  'GET /api/reports/agents': backOffice,
  'GET /api/reports/agents.csv': backOffice,
  'GET /api/reports/agents/{id}': backOffice,
  'GET /api/reports/agents/{id}/sign-ins': backOffice,
  'GET /api/reports/agents/{id}/sign-ins.csv': backOffice,
  'GET /api/brands/{id}/salla/authorize': backOffice,
  'GET /api/integrations/salla/callback': anyone,
  'GET /api/salla/installations': admin,
  'GET /api/shopper/orders': customers,
  'GET /api/shopper/orders/brands': customers,
  'GET /api/chats/{id}/orders': chatStaff,
  // On in tests (DEV_OUTBOX), for loopback callers only, as every request here is; plugins/security-probes.test.ts
  // sends one from elsewhere. Off unless DEV_OUTBOX=true, never in production.
  'GET /api/dev/outbox': anyone,

  // Signing out without a session is a harmless 200.
  'DELETE /api/_auth/session': anyone,
  'POST /api/auth/sign-out': anyone,
  'POST /api/auth/sign-in/password': anyone,
  'POST /api/auth/otp/send': anyone,
  'POST /api/auth/otp/verify': anyone,
  'POST /api/auth/password/forgot': anyone,
  'POST /api/auth/password/reset': anyone,
  'PATCH /api/users/me': signedIn,
  'DELETE /api/users/me': signedIn,
  'POST /api/auth/sign-out-everywhere': signedIn,
  'POST /api/auth/password/change': signedIn,
  'PATCH /api/auth/changeOnlineStatus': agents,
  'PUT /api/admin/language': anyone,
  'POST /api/uploads': signedIn,
  'POST /api/brands': admin,
  'PUT /api/brands/{id}': backOffice,
  'DELETE /api/brands/{id}': admin,
  'POST /api/users/me/contact/send': signedIn,
  'POST /api/users/me/contact/verify': signedIn,
  'POST /api/users/me/contact/apply': signedIn,
  'POST /api/agents': backOffice,
  'PUT /api/agents/{id}': backOffice,
  'DELETE /api/agents/{id}': backOffice,
  'PATCH /api/agents/{id}/active': backOffice,
  'POST /api/brand-managers': admin,
  'PUT /api/brand-managers/{id}': admin,
  'DELETE /api/brand-managers/{id}': admin,
  'PATCH /api/brand-managers/{id}/active': admin,
  'PATCH /api/customers/{id}/block': backOffice,
  'PUT /api/settings/general': backOffice,
  'PUT /api/brands/{id}/configuration': backOffice,
  'POST /api/canned-responses/categories': backOffice,
  'PUT /api/canned-responses/categories/{id}': backOffice,
  'DELETE /api/canned-responses/categories/{id}': backOffice,
  'POST /api/canned-responses/cases': backOffice,
  'PUT /api/canned-responses/cases/{id}': backOffice,
  'DELETE /api/canned-responses/cases/{id}': backOffice,
  'PATCH /api/canned-responses/cases/{id}/active': backOffice,
  'POST /api/faqs': backOffice,
  'PUT /api/faqs/order': backOffice,
  'PUT /api/faqs/{id}': backOffice,
  'DELETE /api/faqs/{id}': backOffice,
  'PATCH /api/faqs/{id}/active': backOffice,
  'POST /api/cms/faqs': admin,
  'PUT /api/cms/faqs/order': admin,
  'PUT /api/cms/faqs/{id}': admin,
  'DELETE /api/cms/faqs/{id}': admin,
  'PATCH /api/cms/faqs/{id}/active': admin,
  'PATCH /api/contact-forms/{id}/handled': backOffice,
  'PUT /api/brands/{id}/contact-form-settings': backOffice,
  'POST /api/public/brands/{widgetId}/contact': anyone,
  'POST /api/cms/pages': admin,
  'PUT /api/cms/pages/{id}': admin,
  'DELETE /api/cms/pages/{id}': admin,
  'PUT /api/cms/landing-page': admin,
  'POST /api/chats/{id}/accept': chatAgent,
  'POST /api/chats/{id}/decline': chatAgent,
  // Its shopper ends a chat too (close reason `shopper`).
  'POST /api/chats/{id}/close': chatReaders,
  'PUT /api/chats/{id}/agent': chatModerators,
  'POST /api/chats/{id}/take': brandAgents,
  'POST /api/chats/{id}/transfer': chatStaff,
  'POST /api/chats/{id}/messages': chatReaders,
  'PATCH /api/chats/{id}/messages/{messageId}': chatReaders,
  'DELETE /api/chats/{id}/messages/{messageId}': chatReaders,
  'POST /api/chats/{id}/read': chatReaders,
  'POST /api/chats/{id}/notes': chatStaff,
  'POST /api/public/brands/{widgetId}/guests': anyone,
  'POST /api/shopper/chats': shoppers,
  'POST /api/shopper/chats/{id}/rating': chatShopper,
  'POST /api/shopper/notifications/read': shoppers,
  'PATCH /api/critical-messages/{id}/handled': staff,
  'POST /api/notifications/read': staff,
  'POST /api/integrations/salla/webhook': anyone,
  'POST /api/brands/{id}/cs-cart/test': backOffice,
  'PUT /api/brands/{id}/cs-cart': backOffice,
  'POST /api/salla/installations/{merchantId}/assign': admin,
  'POST /api/public/brands/{widgetId}/orders/track': anyone,
};

/** The operation's path with each parameter filled, once per record of the world it can point at. */
export function targetsOf(world: AccessWorld, path: string): Target[] {
  const fill = (values: Record<string, string>) =>
    path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '7d0c1e4e-4f55-4a8e-9d51-0c6f0c3b2a10');
  if (!path.includes('{')) return [{ label: 'no record', path }];
  const { brands, chats, credentials } = world;
  if (/^\/api\/(chats|shopper\/chats)\/\{id\}/.test(path)) {
    return CHATS.map((chat) => ({
      label: `chat ${chat}`,
      chat,
      brand: chats[chat].brand,
      path: fill({ id: chats[chat].id, messageId: chats[chat].messageId }),
    }));
  }
  if (/uploads\/\{id\}$/.test(path)) {
    return CHATS.map((chat) => ({
      label: `file of chat ${chat}`,
      chat,
      brand: chats[chat].brand,
      path: fill({ id: chats[chat].fileId, modifiers: 'w_320' }),
    }));
  }
  const perBrand = (id: (brand: 'A' | 'B') => string) =>
    (['A', 'B'] as const).map((brand) => ({ label: `brand ${brand}'s`, brand, path: fill({ id: id(brand) }) }));
  if (path.includes('{widgetId}')) {
    return (['A', 'B'] as const).map((brand) => ({
      label: `brand ${brand}'s widget`,
      brand,
      path: fill({ widgetId: brands[brand].widgetId }),
    }));
  }
  if (/^\/api\/brands\/\{id\}/.test(path)) return perBrand((brand) => brands[brand].id);
  if (/^\/api\/(agents|reports\/agents)\/\{id\}/.test(path)) {
    return perBrand((brand) => credentials[brand === 'A' ? 'agentA' : 'agentB'].userId);
  }
  if (/^\/api\/brand-managers\/\{id\}/.test(path)) {
    return perBrand((brand) => credentials[brand === 'A' ? 'managerA' : 'managerB'].userId);
  }
  if (/^\/api\/customers\/\{id\}/.test(path)) {
    return perBrand((brand) => credentials[brand === 'A' ? 'customer1' : 'customer2'].userId).map((target) => ({
      ...target,
      brand: undefined,
    }));
  }
  if (/^\/api\/guests\/\{id\}/.test(path))
    return perBrand((brand) => credentials[brand === 'A' ? 'guestA' : 'guestB'].userId);
  return [{ label: 'an unknown record', path: fill({ slug: 'no-such-page', merchantId: '424242' }) }];
}
