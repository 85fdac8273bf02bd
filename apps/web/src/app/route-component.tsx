import type { ComponentType } from 'react';
import { ErrorView } from '../components/error-view.tsx';
import { chunkReloadPending } from '../lib/platform/chunk-reload.ts';
import { StartingScreen } from './starting-screen.tsx';

/** The error page of a screen whose code did not arrive: it offers a reload. */
function ScreenLoadFailed() {
  return <ErrorView loadFailed />;
}

/**
 * A route's component from its chunk. A chunk that fails to load (spec section 9: a reload once, the error on a second
 * failure within 10 s) must never leave the page blank: React Router renders nothing for a route whose lazy
 * component rejects during the first load, so the failure is turned into a component here — the starting screen while
 * the reload is under way, otherwise the error page with a reload action.
 */
export const routeComponent =
  (load: () => Promise<ComponentType>): (() => Promise<ComponentType>) =>
  async () => {
    try {
      // `undefined` when the failure was answered by a reload (vite:preloadError, its default prevented).
      const Component = await load();
      if (Component) return Component;
    } catch (error) {
      if (!chunkReloadPending()) console.error(error);
    }
    return chunkReloadPending() ? StartingScreen : ScreenLoadFailed;
  };
