import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ClockProvider } from '../../lib/time/clock-context.tsx';
import { message } from '../../test/chat-factories.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { deliveryOf, useChangeWindows } from './message-rules.ts';

const CHAT = '00000000-0000-4000-8000-000000000001';

describe('how far one’s own message got', () => {
  it('is sending until stored, then sent, delivered and read as the other side’s receipts pass it', () => {
    const other = { readSeq: 3, deliveredSeq: 5 };
    expect(deliveryOf(message(CHAT, { seq: 0 }), other)).toBe('sending');
    expect(deliveryOf(message(CHAT, { seq: 3 }), other)).toBe('read');
    expect(deliveryOf(message(CHAT, { seq: 5 }), other)).toBe('delivered');
    expect(deliveryOf(message(CHAT, { seq: 6 }), other)).toBe('sent');
  });
});

describe('changing one’s own message', () => {
  const clock = createManualClock();
  const wrapper = ({ children }: { children: ReactNode }) => <ClockProvider clock={clock}>{children}</ClockProvider>;
  const windows = { editMinutes: 5, deleteMinutes: 10 };
  const written = (overrides = {}) =>
    message(CHAT, { seq: 4, createdAt: new Date(clock.now()).toISOString(), ...overrides });

  it('is offered within the brand’s windows, and the offer goes by itself as each closes', () => {
    const mine = written();
    const { result } = renderHook(() => useChangeWindows(mine, true, windows), { wrapper });
    expect(result.current).toEqual({ canEdit: true, canDelete: true });
    clock.advance(5 * 60_000);
    expect(result.current).toEqual({ canEdit: false, canDelete: true });
    clock.advance(5 * 60_000);
    expect(result.current).toEqual({ canEdit: false, canDelete: false });
  });

  it('is never offered for someone else’s, an unsent, a deleted or a read-only chat’s message; a file alone is not edited', () => {
    const check = (...args: Parameters<typeof useChangeWindows>) =>
      renderHook(() => useChangeWindows(...args), { wrapper }).result.current;
    const none = { canEdit: false, canDelete: false };
    expect(check(written(), false, windows)).toEqual(none);
    expect(check(written({ seq: 0 }), true, windows)).toEqual(none);
    expect(check(written({ deletedAt: new Date(clock.now()).toISOString() }), true, windows)).toEqual(none);
    expect(check(written(), true, null)).toEqual(none);
    expect(check(written({ body: '' }), true, windows)).toEqual({ canEdit: false, canDelete: true });
  });
});
