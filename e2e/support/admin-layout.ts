import type { Locator, Page } from '@playwright/test';

/** The sidebar entries a person can see right now, top to bottom, by test id (`sidebar-{item id}`). */
export async function visibleSidebarIds(page: Page): Promise<string[]> {
  const entries = page.getByTestId('sidebar').locator('[data-testid^="sidebar-"]');
  await entries.first().waitFor();
  return entries.evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).checkVisibility())
      .map((element) => element.getAttribute('data-testid') ?? ''),
  );
}

/** Their labels as shown, in the same order. */
export async function visibleSidebarLabels(page: Page): Promise<string[]> {
  const entries = page.getByTestId('sidebar').locator('[data-testid^="sidebar-"]');
  await entries.first().waitFor();
  return entries.evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).checkVisibility())
      .map((element) => (element as HTMLElement).innerText.trim()),
  );
}

/** The current screen beside the sidebar, through its heading (every back-office screen has one). */
export const screenContent = (page: Page): Locator => page.getByRole('main').getByRole('heading', { level: 1 });
