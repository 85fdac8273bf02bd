// jest-dom's matchers (toBeInTheDocument, toHaveTextContent, toBeDisabled, …) on Vitest's expect, with their types.
import '@testing-library/jest-dom/vitest';
// Vitest runs without globals, so Testing Library cannot register its own cleanup: it is called below.
// eslint-disable-next-line testing-library/no-manual-cleanup
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { configureValidationMessages } from '@tawasul/contracts/validation';
import { takeStandInViolations } from './stand-in-server.ts';

// The app calls this when its first form with a schema loads (lib/forms/zod-form.tsx); tests parse without one too.
configureValidationMessages();

// Screens wait for the stand-in server and Mantine's transitions; a busy machine needs more than 1 s for that, and a
// file's first screen, which loads its lazy chunks, took over 5 s at a load of 14 (a limit, not a speed check).
configure({ asyncUtilTimeout: 10_000 });

// jsdom has neither; Mantine reads both (colour scheme, popovers, scroll areas).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  // An empty query matches, as in browsers (mantine-datatable asks it for columns shown at every width).
  value: (query: string): MediaQueryList => ({
    matches: query.trim() === '',
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStandIn {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStandIn });
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStandIn });

// Mantine's autosize textarea listens for web fonts loading.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
});

Element.prototype.scrollIntoView = () => {};
Element.prototype.scrollTo = () => {};
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  localStorage.clear();
  sessionStorage.clear();
  // An answer the server would never send, or a request it would refuse, fails the test that stood it in.
  const violations = takeStandInViolations();
  if (violations.length > 0)
    throw new AggregateError(violations, violations.map((error) => error.message).join('\n\n'));
});
