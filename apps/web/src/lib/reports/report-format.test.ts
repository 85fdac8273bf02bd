import { describe, expect, it } from 'vitest';
import { addBackOfficeResources } from '../i18n/back-office-resources.ts';
import { createI18n } from '../i18n/i18n.ts';
import { durationScale, formatDuration, reportFormat } from './report-format.ts';

const formatIn = (language: 'en' | 'ar') => {
  const i18n = createI18n(language);
  addBackOfficeResources(i18n);
  return reportFormat(i18n.t, language);
};

describe('durations in words', () => {
  const en = formatIn('en');
  const ar = formatIn('ar');

  it('keeps the two largest units that matter, in English', () => {
    expect(en.duration(3900)).toBe('1 h 5 min');
    expect(en.duration(3600)).toBe('1 h');
    expect(en.duration(3659)).toBe('1 h');
    expect(en.duration(330)).toBe('5 min 30 s');
    expect(en.duration(300)).toBe('5 min');
    expect(en.duration(45)).toBe('45 s');
    expect(en.duration(12.6)).toBe('13 s');
    expect(en.duration(0)).toBe('0 s');
  });

  it('speaks Arabic with Arabic words and the app’s digits', () => {
    expect(ar.duration(3900)).toBe('1 س 5 د');
    expect(ar.duration(330)).toBe('5 د 30 ث');
    expect(ar.duration(45)).toBe('45 ث');
  });

  it('never turns hours into days, and groups long numbers', () => {
    expect(en.duration(1234 * 3600 + 20 * 60)).toBe('1,234 h 20 min');
    expect(ar.duration(1234 * 3600)).toBe('1,234 س');
  });

  it('shows a dash where there is nothing to measure', () => {
    expect(en.duration(null)).toBe('—');
    expect(ar.duration(undefined)).toBe('—');
    expect(formatDuration(Number.NaN, () => 'x')).toBe('—');
  });

  it('counts a chart of durations in the unit that suits its largest value', () => {
    expect(durationScale(90)).toEqual({ unit: 'seconds', seconds: 1 });
    expect(durationScale(600)).toEqual({ unit: 'minutes', seconds: 60 });
    expect(durationScale(8 * 3600)).toEqual({ unit: 'hours', seconds: 3600 });
    expect(en.inUnit('hours', 1.5)).toBe('1.5 h');
    expect(ar.inUnit('minutes', 2.25)).toBe('2.3 د');
  });
});

describe('days and hours of the charts', () => {
  it('names a calendar day without moving it, whatever the machine’s time zone', () => {
    expect(formatIn('en').day('2026-11-19')).toBe('19 Nov');
    expect(formatIn('ar').day('2026-11-19')).toBe('19 نوفمبر');
    expect(formatIn('en').dayLong('2026-11-19')).toBe('Thu, 19 Nov 2026');
  });

  it('writes an hour of the day on the 24-hour clock', () => {
    expect(formatIn('en').hour(9)).toBe('09:00');
    expect(formatIn('ar').hour(23)).toBe('23:00');
  });
});
