/**
 * How an offer makes itself noticed outside the page: a short tone made with Web Audio (no sound file to load) and
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

/** Two short rising tones (about 0.4 s). Silent where audio is unavailable or still locked. */
export function playOfferTone(): void {
  try {
    const context = audioContext();
    if (!context || context.state !== 'running') return;
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 660],
      [0.18, 880],
    ] as const) {
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

/** A browser notification when the page is not in front of the agent; clicking it brings the console back. */
export function showOfferNotification(title: string, body: string, tag: string, onClick: () => void): void {
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
