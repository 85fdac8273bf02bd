import { render } from '@testing-library/react';
import type { WidgetFrameMessage } from '@tawasul/contracts/widget';
import { ClockProvider } from '../lib/time/clock-context.tsx';
import { TEST_NOW } from '../test/factories.ts';
import { createManualClock } from '../test/manual-clock.ts';
import { standInRealtime } from '../test/stand-in-realtime.ts';
import { readFrameQuery } from './app/frame-query.ts';
import { createWidgetText } from './app/widget-i18n.ts';
import { WidgetRoot } from './app/widget-root.tsx';

/**
 * Renders the widget's page as the loader opens it (`/widget?id=…&locale=…`), against the stand-in server the test
 * set up, a stand-in socket, a recorder of what the frame posts to its parent, and a manual clock at `TEST_NOW`.
 */
export function renderWidget(search: string) {
  const query = readFrameQuery(search);
  const realtime = standInRealtime();
  // What the widget tells the server over the socket (join, typing, delivered).
  const emitted: { event: string; payload: unknown }[] = [];
  realtime.client.emit = ((event: string, payload: unknown) => {
    emitted.push({ event, payload });
  }) as typeof realtime.client.emit;
  const posted: WidgetFrameMessage[] = [];
  const clock = createManualClock(TEST_NOW);
  const view = render(
    <ClockProvider clock={clock}>
      <WidgetRoot
        query={query}
        text={createWidgetText(query.language)}
        realtime={realtime.client}
        frame={{ post: (message) => posted.push(message) }}
      />
    </ClockProvider>,
  );
  return { ...view, clock, realtime, emitted, posted };
}
