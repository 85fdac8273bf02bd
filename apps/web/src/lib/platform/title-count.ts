import { useSyncExternalStore } from 'react';

/**
 * A count the page wants in front of its title ("(3) Agent console - Tawasul") and on its icon: the agent console's
 * unread messages and offers. One number for the whole app, 0 when nothing asks for attention; the document title
 * hook (app/use-document-title.ts) shows it, so a change of page or language keeps it.
 */
let count = 0;
const listeners = new Set<() => void>();

export function setTitleCount(next: number): void {
  const value = Math.max(0, Math.floor(next));
  if (value === count) return;
  count = value;
  for (const listener of [...listeners]) listener();
}

export function getTitleCount(): number {
  return count;
}

export function useTitleCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => count,
    () => 0,
  );
}

/** The title with the count in front, as chat apps do; the title alone when there is nothing. */
export function countedTitle(title: string, value: number): string {
  return value > 0 ? `(${value > 99 ? '99+' : value}) ${title}` : title;
}

const FAVICON_SHAPES =
  '<rect width="32" height="32" rx="8" fill="#7950f2"/><path d="M8 10h16v10H14l-5 4v-4H8z" fill="#fff"/>';

/** The app's icon (public/favicon.svg) with a red badge holding the count; the plain icon for 0. */
export function faviconFor(value: number): string {
  if (value <= 0) return '/favicon.svg';
  const label = value > 9 ? '9+' : String(value);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${FAVICON_SHAPES}` +
    `<circle cx="23" cy="9" r="9" fill="#e03131" stroke="#fff" stroke-width="1.5"/>` +
    `<text x="23" y="13" text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" ` +
    `font-size="${label.length > 1 ? 9 : 12}" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Points the page's icon at the badged one (or back at the plain icon). */
export function showFaviconCount(value: number): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) return;
  const href = faviconFor(value);
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  link.dataset.count = String(Math.max(0, value));
}
