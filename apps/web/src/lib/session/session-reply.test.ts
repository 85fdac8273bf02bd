import { describe, expect, it } from 'vitest';
import { SessionResponse, type SessionUser } from '@tawasul/contracts/auth';
import { sessionUser } from '../../test/factories.ts';
import { readSessionUser } from './session-reply.ts';

/** What the contract's schema makes of a reply: its user, or null when the reply is not a `SessionResponse`. */
function contractReading(body: unknown): SessionUser | null {
  const parsed = SessionResponse.safeParse(body);
  return parsed.success ? parsed.data.user : null;
}

const user = sessionUser(['admin']);
const withField = (field: string, value: unknown) => ({ user: { ...user, [field]: value } });
const without = (field: keyof SessionUser) => {
  const { [field]: _dropped, ...rest } = user;
  return { user: rest };
};

const replies: [string, unknown][] = [
  ['a signed-in admin', { user }],
  ['a customer with every optional field empty', { user: sessionUser(['customer'], { email: null, phone: null }) }],
  ['a brand manager who is also an agent', { user: sessionUser(['brand_manager', 'agent']) }],
  ['an Arabic reader', withField('language', 'ar')],
  ['signed out', { user: null }],
  ['fields the contract does not know (dropped)', { user: { ...user, password: 'x' }, extra: 1 }],
  ['no user at all', {}],
  ['an unknown role', withField('roles', ['admin', 'owner'])],
  ['roles that are not a list', withField('roles', 'admin')],
  ['a language the product is not written in', withField('language', 'fr')],
  ['a number for a name', withField('name', 7)],
  ['a missing id', without('id')],
  ['a missing e-mail (null is required, not absence)', without('email')],
  ['a number for the brand', withField('brandId', 3)],
  ['a string for isOnline', withField('isOnline', 'yes')],
  ['a list for the user', { user: [user] }],
  ['a text reply', 'signed in'],
  ['no body', undefined],
  ['null', null],
];

describe('the session reply, read without Zod at start-up', () => {
  it.each(replies)('reads %s exactly as the contract’s schema does', (_name, body) => {
    expect(readSessionUser(body)).toEqual(contractReading(body));
  });

  it('keeps a signed-in user, and only the contract’s fields', () => {
    expect(readSessionUser({ user: { ...user, password: 'x' } })).toEqual(user);
    expect(readSessionUser(withField('roles', ['owner']))).toBeNull();
  });
});
