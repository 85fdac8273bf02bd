import { alertPreferences, type AlertKind } from '../alerts/alert-preferences.ts';

/**
 * How an offer (and a shopper's message, a critical word, a transfer) makes itself noticed outside the page: a short tone made with Web Audio (no sound file to load) and
 * a browser notification. Browsers allow both only after the person has interacted with the page, so the console
 * prepares them on a gesture (going online, accepting) and asks for notification permission once.
 */

const ASKED_KEY = 'tawasul.agent.notificationsAsked';

let audio: AudioContext | null = null;

function audioContext(): AudioContext | null {
  const Context =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return null;
  audio ??= new Context();
  return audio;
}

/** Call on any click or key press: browsers let a page make sound only once the person has interacted with it. */
export function unlockOfferTone(): void {
  try {
    void audioContext()?.resume();
  } catch {
    // No audio on this device: the offer still shows in the inbox.
  }
}

/**
 * Call on a deliberate gesture (going online, accepting): unlocks the sound, and asks for notification permission
 * the first time only — never again once answered or asked.
 */
export function prepareOfferAlerts(): void {
  unlockOfferTone();
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  if (localStorage.getItem(ASKED_KEY)) return;
  localStorage.setItem(ASKED_KEY, '1');
  void Notification.requestPermission().catch(() => undefined);
}

/** Each kind its own tune: an offer rises, a message is one soft note, a critical word is urgent, a transfer falls. */
const TUNES: Record<AlertKind, readonly (readonly [number, number])[]> = {
  offer: [
    [0, 660],
    [0.18, 880],
  ],
  message: [[0, 740]],
  critical: [
    [0, 988],
    [0.14, 988],
    [0.28, 988],
  ],
  transfer: [
    [0, 880],
    [0.18, 660],
  ],
};

/** Whether the browser lets the page show notifications: 'granted', 'denied', 'default', or 'unsupported'. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks for notification permission (on the person's own click only) and says what the browser answered. */
export async function askNotificationPermission(): Promise<NotificationPermission | 'unsupported'> {
  if (typeof Notification === 'undefined') return 'unsupported';
  unlockOfferTone();
  localStorage.setItem(ASKED_KEY, '1');
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/** Two short rising tones (about 0.4 s) for an offer, when its sound is on. */
export function playOfferTone(): void {
  playTone('offer');
}

/** The kind's short tune, when the agent keeps its sound on. Silent where audio is unavailable or still locked. */
export function playTone(kind: AlertKind): void {
  if (!alertPreferences()[kind].sound) return;
  try {
    const context = audioContext();
    if (!context || context.state !== 'running') return;
    const start = context.currentTime;
    for (const [offset, frequency] of TUNES[kind]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.18);
    }
  } catch {
    // Sound is a courtesy; the offer is in the inbox either way.
  }
}

/** A browser notification of an offer when the page is not in front of the agent (and its notifications are on). */
export function showOfferNotification(title: string, body: string, tag: string, onClick: () => void): void {
  showDesktopNotification('offer', title, body, tag, onClick);
}

/**
 * A browser notification when the page is not in front of the agent, the kind's notifications are on and the
 * browser allows them; clicking it brings the console back.
 */
export function showDesktopNotification(
  kind: AlertKind,
  title: string,
  body: string,
  tag: string,
  onClick: () => void,
): void {
  if (!alertPreferences()[kind].desktop) return;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  if (document.visibilityState === 'visible' && document.hasFocus()) return;
  try {
    const notification = new Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
  } catch {
    // Some browsers allow notifications only from a service worker; the tone and the inbox remain.
  }
}
