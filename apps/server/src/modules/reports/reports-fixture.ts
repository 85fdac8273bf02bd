import type { Database } from '../../db/client.ts';
import { insertBrand, insertChatRoom, insertUser, type BrandRow, type UserRow } from '../../db/factories.ts';
import { authEvents } from '../../db/schema/auth-events.ts';
import { agentPresenceIntervals, chatEvents } from '../../db/schema/chats.ts';

/**
 * A week of a brand's history written as the chat engine writes it (docs/decisions/008 and 013), with fixed times,
 * for tests whose expected numbers are worked out by hand in `reports.routes.test.ts`. The brand's days are
 * Asia/Riyadh days (UTC+3): the week Mon 2026-03-02 .. Sun 2026-03-08 is [2026-03-01T21:00Z, 2026-03-08T21:00Z).
 */
export const WEEK = { from: '2026-03-02', to: '2026-03-08' } as const;
/** "Now" for the fixture: A2's open presence interval counts until here (Sun 8 March, 23:30 in Riyadh). */
export const NOW = new Date('2026-03-08T20:30:00Z');

type Kind = (typeof chatEvents.$inferInsert)['kind'];

export interface ReportFixture {
  brand: BrandRow;
  otherBrand: BrandRow;
  /** Amal, Badr, Chadi: busy; Dana: no activity at all; Omar: the other brand's agent. */
  agents: { a1: UserRow; a2: UserRow; a3: UserRow; a4: UserRow; other: UserRow };
}

const person = (en: [string, string], ar: [string, string]) => ({
  firstNameEn: en[0],
  lastNameEn: en[1],
  firstNameAr: ar[0],
  lastNameAr: ar[1],
});

export async function insertReportFixture(db: Database): Promise<ReportFixture> {
  const brand = await insertBrand(db, { nameEn: 'Palm Dates', nameAr: 'تمور النخيل', timeZone: 'Asia/Riyadh' });
  // The other brand keeps its days in UTC: its chat at 22:30Z is on the 3rd there, on the 4th in Riyadh.
  const otherBrand = await insertBrand(db, { nameEn: 'Moon Electronics', nameAr: 'إلكترونيات القمر', timeZone: 'UTC' });
  const agent = (brandId: string, names: ReturnType<typeof person>, email: string) =>
    insertUser(db, { role: 'agent', brandId, ...names, email });
  const agents = {
    a1: await agent(brand.id, person(['Amal', 'Haddad'], ['أمل', 'حداد']), 'amal@palm.test'),
    a2: await agent(brand.id, person(['Badr', 'Nasser'], ['بدر', 'ناصر']), 'badr@palm.test'),
    a3: await agent(brand.id, person(['Chadi', 'Rahal'], ['شادي', 'رحال']), 'chadi@palm.test'),
    a4: await agent(brand.id, person(['Dana', 'Saleh'], ['دانة', 'صالح']), 'dana@palm.test'),
    other: await agent(otherBrand.id, person(['Omar', 'Faris'], ['عمر', 'فارس']), 'omar@moon.test'),
  };
  const { a1, a2, a3, other } = agents;

  /** One chat's events, in the order the engine writes them (events at the same instant keep this order). */
  async function chat(
    brandId: string,
    status: 'new' | 'waiting_for_agent' | 'pending_acceptance' | 'open' | 'closed',
    events: [Kind, string, UserRow | null, Record<string, unknown>?][],
  ) {
    const room = await insertChatRoom(db, { brandId, status, startedAt: new Date(events[0]![1]) });
    for (const [kind, at, who, data] of events) {
      await db.insert(chatEvents).values({
        chatId: room.id,
        brandId,
        kind,
        at: new Date(at),
        agentId: who?.id ?? null,
        data: data ?? (kind === 'message' ? { author: who ? 'agent' : 'guest' } : {}),
      });
    }
  }
  const shopper = null;
  const closedOpen = (reason: string) => ({ reason, status: 'open' });

  // 1. Plain: answered after 120 s, closed 600 s after it started waiting (A1).
  await chat(brand.id, 'closed', [
    ['started', '2026-03-03T09:00:00Z', null],
    ['waiting', '2026-03-03T09:00:20Z', null],
    ['message', '2026-03-03T09:00:20Z', shopper],
    ['offered', '2026-03-03T09:00:30Z', a1],
    ['accepted', '2026-03-03T09:01:00Z', a1],
    ['message', '2026-03-03T09:02:20Z', a1],
    ['message', '2026-03-03T09:03:00Z', shopper],
    ['message', '2026-03-03T09:04:00Z', a1],
    ['closed', '2026-03-03T09:10:20Z', a1, closedOpen('agent')],
    ['rated', '2026-03-03T09:11:00Z', a1, { score: 5, comment: '' }],
  ]);
  // 2. A lapsed offer (A2), a decline (A3), then A1 accepts: answer 300 s, resolution 1200 s.
  await chat(brand.id, 'closed', [
    ['started', '2026-03-04T10:00:00Z', null],
    ['waiting', '2026-03-04T10:00:00Z', null],
    ['message', '2026-03-04T10:00:00Z', shopper],
    ['offered', '2026-03-04T10:00:10Z', a2],
    ['lapsed', '2026-03-04T10:02:10Z', a2],
    ['offered', '2026-03-04T10:02:15Z', a3],
    ['declined', '2026-03-04T10:02:45Z', a3],
    ['offered', '2026-03-04T10:02:50Z', a1],
    ['accepted', '2026-03-04T10:03:00Z', a1],
    ['message', '2026-03-04T10:05:00Z', a1],
    ['closed', '2026-03-04T10:20:00Z', a1, closedOpen('agent')],
  ]);
  // 3. A reassignment: A2 answers (180 s), a manager gives the open chat to A3, who writes and closes (1800 s).
  await chat(brand.id, 'closed', [
    ['started', '2026-03-05T08:00:00Z', null],
    ['waiting', '2026-03-05T08:00:30Z', null],
    ['message', '2026-03-05T08:00:30Z', shopper],
    ['offered', '2026-03-05T08:01:00Z', a2],
    ['accepted', '2026-03-05T08:01:30Z', a2],
    ['message', '2026-03-05T08:03:30Z', a2],
    ['reassigned', '2026-03-05T08:10:00Z', a2, { toAgentId: a3.id }],
    ['accepted', '2026-03-05T08:10:00Z', a3, { manual: true }],
    ['message', '2026-03-05T08:12:00Z', a3],
    ['closed', '2026-03-05T08:30:30Z', a3, closedOpen('staff')],
  ]);
  // 4. Closed by the shopper while A3 held it without a word from A3: unanswered; resolution 900 s.
  await chat(brand.id, 'closed', [
    ['started', '2026-03-06T12:00:00Z', null],
    ['waiting', '2026-03-06T12:00:10Z', null],
    ['message', '2026-03-06T12:00:10Z', shopper],
    ['offered', '2026-03-06T12:00:20Z', a3],
    ['accepted', '2026-03-06T12:00:40Z', a3],
    ['closed', '2026-03-06T12:15:10Z', a3, closedOpen('shopper')],
  ]);
  // 5. Reopened: A1 answers (100 s) and closes (1800 s); days later the shopper writes again and A2 takes the
  //    new episode: answer 240 s and resolution 1200 s, both counted from the reopen.
  await chat(brand.id, 'closed', [
    ['started', '2026-03-02T07:00:00Z', null],
    ['waiting', '2026-03-02T07:00:00Z', null],
    ['message', '2026-03-02T07:00:00Z', shopper],
    ['offered', '2026-03-02T07:00:30Z', a1],
    ['accepted', '2026-03-02T07:01:00Z', a1],
    ['message', '2026-03-02T07:01:40Z', a1],
    ['closed', '2026-03-02T07:30:00Z', a1, closedOpen('agent')],
    ['rated', '2026-03-02T07:31:00Z', a1, { score: 2, comment: 'Slow' }],
    ['reopened', '2026-03-07T09:00:00Z', a1],
    ['waiting', '2026-03-07T09:00:00Z', null],
    ['message', '2026-03-07T09:00:00Z', shopper],
    ['offered', '2026-03-07T09:00:30Z', a2],
    ['accepted', '2026-03-07T09:01:00Z', a2],
    ['message', '2026-03-07T09:04:00Z', a2],
    ['closed', '2026-03-07T09:20:00Z', a2, closedOpen('agent')],
    ['rated', '2026-03-07T09:21:00Z', a2, { score: 4, comment: '' }],
  ]);
  // 6. Across midnight (Riyadh): started 23:50 on the 3rd, answered 00:05 on the 4th (900 s), closed 00:20 (1800 s).
  await chat(brand.id, 'closed', [
    ['started', '2026-03-03T20:50:00Z', null],
    ['waiting', '2026-03-03T20:50:00Z', null],
    ['message', '2026-03-03T20:50:00Z', shopper],
    ['offered', '2026-03-03T20:51:00Z', a2],
    ['accepted', '2026-03-03T20:52:00Z', a2],
    ['message', '2026-03-03T21:05:00Z', a2],
    ['closed', '2026-03-03T21:20:00Z', a2, closedOpen('agent')],
    ['rated', '2026-03-03T21:25:00Z', a2, { score: 5, comment: 'Thanks' }],
  ]);
  // 7. Across the week's start: waiting, accepted and first answered on Sunday 1st (23:40-23:59 in Riyadh, outside),
  //    a second message and the close on Monday 2nd (inside): the close counts, measured from the waiting (1800 s).
  await chat(brand.id, 'closed', [
    ['started', '2026-03-01T20:40:00Z', null],
    ['waiting', '2026-03-01T20:40:00Z', null],
    ['message', '2026-03-01T20:40:00Z', shopper],
    ['offered', '2026-03-01T20:41:00Z', a1],
    ['accepted', '2026-03-01T20:45:00Z', a1],
    ['message', '2026-03-01T20:59:00Z', a1],
    ['message', '2026-03-01T21:01:00Z', a1],
    ['closed', '2026-03-01T21:10:00Z', a1, closedOpen('agent')],
  ]);
  // 8. 22:30 UTC on Sunday 8th is 01:30 on Monday 9th in Riyadh: outside the week (A3's decline does not count).
  await chat(brand.id, 'waiting_for_agent', [
    ['started', '2026-03-08T22:30:00Z', null],
    ['waiting', '2026-03-08T22:30:00Z', null],
    ['message', '2026-03-08T22:30:00Z', shopper],
    ['offered', '2026-03-08T22:30:30Z', a3],
    ['declined', '2026-03-08T22:31:00Z', a3],
  ]);
  // 9. 22:30 UTC on Sunday 1st is 01:30 on Monday 2nd: inside. A3 lets the offer lapse; the chat still waits.
  await chat(brand.id, 'waiting_for_agent', [
    ['started', '2026-03-01T22:30:00Z', null],
    ['waiting', '2026-03-01T22:30:10Z', null],
    ['message', '2026-03-01T22:30:10Z', shopper],
    ['offered', '2026-03-01T22:30:20Z', a3],
    ['lapsed', '2026-03-01T22:32:20Z', a3],
  ]);
  // 10. Closed by the shopper while only offered to A1: never A1's conversation (no close, no resolution, no miss).
  await chat(brand.id, 'closed', [
    ['started', '2026-03-05T15:00:00Z', null],
    ['waiting', '2026-03-05T15:00:05Z', null],
    ['message', '2026-03-05T15:00:05Z', shopper],
    ['offered', '2026-03-05T15:00:10Z', a1],
    ['closed', '2026-03-05T15:01:00Z', a1, { reason: 'shopper', status: 'pending_acceptance' }],
  ]);
  // 11. Opened and never written to: still new.
  await chat(brand.id, 'new', [['started', '2026-03-06T16:00:00Z', null]]);
  // 12. Open now: A2 answered after 120 s.
  await chat(brand.id, 'open', [
    ['started', '2026-03-07T11:00:00Z', null],
    ['waiting', '2026-03-07T11:00:00Z', null],
    ['message', '2026-03-07T11:00:00Z', shopper],
    ['offered', '2026-03-07T11:00:10Z', a2],
    ['accepted', '2026-03-07T11:00:30Z', a2],
    ['message', '2026-03-07T11:02:00Z', a2],
  ]);
  // 13. Offered to A1 now, not accepted yet.
  await chat(brand.id, 'pending_acceptance', [
    ['started', '2026-03-07T12:00:00Z', null],
    ['waiting', '2026-03-07T12:00:00Z', null],
    ['message', '2026-03-07T12:00:00Z', shopper],
    ['offered', '2026-03-07T12:00:10Z', a1],
  ]);
  // 14. The other brand (days in UTC): started 22:30Z on the 3rd, answered in 60 s, closed after 600 s.
  await chat(otherBrand.id, 'closed', [
    ['started', '2026-03-03T22:30:00Z', null],
    ['waiting', '2026-03-03T22:30:00Z', null],
    ['message', '2026-03-03T22:30:00Z', shopper],
    ['offered', '2026-03-03T22:30:10Z', other],
    ['accepted', '2026-03-03T22:30:20Z', other],
    ['message', '2026-03-03T22:31:00Z', other],
    ['closed', '2026-03-03T22:40:00Z', other, closedOpen('agent')],
    ['rated', '2026-03-03T22:41:00Z', other, { score: 2, comment: '' }],
  ]);

  const online = (who: UserRow, startedAt: string, endedAt: string | null) => ({
    agentId: who.id,
    brandId: who.brandId!,
    startedAt: new Date(startedAt),
    endedAt: endedAt ? new Date(endedAt) : null,
  });
  await db.insert(agentPresenceIntervals).values([
    // A1: 08:00-16:00 on the 2nd; 22:00 on the 3rd to 02:00 on the 4th (split 2 h + 2 h); 23:00 on Sunday 1st to
    // 01:00 on the 2nd (only the hour inside the week counts).
    online(a1, '2026-03-02T05:00:00Z', '2026-03-02T13:00:00Z'),
    online(a1, '2026-03-03T19:00:00Z', '2026-03-03T23:00:00Z'),
    online(a1, '2026-03-01T20:00:00Z', '2026-03-01T22:00:00Z'),
    // A2: 3 h on the 5th, and online since 22:00 on the 8th (open: 1.5 h until now).
    online(a2, '2026-03-05T06:00:00Z', '2026-03-05T09:00:00Z'),
    online(a2, '2026-03-08T19:00:00Z', null),
    // A3: 1.5 h on the 6th; Monday 9th is outside the week.
    online(a3, '2026-03-06T09:00:00Z', '2026-03-06T10:30:00Z'),
    online(a3, '2026-03-09T06:00:00Z', '2026-03-09T08:00:00Z'),
    online(other, '2026-03-04T06:00:00Z', '2026-03-04T10:00:00Z'),
  ]);

  const signIn = (
    who: UserRow,
    kind: 'sign_in' | 'sign_out',
    at: string,
    extra: Partial<typeof authEvents.$inferInsert> = {},
  ) => ({
    userId: who.id,
    brandId: who.brandId,
    kind,
    at: new Date(at),
    method: kind === 'sign_in' ? 'password' : 'self',
    ipAddress: '10.0.0.1',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    ...extra,
  });
  await db.insert(authEvents).values([
    signIn(a1, 'sign_in', '2026-03-01T22:30:00Z', { method: 'otp' }),
    signIn(a1, 'sign_in', '2026-03-02T05:00:00Z'),
    // Text a spreadsheet would run, with a comma and quotes: the CSV must defuse and quote it.
    signIn(a1, 'sign_out', '2026-03-02T13:00:00Z', { userAgent: '=HYPERLINK("http://x.test", "a, b")' }),
    signIn(a1, 'sign_in', '2026-03-08T22:30:00Z'),
    signIn(other, 'sign_in', '2026-03-03T08:00:00Z'),
  ]);

  return { brand, otherBrand, agents };
}
