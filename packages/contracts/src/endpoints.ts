import type { Endpoint, EndpointTable, HttpMethod } from './endpoints/endpoint.ts';
import { AUTH_ENDPOINTS } from './endpoints/auth.ts';
import { BRANDS_ENDPOINTS } from './endpoints/brands.ts';
import { CANNED_RESPONSES_ENDPOINTS } from './endpoints/canned-responses.ts';
import { CHATS_ENDPOINTS } from './endpoints/chats.ts';
import { CMS_ENDPOINTS } from './endpoints/cms.ts';
import { CONTACT_FORMS_ENDPOINTS } from './endpoints/contact-forms.ts';
import { FAQS_ENDPOINTS } from './endpoints/faqs.ts';
import { HEALTH_ENDPOINTS } from './endpoints/health.ts';
import { NOTIFICATIONS_ENDPOINTS } from './endpoints/notifications.ts';
import { ORDERS_ENDPOINTS } from './endpoints/orders.ts';
import { REPORTS_ENDPOINTS } from './endpoints/reports.ts';
import { SETTINGS_ENDPOINTS } from './endpoints/settings.ts';
import { SHOPPERS_ENDPOINTS } from './endpoints/shoppers.ts';
import { STAFF_ENDPOINTS } from './endpoints/staff.ts';
import { UPLOADS_ENDPOINTS } from './endpoints/uploads.ts';
import { WIDGET_ENDPOINTS } from './endpoints/widget.ts';

/** Every endpoint of the API, one table per server module. */
export const ENDPOINTS: EndpointTable = {
  ...AUTH_ENDPOINTS,
  ...BRANDS_ENDPOINTS,
  ...CANNED_RESPONSES_ENDPOINTS,
  ...CHATS_ENDPOINTS,
  ...CMS_ENDPOINTS,
  ...CONTACT_FORMS_ENDPOINTS,
  ...FAQS_ENDPOINTS,
  ...HEALTH_ENDPOINTS,
  ...NOTIFICATIONS_ENDPOINTS,
  ...ORDERS_ENDPOINTS,
  ...REPORTS_ENDPOINTS,
  ...SETTINGS_ENDPOINTS,
  ...SHOPPERS_ENDPOINTS,
  ...STAFF_ENDPOINTS,
  ...UPLOADS_ENDPOINTS,
  ...WIDGET_ENDPOINTS,
};

interface Pattern {
  key: keyof EndpointTable;
  endpoint: Endpoint;
  method: HttpMethod;
  segments: string[];
}

const patterns: Pattern[] = Object.entries(ENDPOINTS).map(([key, endpoint]) => {
  const [method, path = ''] = key.split(' ');
  return { key: key as keyof EndpointTable, endpoint, method: method as HttpMethod, segments: path.split('/') };
});

// How specific a segment is, as the server's router ranks them: a fixed name before a parameter before a wildcard.
const rank = (segment: string) => (segment === '*' ? 2 : segment.startsWith(':') ? 1 : 0);

function matches(pattern: Pattern, segments: string[]): boolean {
  for (const [index, part] of pattern.segments.entries()) {
    if (part === '*') return true;
    const actual = segments[index];
    if (actual === undefined || (actual === '' && part.startsWith(':'))) return false;
    if (!part.startsWith(':') && part !== actual) return false;
  }
  return pattern.segments.length === segments.length;
}

function moreSpecific(a: Pattern, b: Pattern): number {
  for (let index = 0; index < Math.min(a.segments.length, b.segments.length); index++) {
    const difference = rank(a.segments[index]!) - rank(b.segments[index]!);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The endpoint a request reaches (`'GET'`, `'/api/faqs/1f…'`), as the server would route it; undefined if none. */
export function findEndpoint(
  method: string,
  path: string,
): { key: keyof EndpointTable; endpoint: Endpoint } | undefined {
  const segments = path.split('/');
  const found = patterns
    .filter((pattern) => pattern.method === method.toUpperCase() && matches(pattern, segments))
    .sort(moreSpecific)[0];
  return found && { key: found.key, endpoint: found.endpoint };
}
