import type { BrowserContext } from '@playwright/test';

/**
 * Before the app loads: a stand-in for the browser's Notification (records what is shown; permission granted when
 * asked) and a count of the tones the console plays. While `away` is set the page claims not to have the focus, as
 * when the agent works in another window: that is when the console shows a browser notification.
 */
export async function observeAlerts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const record = window as unknown as {
      shown: { title: string; body: string }[];
      asked: number;
      tones: number;
      away: boolean;
    };
    record.away = false;
    record.shown = [];
    record.asked = 0;
    record.tones = 0;
    class RecordedNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission(): Promise<NotificationPermission> {
        record.asked += 1;
        RecordedNotification.permission = 'granted';
        return Promise.resolve('granted');
      }
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body?: string } = {}) {
        record.shown.push({ title, body: options.body ?? '' });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true });
    const hasFocus = Document.prototype.hasFocus;
    Document.prototype.hasFocus = function (this: Document) {
      return record.away ? false : hasFocus.call(this);
    };
    const createOscillator = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      record.tones += 1;
      return createOscillator.call(this);
    };
  });
}
