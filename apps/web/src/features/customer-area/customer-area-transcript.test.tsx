// A closed chat read in the customer area: its transcript in the reader's language, and writing again.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications as toasts } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/stand-in-server.ts';
import { agentSystemLines } from '../../test/chat-factories.ts';
import { pastMessage } from './customer-area-test-data.ts';

import { chatCards, closed, PATH, render, server } from './customer-area-scene.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toasts.clean();
});

describe('reading a closed chat', () => {
  it('shows the transcript in Arabic: system messages in the reader’s words, files, deleted messages, earlier pages', async () => {
    const older = [pastMessage(closed.id, { body: 'أول رسالة' })];
    const latest = [
      pastMessage(closed.id, { body: 'أين طلبي؟' }),
      pastMessage(closed.id, {
        kind: 'system',
        author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
        body: '',
        systemKey: 'agentAssigned',
        systemParams: { name: 'Sara' },
      }),
      pastMessage(closed.id, {
        kind: 'canned',
        author: { kind: 'agent', id: null, name: 'Sara Alqahtani', nameAr: 'سارة القحطاني', image: null },
        body: 'طريقة تتبع الطلب',
        attachments: [
          {
            kind: 'image',
            uploadId: '33333333-3333-4333-8333-333333333333',
            url: '/api/uploads/33333333-3333-4333-8333-333333333333',
            name: 'tracking.png',
            mimeType: 'image/png',
            size: 2048,
          },
          {
            kind: 'document',
            uploadId: '44444444-4444-4444-8444-444444444444',
            url: '/api/uploads/44444444-4444-4444-8444-444444444444',
            name: 'invoice.pdf',
            mimeType: 'application/pdf',
            size: 4096,
          },
        ],
      }),
      pastMessage(closed.id, { body: '', deletedAt: '2026-11-18T11:30:00.000Z' }),
      pastMessage(closed.id, {
        kind: 'system',
        author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
        body: '',
        systemKey: 'closed.agent',
      }),
    ];
    const calls = server({
      'GET /api/chats/:id': () => ok(closed),
      'GET /api/chats/:id/messages': (request) =>
        request.query.get('before') ? ok({ items: older, hasMore: false }) : ok({ items: latest, hasMore: true }),
    });
    render({ url: `${PATH}?view=${closed.id}`, language: 'ar' });
    const drawer = await screen.findByRole('dialog', { name: 'المحادثة #1001 مع قمر للإلكترونيات' });
    const transcript = await within(drawer).findByRole('region', { name: 'رسائل المحادثة #1001' });

    const system = within(transcript).getAllByTestId('system-message');
    expect(system.map((line) => line.dataset.key)).toEqual(['agentAssigned', 'closed.agent']);
    expect(within(system[1]!).getByText('أغلق الموظف المحادثة.')).toBeInTheDocument();
    expect(within(system[0]!).getByText('انضم \u2068Sara\u2069 إلى المحادثة.')).toBeInTheDocument();

    expect(within(transcript).getByText('أين طلبي؟')).toBeInTheDocument();
    expect(within(transcript).getByText('طريقة تتبع الطلب')).toBeInTheDocument();
    // The agent is named in the reader's language.
    expect(within(transcript).getByText('سارة القحطاني')).toBeInTheDocument();
    expect(within(transcript).queryByText('Sara Alqahtani')).not.toBeInTheDocument();
    expect(within(transcript).getByRole('link', { name: 'tracking.png' })).toBeInTheDocument();
    expect(within(transcript).getByRole('link', { name: 'تنزيل invoice.pdf' })).toBeInTheDocument();
    expect(within(transcript).getByText('تم حذف هذه الرسالة')).toBeInTheDocument();
    expect(within(transcript).getAllByText('أنت').length).toBeGreaterThan(0);

    await userEvent.click(within(drawer).getByRole('button', { name: 'تحميل الرسائل السابقة' }));
    expect(await within(transcript).findByText('أول رسالة')).toBeInTheDocument();
    const before = calls.callsTo('GET', `/api/chats/${closed.id}/messages`).at(-1)?.query.get('before');
    expect(before).toBe(String(latest[0]!.seq));
    expect(within(drawer).queryByRole('button', { name: 'تحميل الرسائل السابقة' })).not.toBeInTheDocument();
  });

  describe('names agents in system lines in the reader’s language, in English where they have no Arabic name', () => {
    const lines = agentSystemLines(closed.id, pastMessage);
    it.each([
      ['en', ['Sara Alqahtani joined the chat.', 'Your chat was transferred from Sara Alqahtani to Omar Farouk.']],
      ['ar', ['انضم سارة القحطاني إلى المحادثة.', 'نُقلت محادثتك من سارة القحطاني إلى \u2068Omar Farouk\u2069.']],
    ] as const)('%s', async (language, expected) => {
      server({
        'GET /api/chats/:id': () => ok(closed),
        'GET /api/chats/:id/messages': () => ok({ items: lines, hasMore: false }),
      });
      render({ url: `${PATH}?view=${closed.id}`, language });
      const system = await screen.findAllByTestId('system-message');
      expect(system.map((line) => line.querySelector('p')?.textContent)).toEqual(expected);
    });
  });

  // Issue 22: a count in a system line takes its plural form.
  it.each([
    [
      'en',
      [
        'We have not heard from you for 1 minute. Reply whenever you are ready.',
        'We have not heard from you for 3 minutes. Reply whenever you are ready.',
      ],
    ],
    [
      'ar',
      [
        'لم يصلنا ردك منذ دقيقة واحدة. يمكنك الرد متى كنت مستعدًا.',
        'لم يصلنا ردك منذ 3 دقائق. يمكنك الرد متى كنت مستعدًا.',
      ],
    ],
  ] as const)('says a reminder of 1 minute in the singular and of 3 in the plural (%s)', async (language, expected) => {
    const reminders = [1, 3].map((minutes) =>
      pastMessage(closed.id, {
        kind: 'system',
        author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
        body: '',
        systemKey: 'shopperReminder',
        systemParams: { minutes },
      }),
    );
    server({
      'GET /api/chats/:id': () => ok(closed),
      'GET /api/chats/:id/messages': () => ok({ items: reminders, hasMore: false }),
    });
    render({ url: `${PATH}?view=${closed.id}`, language });
    const system = await screen.findAllByTestId('system-message');
    expect(system.map((line) => line.querySelector('p')?.textContent)).toEqual(expected);
  });

  it('opens from the list, and writing again continues the chat in the brand’s widget', async () => {
    server({ 'GET /api/chats/:id/messages': () => ok({ items: [pastMessage(closed.id)], hasMore: false }) });
    const { router } = render();
    const [, second] = await chatCards();
    await userEvent.click(within(second!).getByRole('button', { name: /Read your chat/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Chat #1001 with Qamar Electronics' });
    expect(await within(drawer).findByText('Hello')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe(closed.id);

    await userEvent.click(within(drawer).getByRole('button', { name: 'Write again' }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with Qamar Electronics' });
    expect(within(panel).getByTestId('widget-frame')).toHaveAttribute(
      'src',
      `/widget?id=demo-qamar&locale=en&chat=${closed.id}&embed=panel`,
    );
  });
});
