import { GENERAL_SETTING_BOUNDS, type GeneralSettings } from '@tawasul/contracts/settings';

export type SettingKey = keyof GeneralSettings;
export type SettingUnit = 'hours' | 'minutes' | 'conversations';

/** Spec section 3: inactivity in hours; edit, delete and waiting windows in minutes; conversations per agent. */
export const SETTING_FIELDS: { key: SettingKey; unit: SettingUnit }[] = [
  { key: 'customerInactivityTimeoutHours', unit: 'hours' },
  { key: 'maxConversationsPerAgent', unit: 'conversations' },
  { key: 'messageEditMinutes', unit: 'minutes' },
  { key: 'messageDeleteMinutes', unit: 'minutes' },
  { key: 'waitingTimeoutMinutes', unit: 'minutes' },
];

export const SETTING_KEYS = SETTING_FIELDS.map((field) => field.key);

export const boundsOf = (key: SettingKey) => {
  const [min, max] = GENERAL_SETTING_BOUNDS[key];
  return { min, max };
};

/** NumberInput holds a number, or '' while empty. */
export type SettingValues = Record<SettingKey, number | ''>;

export function toSettingValues(settings: Record<SettingKey, number | null>): SettingValues {
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, settings[key] ?? ''])) as SettingValues;
}

/** Empty fields: absent for the platform (so "Required"), null for a brand (the platform default applies). */
export function fromSettingValues(values: SettingValues, emptyAs: 'missing' | 'null') {
  const entries: [SettingKey, number | null][] = [];
  for (const key of SETTING_KEYS) {
    const value = values[key];
    if (value !== '') entries.push([key, value]);
    else if (emptyAs === 'null') entries.push([key, null]);
  }
  return Object.fromEntries(entries);
}
