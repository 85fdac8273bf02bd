// The widget's other pages: the contact form while nobody is online, the FAQ, track order.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, standInServer } from '../test/stand-in-server.ts';
import { renderWidget } from './render-widget.tsx';
import { bootstrapResponse, contactForm, WIDGET_ID } from './widget-test-data.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('nobody is online', () => {
  it('offers the contact form first, and sends it with the brand’s own label and success message', async () => {
    const user = userEvent.setup();
    const server = standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse({ agentsOnline: false })),
      'GET /api/_auth/session': () => ok({ user: null }),
      'GET /api/public/brands/:widgetId/contact-form': () => ok(contactForm()),
      'POST /api/public/brands/:widgetId/contact': () =>
        ok({ ok: true, message: 'Thanks! We will reply within a day.' }),
    });
    renderWidget(`?id=${WIDGET_ID}&locale=en`);

    const notice = await screen.findByTestId('offline-notice');
    expect(notice).toHaveTextContent('We are offline right now');
    await user.click(within(notice).getByRole('button', { name: 'Leave us a message' }));

    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Hessa');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'hessa@example.com');
    await user.type(screen.getByRole('textbox', { name: /How can we help\?/ }), 'My dates arrived crushed.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByTestId('contact-sent')).toHaveTextContent('Thanks! We will reply within a day.');
    const [call] = server.callsTo('POST', `/api/public/brands/${WIDGET_ID}/contact`);
    expect(call?.query.get('lang')).toBe('en');
    expect(call?.body).toEqual({
      name: 'Hessa',
      email: 'hessa@example.com',
      phone: null,
      message: 'My dates arrived crushed.',
    });
  });

  it('puts the server’s field problems on the fields', async () => {
    const user = userEvent.setup();
    standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
      'GET /api/_auth/session': () => ok({ user: null }),
      'GET /api/public/brands/:widgetId/contact-form': () => ok(contactForm()),
      'POST /api/public/brands/:widgetId/contact': () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are not valid.',
            details: [{ path: ['email'], key: 'validation.invalidEmail', message: 'Invalid email' }],
          },
        },
      }),
    });
    renderWidget(`?id=${WIDGET_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Leave us a message' }));
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(screen.getAllByText('Required')).toHaveLength(3);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Hessa');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'hessa');
    await user.type(screen.getByRole('textbox', { name: /How can we help\?/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
  });
});

describe('the FAQ', () => {
  it('lists the brand’s questions in the widget’s language and searches them as the shopper types', async () => {
    const user = userEvent.setup();
    const server = standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
      'GET /api/_auth/session': () => ok({ user: null }),
      'GET /api/public/brands/:widgetId/faqs': () =>
        ok({
          language: 'ar',
          items: [
            { id: '00000000-0000-4000-8000-00000000f001', question: 'متى يصل طلبي؟', answer: 'خلال ثلاثة أيام.' },
            { id: '00000000-0000-4000-8000-00000000f002', question: 'هل التوصيل مجاني؟', answer: 'نعم فوق ١٠٠ ريال.' },
          ],
        }),
    });
    renderWidget(`?id=${WIDGET_ID}&locale=ar`);

    await user.click(await screen.findByRole('button', { name: 'الأسئلة الشائعة' }));
    expect(await screen.findByText('متى يصل طلبي؟')).toBeInTheDocument();
    expect(server.callsTo('GET', `/api/public/brands/${WIDGET_ID}/faqs`)[0]?.query.get('lang')).toBe('ar');

    // "مجانى" with alef maqsura still finds "مجاني".
    await user.type(screen.getByRole('searchbox', { name: 'ابحث في الأسئلة' }), 'مجانى');
    expect(screen.queryByText('متى يصل طلبي؟')).not.toBeInTheDocument();
    expect(screen.getByText('هل التوصيل مجاني؟')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'ابحث في الأسئلة' }));
    await user.type(screen.getByRole('searchbox', { name: 'ابحث في الأسئلة' }), 'استرجاع');
    expect(screen.getByText('لا يوجد سؤال يطابق «استرجاع».')).toBeInTheDocument();
  });
});

describe('track order', () => {
  it('explains that the store is not connected yet', async () => {
    const user = userEvent.setup();
    standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
      'GET /api/_auth/session': () => ok({ user: null }),
    });
    renderWidget(`?id=${WIDGET_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Track order' }));
    expect(await screen.findByTestId('track-order-notice')).toHaveTextContent(
      'this store is not connected to its order system yet',
    );
  });
});

// Keeps act() warnings from timers of the last test out of the next one.
afterEach(async () => {
  await act(async () => undefined);
});
