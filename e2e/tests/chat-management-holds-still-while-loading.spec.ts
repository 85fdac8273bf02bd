import { expect, test } from '../support/admin-session.ts';
import { holdRequests, recordShifts, shiftsOf, twoFrames } from '../support/layout-shifts.ts';

// Issue 22: CLS ≤ 0.05. Chat Management's queue ("Waiting now") stood above the filters and the list as two skeleton
// lines, then grew by the waiting chats' rows and pushed everything under it down (CLS 0.109 in Lighthouse on a
// phone). The queue's answer is held here until its skeleton has painted, as a slow network holds it.

test.use({ viewport: { width: 412, height: 823 }, isMobile: true });

test('Chat Management holds still on a phone while its queue loads', async ({ page }) => {
  const queue = await holdRequests(page, '**/api/chats/queue*');
  await recordShifts(page);

  await page.goto('/admin/chat-management');
  await expect(page.getByTestId('chat-queue-loading')).toBeVisible();
  await expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toBeVisible();
  await twoFrames(page);
  queue.release();

  await expect(page.getByTestId('chat-queue-loading')).toBeHidden();
  await twoFrames(page);
  expect(await shiftsOf(page)).toBeLessThanOrEqual(0.05);
});
