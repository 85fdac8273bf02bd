import { useEffect } from 'react';

/** What the loader (`/widget.js`) puts on the page: the store's handle on the widget. */
interface TawasulWidgetHandle {
  open: () => void;
  close: () => void;
  destroy: () => void;
}

const widgetHandle = () => (window as { TawasulWidget?: TawasulWidgetHandle }).TawasulWidget;

/** How many embeds are on the page right now: a loader that arrives after its page has gone is sent away. */
let liveEmbeds = 0;

/**
 * Embeds the brand's widget exactly as a store does: `<script src="/widget.js" data-widget-id data-locale async>` at
 * the end of the body. Leaving the page destroys the widget and removes the script; another language embeds it
 * again in that language.
 */
export function useEmbeddedWidget(widgetId: string, language: string): void {
  useEffect(() => {
    const script = document.createElement('script');
    script.src = '/widget.js';
    script.async = true;
    script.dataset.widgetId = widgetId;
    script.dataset.locale = language;
    let loaded = false;
    script.addEventListener(
      'load',
      () => {
        loaded = true;
      },
      { once: true },
    );
    document.body.appendChild(script);
    liveEmbeds += 1;
    return () => {
      liveEmbeds -= 1;
      widgetHandle()?.destroy();
      script.remove();
      // A script already on its way still runs once it arrives: if nothing embeds the widget by then, undo it.
      if (!loaded) {
        script.addEventListener('load', () => liveEmbeds === 0 && widgetHandle()?.destroy(), { once: true });
      }
    };
  }, [widgetId, language]);
}
