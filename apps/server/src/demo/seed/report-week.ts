import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/factories.ts';
import { authEvents } from '../../db/schema/auth-events.ts';
import { agentPresenceIntervals, chatEvents, chatMessages, chatRooms } from '../../db/schema/chats.ts';

/**
 * One past week of Nakheel Dates written with fixed times, as the chat engine writes it (docs/decisions/008, 013), so
 * that the agent performance report has answers a person can work out by hand (the browser journey
 * `admin-reads-the-agent-report` checks them). Fixed dates: the generated history covers the 15 days before the seed
 * runs, so from 26 October 2026 on nothing else ever lands in this week. The brand's days are Asia/Riyadh days (UTC+3): Mon 5 .. Sun 11 October 2026 is
 * [2026-10-04T21:00Z, 2026-10-11T21:00Z); every moment below is in the middle of a Riyadh day.
 *
 * What the report shows for the week (durations in seconds):
 * | agent          | assigned | closed | first response | resolution | messages | reassigned | unanswered | active |
 * | Lina (agent3@) | 4        | 3      | 150            | 1100       | 5        | 1          | 2          | 62100  |
 * | Sara (agent@)  | 1        | 1      | 300            | 1200       | 2        | 0          | 0          | 0      |
 * | Omar (agent2@) | 1        | 1      | —              | 1800       | 1        | 0          | 0          | 0      |
 * Lina: first answers 120 + 240 + 90 s; closes 600 + 900 + 1800 s; unanswered = the lapsed offer + the chat the
 * shopper closed before she wrote; online 8 + 2 + 3.5 + 2.25 + 1.5 h = 17 h 15 min, with a sign-in and a sign-out
 * for each of those five sessions (ten rows in her sign-in log).
 */
export const REPORT_WEEK = { from: '2026-10-05', to: '2026-10-11' } as const;

type Kind = (typeof chatEvents.$inferInsert)['kind'];
/** Who wrote or did it: an agent, or the shopper (`null`). */
type Step = [kind: Kind, at: string, who: UserRow | null, data?: Record<string, unknown>];

export interface ReportWeekPeople {
  brandId: string;
  lina: UserRow;
  sara: UserRow;
  omar: UserRow;
  manager: UserRow;
  guestId: string;
}

const LINES = {
  en: {
    shopper: ['Hello, where is my order?', 'Thanks, and when will it arrive?'],
    agent: ['Hi! Let me check that for you.', 'It ships today and should arrive tomorrow.'],
  },
  ar: {
    shopper: ['مرحبا، أين طلبي؟', 'شكرًا، ومتى يصل؟'],
    agent: ['أهلًا! دعني أتحقق من ذلك.', 'يُشحن اليوم ويصل غدًا.'],
  },
} as const;

const USER_AGENTS = {
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36',
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
};

export async function seedReportWeek(db: Database, { brandId, lina, sara, omar, manager, guestId }: ReportWeekPeople) {
  const rooms: (typeof chatRooms.$inferInsert)[] = [];
  const messages: (typeof chatMessages.$inferInsert)[] = [];
  const events: (typeof chatEvents.$inferInsert)[] = [];

  /** One closed chat, its events in the order the engine writes them (events at one instant keep this order). */
  function chat(language: 'en' | 'ar', closeReason: string, steps: Step[]) {
    const chatId = randomUUID();
    const lines = { shopper: [...LINES[language].shopper], agent: [...LINES[language].agent] };
    let holder: UserRow | null = null;
    let lastMessage: { at: Date; body: string } | null = null;
    let lastShopperAt: Date | null = null;
    for (const [kind, time, who, data] of steps) {
      const at = new Date(time);
      if (kind === 'accepted') holder = who;
      if (kind === 'message') {
        const id = randomUUID();
        const body = (who ? lines.agent : lines.shopper).shift() ?? '';
        const author = who
          ? ({ authorKind: 'agent', authorUserId: who.id } as const)
          : ({ authorKind: 'guest', authorGuestId: guestId } as const);
        messages.push({ id, chatId, kind: 'text', body, createdAt: at, ...author });
        events.push({
          chatId,
          brandId,
          kind,
          at,
          agentId: who?.id ?? null,
          actorUserId: who?.id ?? null,
          data: { messageId: id, author: author.authorKind },
        });
        lastMessage = { at, body };
        if (!who) lastShopperAt = at;
        continue;
      }
      const actorUserId =
        kind === 'reassigned' ? manager.id : kind === 'closed' && closeReason === 'agent' ? who?.id : null;
      events.push({
        chatId,
        brandId,
        kind,
        at,
        agentId: who?.id ?? null,
        actorUserId: actorUserId ?? null,
        data: data ?? {},
      });
    }
    const at = (kind: Kind) => new Date(steps.find((step) => step[0] === kind)![1]);
    rooms.push({
      id: chatId,
      brandId,
      guestId,
      language,
      status: 'closed',
      agentId: holder?.id ?? null,
      previousAgentId: holder?.id ?? null,
      startedAt: at('started'),
      createdAt: at('started'),
      waitingSince: at('waiting'),
      closedAt: at('closed'),
      closeReason,
      lastMessageAt: lastMessage?.at ?? null,
      lastMessagePreview: lastMessage?.body ?? null,
      lastShopperMessageAt: lastShopperAt,
      updatedAt: at('closed'),
    });
  }
  const closedFrom = (reason: string) => ({ reason, status: 'open' });
  const shopper = null;

  // Mon 5: Lina answers after 120 s and closes 600 s after the wait began.
  chat('en', 'agent', [
    ['started', '2026-10-05T09:00:00Z', null],
    ['waiting', '2026-10-05T09:00:20Z', null],
    ['message', '2026-10-05T09:00:20Z', shopper],
    ['offered', '2026-10-05T09:00:30Z', lina],
    ['accepted', '2026-10-05T09:01:00Z', lina],
    ['message', '2026-10-05T09:02:20Z', lina],
    ['message', '2026-10-05T09:03:00Z', shopper],
    ['message', '2026-10-05T09:04:00Z', lina],
    ['closed', '2026-10-05T09:10:20Z', lina, closedFrom('agent')],
  ]);
  // Tue 6: Lina lets the offer lapse; Sara takes it, answers after 300 s, closes after 1200 s.
  chat('en', 'agent', [
    ['started', '2026-10-06T10:00:00Z', null],
    ['waiting', '2026-10-06T10:00:00Z', null],
    ['message', '2026-10-06T10:00:00Z', shopper],
    ['offered', '2026-10-06T10:00:10Z', lina],
    ['lapsed', '2026-10-06T10:02:10Z', lina],
    ['offered', '2026-10-06T10:02:15Z', sara],
    ['accepted', '2026-10-06T10:02:45Z', sara],
    ['message', '2026-10-06T10:05:00Z', sara],
    ['message', '2026-10-06T10:06:00Z', shopper],
    ['message', '2026-10-06T10:07:00Z', sara],
    ['closed', '2026-10-06T10:20:00Z', sara, closedFrom('agent')],
  ]);
  // Wed 7: Lina answers after 240 s; the manager gives the open chat to Omar, who writes and closes (1800 s).
  chat('en', 'agent', [
    ['started', '2026-10-07T08:00:00Z', null],
    ['waiting', '2026-10-07T08:00:30Z', null],
    ['message', '2026-10-07T08:00:30Z', shopper],
    ['offered', '2026-10-07T08:01:00Z', lina],
    ['accepted', '2026-10-07T08:01:30Z', lina],
    ['message', '2026-10-07T08:04:30Z', lina],
    ['reassigned', '2026-10-07T08:10:00Z', lina, { toAgentId: omar.id }],
    ['accepted', '2026-10-07T08:10:00Z', omar, { manual: true }],
    ['message', '2026-10-07T08:12:00Z', omar],
    ['closed', '2026-10-07T08:30:30Z', omar, closedFrom('agent')],
  ]);
  // Thu 8: Lina accepts but the shopper leaves before she writes: closed (900 s) and unanswered.
  chat('en', 'shopper', [
    ['started', '2026-10-08T12:00:00Z', null],
    ['waiting', '2026-10-08T12:00:10Z', null],
    ['message', '2026-10-08T12:00:10Z', shopper],
    ['offered', '2026-10-08T12:00:20Z', lina],
    ['accepted', '2026-10-08T12:00:40Z', lina],
    ['closed', '2026-10-08T12:15:10Z', lina, closedFrom('shopper')],
  ]);
  // Sat 10, in Arabic: Lina answers after 90 s and closes after 1800 s.
  chat('ar', 'agent', [
    ['started', '2026-10-10T07:00:00Z', null],
    ['waiting', '2026-10-10T07:00:00Z', null],
    ['message', '2026-10-10T07:00:00Z', shopper],
    ['offered', '2026-10-10T07:00:30Z', lina],
    ['accepted', '2026-10-10T07:01:00Z', lina],
    ['message', '2026-10-10T07:01:30Z', lina],
    ['message', '2026-10-10T07:05:00Z', shopper],
    ['message', '2026-10-10T07:06:00Z', lina],
    ['closed', '2026-10-10T07:30:00Z', lina, closedFrom('agent')],
  ]);

  // Lina's five sessions: online from sign-in to sign-out.
  const sessions: [from: string, to: string, method: 'password' | 'otp', device: keyof typeof USER_AGENTS][] = [
    ['2026-10-05T05:00:00Z', '2026-10-05T13:00:00Z', 'password', 'desktop'],
    ['2026-10-06T09:00:00Z', '2026-10-06T11:00:00Z', 'otp', 'phone'],
    ['2026-10-07T05:30:00Z', '2026-10-07T09:00:00Z', 'password', 'desktop'],
    ['2026-10-08T11:00:00Z', '2026-10-08T13:15:00Z', 'password', 'desktop'],
    ['2026-10-10T06:30:00Z', '2026-10-10T08:00:00Z', 'password', 'desktop'],
  ];
  const signIns = sessions.flatMap(([from, to, method, device]) => {
    const meta = { userId: lina.id, brandId, ipAddress: '203.0.113.13', userAgent: USER_AGENTS[device] };
    return [
      { ...meta, kind: 'sign_in' as const, method, at: new Date(from) },
      { ...meta, kind: 'sign_out' as const, method: null, at: new Date(to) },
    ];
  });

  await db.insert(chatRooms).values(rooms);
  await db.insert(chatMessages).values(messages);
  await db.insert(chatEvents).values(events);
  await db
    .insert(agentPresenceIntervals)
    .values(
      sessions.map(([from, to]) => ({ agentId: lina.id, brandId, startedAt: new Date(from), endedAt: new Date(to) })),
    );
  await db.insert(authEvents).values(signIns);
}
