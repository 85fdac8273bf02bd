import { describe } from 'vitest';
import { contactRequests } from '../../db/schema/contact-forms.ts';
import { backOfficeMatrices, statuses } from '../../testing/back-office.ts';

const { app, cast, matrix } = backOfficeMatrices();

const request = async () => {
  const [row] = await app()
    .database.db.insert(contactRequests)
    .values({ brandId: cast().brand.id, name: 'Noura', email: 'noura@customer.test', message: 'Hi', language: 'en' })
    .returning();
  return row!.id;
};
const settings = {
  messageLabelEn: 'Message',
  messageLabelAr: 'الرسالة',
  successMessageEn: 'Thanks!',
  successMessageAr: 'شكرًا!',
};
const EVERYONE = statuses(200, { manager: 200, otherManager: 200, agent: 200, customer: 200, signedOut: 200 });
let address = 0;

describe('contact forms: admins, and the brand’s manager; the form itself is public', () => {
  matrix([
    {
      name: 'GET /api/contact-forms (each manager lists its own brand)',
      request: () => ({ method: 'GET', url: '/api/contact-forms' }),
      expected: statuses(200, { otherManager: 200 }),
    },
    {
      name: 'GET /api/contact-forms/:id',
      request: async () => ({ method: 'GET', url: `/api/contact-forms/${await request()}` }),
      expected: statuses(200),
    },
    {
      name: 'PATCH /api/contact-forms/:id/handled',
      request: async () => ({
        method: 'PATCH',
        url: `/api/contact-forms/${await request()}/handled`,
        payload: { handled: true },
      }),
      expected: statuses(200),
    },
    {
      name: 'GET /api/brands/:id/contact-form-settings',
      request: () => ({ method: 'GET', url: `/api/brands/${cast().brand.id}/contact-form-settings` }),
      expected: statuses(200),
    },
    {
      name: 'PUT /api/brands/:id/contact-form-settings',
      request: () => ({
        method: 'PUT',
        url: `/api/brands/${cast().brand.id}/contact-form-settings`,
        payload: settings,
      }),
      expected: statuses(200),
    },
    {
      name: 'GET /api/public/brands/:widgetId/contact-form (anyone)',
      request: () => ({ method: 'GET', url: `/api/public/brands/${cast().brand.widgetId}/contact-form` }),
      expected: EVERYONE,
    },
    {
      name: 'POST /api/public/brands/:widgetId/contact (anyone)',
      request: () => ({
        method: 'POST',
        url: `/api/public/brands/${cast().brand.widgetId}/contact`,
        payload: { name: 'Noura', email: 'noura@customer.test', message: 'Hello' },
        remoteAddress: `198.51.100.${++address}`,
      }),
      expected: EVERYONE,
    },
  ]);
});
