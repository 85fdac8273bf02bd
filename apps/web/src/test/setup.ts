import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { configureValidationMessages } from '@tawasul/contracts/validation';

// The app calls this at start-up (main.tsx); forms read the keys it puts on every Zod issue.
configureValidationMessages();

// jsdom has neither; Mantine reads both (colour scheme, popovers, scroll areas).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
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

Element.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  localStorage.clear();
  sessionStorage.clear();
});
