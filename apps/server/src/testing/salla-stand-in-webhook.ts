import { signSallaBody } from '../integrations/salla/salla-oauth.ts';

/** The Salla app's webhook as the stand-in knows it: where Salla posts events, and the secret it signs them with. */
export interface WebhookTarget {
  url: string;
  secret: string;
}

/**
 * `POST /_stand-in/installs` `{ "name": "Waha Perfumes", "domain": "https://waha.example" }`: the store that
 * installs the app. Anything else is refused (null).
 */
export function installRequest(body: string): { name: string; domain: string } | null {
  let input: unknown;
  try {
    input = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof input !== 'object' || input === null) return null;
  const { name, domain } = input as Record<string, unknown>;
  if (typeof name !== 'string' || !name.trim() || name.length > 120) return null;
  if (typeof domain !== 'string' || !/^https:\/\/[a-z0-9.-]+(\.[a-z]{2,})$/i.test(domain)) return null;
  return { name: name.trim(), domain: domain.toLowerCase() };
}

/** Posts an event as Salla does: JSON, `X-Salla-Signature` = hex HMAC-SHA256 of the body. Answers what came back. */
export async function postWebhook(target: WebhookTarget, event: object): Promise<{ status: number; body: unknown }> {
  const body = JSON.stringify(event);
  const response = await fetch(target.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-salla-signature': signSallaBody(body, target.secret) },
    body,
  });
  const text = await response.text();
  let answer: unknown = text;
  try {
    answer = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.status, body: answer };
}
