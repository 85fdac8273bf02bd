import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { createDomainEvents, type DomainEvents } from '../../lib/domain-events.ts';
import { wireDashboardLive } from './dashboard-live.ts';

let events: DomainEvents;
let live: ReturnType<typeof wireDashboardLive>;
let told: { brandId: string; at: number }[];

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  events = createDomainEvents((error) => {
    throw error;
  });
  live = wireDashboardLive({ events });
  told = [];
  events.on('dashboard.changed', ({ brandId }) => {
    told.push({ brandId, at: Date.now() });
  });
});
afterEach(() => {
  live.stop();
  vi.useRealTimers();
});

/** Only the fields the dashboard listener reads: which chat, of which brand, in which status. */
const chatChanged = (id: string, brandId: string, status: ChatResponse['status']) =>
  events.emit('chat.changed', { chat: { id, brandId, status } as ChatResponse, readerAgentId: null });

describe('dashboard.changed, coalesced per brand', () => {
  it('tells at once, then at most once a second, and never drops the last change', () => {
    for (let i = 0; i < 10; i++) {
      chatChanged(`chat-${i}`, 'dates', 'new');
      vi.advanceTimersByTime(90);
    }
    expect(told).toEqual([{ brandId: 'dates', at: 0 }]);
    vi.advanceTimersByTime(100);
    // 0 ms: at once; 1000 ms: the nine held back, as one.
    expect(told).toEqual([
      { brandId: 'dates', at: 0 },
      { brandId: 'dates', at: 1000 },
    ]);
    vi.advanceTimersByTime(5000);
    expect(told).toHaveLength(2);
    // A quiet brand is told at once again.
    chatChanged('chat-0', 'dates', 'waiting_for_agent');
    expect(told.at(-1)).toEqual({ brandId: 'dates', at: 6000 });
  });

  it('keeps brands apart', () => {
    chatChanged('a', 'dates', 'new');
    chatChanged('b', 'moon', 'new');
    chatChanged('c', 'dates', 'new');
    expect(told).toEqual([
      { brandId: 'dates', at: 0 },
      { brandId: 'moon', at: 0 },
    ]);
    vi.advanceTimersByTime(1000);
    expect(told.map((entry) => entry.brandId)).toEqual(['dates', 'moon', 'dates']);
  });

  it('ignores updates that change no status (a new message), and counts presence changes', () => {
    chatChanged('a', 'dates', 'open');
    vi.advanceTimersByTime(2000);
    chatChanged('a', 'dates', 'open');
    chatChanged('a', 'dates', 'open');
    vi.advanceTimersByTime(2000);
    expect(told).toHaveLength(1);
    events.emit('presence.changed', { agentId: 'x', brandId: 'dates', online: true });
    expect(told).toHaveLength(2);
    // A presence change without a brand (an agent whose brand is gone) tells nobody.
    vi.advanceTimersByTime(2000);
    events.emit('presence.changed', { agentId: 'y', brandId: '', online: false });
    expect(told).toHaveLength(2);
  });
});
