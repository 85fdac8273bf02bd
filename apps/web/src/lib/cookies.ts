export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'lax' | 'strict' | 'none';
}

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) {
      try {
        return decodeURIComponent(cookie.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Cookie path defaults to `/` (spec section 9). */
export function writeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, path = '/', sameSite = 'lax' }: CookieOptions = {},
): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${path}`, `samesite=${sameSite}`];
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${maxAgeSeconds}`);
  if (location.protocol === 'https:') parts.push('secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string, path = '/'): void {
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; max-age=0`;
}
