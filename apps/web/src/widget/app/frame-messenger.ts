import type { WidgetFrameMessage } from '@tawasul/contracts/widget';

/** Talks to the loader on the store's page (the frame's parent). */
export interface FrameMessenger {
  post(message: WidgetFrameMessage): void;
}

/**
 * Posts to the parent window with target origin `*`: the frame does not know the store's origin (any of the brand's
 * domains), and these messages carry no content — a count, "close", "ready" — nothing a foreign page could misuse.
 * Anything carrying content (a message preview, a name) must never be posted this way. The loader checks that what it
 * receives comes from Tawasul's origin.
 */
export function createFrameMessenger(target: Window | null = window.parent === window ? null : window.parent) {
  return {
    post(message: WidgetFrameMessage) {
      target?.postMessage(message, '*');
    },
  } satisfies FrameMessenger;
}
