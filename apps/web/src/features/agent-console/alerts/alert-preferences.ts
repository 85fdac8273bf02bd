import { useSyncExternalStore } from 'react';

/** What makes itself noticed outside the page (DESIGN.md section 4: sound and browser notifications for staff). */
export const ALERT_KINDS = ['offer', 'message', 'critical', 'transfer'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export type AlertChannel = 'sound' | 'desktop';
export type AlertPreferences = Record<AlertKind, Record<AlertChannel, boolean>>;

const KEY = 'tawasul.agent.alerts';

const DEFAULTS: AlertPreferences = {
  offer: { sound: true, desktop: true },
  message: { sound: true, desktop: true },
  critical: { sound: true, desktop: true },
  transfer: { sound: true, desktop: true },
};

function read(): AlertPreferences {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<AlertPreferences> | null;
    if (!stored || typeof stored !== 'object') return DEFAULTS;
    const merged = { ...DEFAULTS };
    for (const kind of ALERT_KINDS) {
      const value = stored[kind];
      merged[kind] = {
        sound: typeof value?.sound === 'boolean' ? value.sound : DEFAULTS[kind].sound,
        desktop: typeof value?.desktop === 'boolean' ? value.desktop : DEFAULTS[kind].desktop,
      };
    }
    return merged;
  } catch {
    return DEFAULTS;
  }
}

let current: AlertPreferences | null = null;
const listeners = new Set<() => void>();

/** The agent's choices, remembered in this browser (each kind's sound and desktop notification, on by default). */
export function alertPreferences(): AlertPreferences {
  current ??= read();
  return current;
}

export function setAlertPreference(kind: AlertKind, channel: AlertChannel, on: boolean): void {
  const next = { ...alertPreferences(), [kind]: { ...alertPreferences()[kind], [channel]: on } };
  current = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private mode without storage: the choice holds for this page.
  }
  for (const listener of [...listeners]) listener();
}

/** Forgets what was read, so the next read comes from storage again (tests start each from a clean storage). */
export function resetAlertPreferencesCache(): void {
  current = null;
}

export function useAlertPreferences(): AlertPreferences {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    alertPreferences,
    () => DEFAULTS,
  );
}
