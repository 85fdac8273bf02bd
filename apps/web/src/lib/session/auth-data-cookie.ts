import type { RedirectUrlAction } from '@tawasul/contracts/route-guard';
import { deleteCookie, readCookie, writeCookie } from '../cookies.ts';

/** Spec section 3: the `authData` cookie is a key/value map; `redirectUrl` is the path to return to after login. */
const AUTH_DATA_COOKIE = 'authData';

type AuthData = Record<string, string>;

export function readAuthData(): AuthData {
  const raw = readCookie(AUTH_DATA_COOKIE);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

function writeAuthData(data: AuthData): void {
  if (Object.keys(data).length === 0) deleteCookie(AUTH_DATA_COOKIE);
  else writeCookie(AUTH_DATA_COOKIE, JSON.stringify(data), { path: '/', sameSite: 'lax' });
}

export function readRedirectUrl(): string | null {
  return readAuthData().redirectUrl ?? null;
}

/** Carries out the route guard's decision about the stored redirectUrl. */
export function applyRedirectUrlAction(action: RedirectUrlAction): void {
  if (action.kind === 'keep') return;
  const { redirectUrl, ...rest } = readAuthData();
  if (action.kind === 'store') writeAuthData({ ...rest, redirectUrl: action.value });
  else if (redirectUrl !== undefined) writeAuthData(rest);
}
