import { systemClock, type Clock } from '../../lib/clock.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';

/** At most one `dashboard.changed` per brand per this many milliseconds, on each node. */
const DASHBOARD_COALESCE_MS = 1_000;
/** Chats whose last status this node remembers (to skip updates that change no count, such as a new message). */
const REMEMBERED_CHATS = 10_000;

/**
 * Tells the dashboard screens when one of their counts may have changed: a chat started, changed status or closed,
 * or an agent went online or offline. Each brand gets at most one `dashboard.changed` a second: the first at once,
 * and one more at the end of the second if anything else happened meanwhile (never a storm, never a lost change).
 */
export function wireDashboardLive({
  events,
  clock = systemClock,
  intervalMs = DASHBOARD_COALESCE_MS,
}: {
  events: DomainEvents;
  clock?: Pick<Clock, 'setTimeout'>;
  intervalMs?: number;
}) {
  const lastStatus = new Map<string, string>();
  /** Brands inside their quiet second, and whether something happened during it. */
  const quiet = new Map<string, { cancel: () => void; pending: boolean }>();

  function startQuietSecond(brandId: string) {
    const cancel = clock.setTimeout(() => {
      const slot = quiet.get(brandId);
      if (slot?.pending) {
        events.emit('dashboard.changed', { brandId });
        startQuietSecond(brandId);
      } else quiet.delete(brandId);
    }, intervalMs);
    quiet.set(brandId, { cancel, pending: false });
  }

  function changed(brandId: string) {
    if (!brandId) return;
    const slot = quiet.get(brandId);
    if (slot) {
      slot.pending = true;
      return;
    }
    events.emit('dashboard.changed', { brandId });
    startQuietSecond(brandId);
  }

  const unsubscribe = [
    events.on('chat.changed', ({ chat }) => {
      if (lastStatus.get(chat.id) === chat.status) return;
      lastStatus.delete(chat.id);
      lastStatus.set(chat.id, chat.status);
      if (lastStatus.size > REMEMBERED_CHATS) lastStatus.delete(lastStatus.keys().next().value!);
      changed(chat.brandId);
    }),
    events.on('presence.changed', ({ brandId }) => changed(brandId)),
  ];

  return {
    stop() {
      for (const off of unsubscribe) off();
      for (const slot of quiet.values()) slot.cancel();
      quiet.clear();
    },
  };
}
