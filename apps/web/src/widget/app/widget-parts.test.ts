import { describe, expect, it } from 'vitest';
import { WidgetFrameQuery } from '@tawasul/contracts/widget';
import { createWidgetSession, sessionStorageKey } from '../api/widget-session.ts';
import { initialsOf } from '../components/person-avatar.tsx';
import { searchable } from '../screens/faq-screen.tsx';
import { readFrameQuery } from './frame-query.ts';
import { createUnreadCounter } from './unread-counter.ts';
import { paletteFrom } from './widget-theme.ts';

describe('the frame’s address', () => {
  it('reads the widget id, the language and a chat to open', () => {
    const chat = '00000000-0000-4000-8000-000000000042';
    expect(readFrameQuery(`?id=demo-nakheel&locale=ar&chat=${chat}&embed=panel`)).toEqual({
      widgetId: 'demo-nakheel',
      language: 'ar',
      chatId: chat,
      embed: 'panel',
    });
  });

  it('falls back to English, and names no widget or chat when they are missing or malformed', () => {
    expect(readFrameQuery('?locale=fr&chat=42&embed=page')).toEqual({
      widgetId: null,
      language: 'en',
      chatId: null,
      embed: null,
    });
    expect(readFrameQuery(`?id=${'x'.repeat(65)}`).widgetId).toBeNull();
  });

  it('takes a chat exactly when the contracts’ WidgetFrameQuery does', () => {
    const chats = [
      '00000000-0000-4000-8000-000000000042',
      '0190b2a4-7c1e-7d3a-9f00-1234567890AB',
      '00000000-0000-0000-0000-000000000000',
      '00000000-0000-0000-c000-000000000042',
      '00000000-0000-9000-8000-000000000042',
      '00000000-0000-4000-8000-00000000004',
      ' 00000000-0000-4000-8000-000000000042',
      'chat-42',
    ];
    for (const chat of chats) {
      const schema = WidgetFrameQuery.safeParse({ id: 'demo-nakheel', chat });
      expect(readFrameQuery(`?id=demo-nakheel&chat=${encodeURIComponent(chat)}`).chatId, chat).toBe(
        schema.success ? chat : null,
      );
    }
  });

  it('takes an embedding exactly when the contracts’ WidgetFrameQuery does', () => {
    for (const embed of ['panel', 'Panel', 'page', '', ' panel']) {
      const schema = WidgetFrameQuery.safeParse({ id: 'demo-nakheel', embed });
      expect(readFrameQuery(`?id=demo-nakheel&embed=${encodeURIComponent(embed)}`).embed, embed).toBe(
        schema.success ? embed : null,
      );
    }
  });
});

describe('the brand’s palette', () => {
  it('keeps the brand’s colour as the primary shade, lighter before it and darker after', () => {
    const palette = paletteFrom('#2f9e44');
    expect(palette).toHaveLength(10);
    expect(palette[6]).toBe('#2f9e44');
    const lightness = (hex: string) =>
      [1, 3, 5].reduce((sum, index) => sum + Number.parseInt(hex.slice(index, index + 2), 16), 0);
    for (let index = 1; index < 10; index += 1) {
      expect(lightness(palette[index]!)).toBeLessThan(lightness(palette[index - 1]!));
    }
  });

  it('uses the product’s violet for a colour it cannot read', () => {
    expect(paletteFrom('green')[6]).toBe('#7950f2');
  });
});

describe('the shopper’s session in the frame', () => {
  it('keeps a token per widget id and forgets it on sign-out, telling why', () => {
    const session = createWidgetSession('demo-qamar');
    const changes: (string | null)[] = [];
    session.subscribe((identity, reason) => changes.push(`${identity.kind}:${reason ?? ''}`));
    session.signIn({ kind: 'guest', token: 'g1.token', name: null });
    expect(createWidgetSession('demo-qamar').token()).toBe('g1.token');
    expect(createWidgetSession('demo-nakheel').token()).toBeNull();

    session.signOut('TOKEN_EXPIRED');
    expect(localStorage.getItem(sessionStorageKey('demo-qamar'))).toBeNull();
    expect(changes).toEqual(['guest:', 'none:TOKEN_EXPIRED']);
  });

  it('never stores a cookie identity, and reads a damaged entry as nobody', () => {
    const session = createWidgetSession('demo-qamar');
    session.signIn({ kind: 'cookie', userId: 'u1', name: 'Noura' });
    expect(localStorage.getItem(sessionStorageKey('demo-qamar'))).toBeNull();
    localStorage.setItem(sessionStorageKey('demo-qamar'), '{not json');
    expect(createWidgetSession('demo-qamar').current()).toEqual({ kind: 'none' });
  });

  it('works without storage (a frame refused third-party storage)', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const session = createWidgetSession('demo-qamar', refusing);
    session.signIn({ kind: 'guest', token: 'g1.token', name: null });
    expect(session.token()).toBe('g1.token');
  });
});

describe('small helpers', () => {
  it('counts each notification once and posts every change of the count', () => {
    const posted: unknown[] = [];
    const unread = createUnreadCounter({ post: (message) => posted.push(message) });
    const assigned = { id: 'a', createdAt: '2026-11-20T10:00:00.000Z' };
    expect(unread.add(assigned)).toBe(true);
    expect(unread.add(assigned)).toBe(false);
    unread.reset();
    unread.reset();
    expect(posted).toEqual([
      { type: 'tawasul:unread', count: 1 },
      { type: 'tawasul:unread', count: 0 },
    ]);
  });

  it('counts two messages of the agent as 2, though the server updates one notification in place for them', () => {
    const unread = createUnreadCounter({ post: () => undefined });
    const first = { id: 'n1', createdAt: '2026-11-20T10:00:00.000Z' };
    const second = { id: 'n1', createdAt: '2026-11-20T10:00:05.000Z' };
    expect(unread.add(first)).toBe(true);
    expect(unread.add(second)).toBe(true);
    // The second heard again (a reconnect's replay): not a third.
    expect(unread.add(second)).toBe(false);
    expect(unread.count()).toBe(2);
  });

  it('makes initials of at most two words', () => {
    expect(initialsOf('Sara Alqahtani Bint Ali')).toBe('SA');
    expect(initialsOf('سارة')).toBe('س');
  });

  it('searches regardless of case, diacritics and the forms of Arabic letters', () => {
    expect(searchable('Délivery')).toBe('delivery');
    expect(searchable('إرجاعُ الطلبية')).toBe(searchable('ارجاع الطلبيه'));
    expect(searchable('مجانى')).toBe(searchable('مجاني'));
  });
});
