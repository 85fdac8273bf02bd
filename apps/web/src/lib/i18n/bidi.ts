import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const LEFT_TO_RIGHT = /[A-Za-z\u00C0-\u024F]/;

/**
 * Wraps a value put into a sentence (a person's name, a brand) in Unicode's first-strong isolate when it is written
 * the other way: an English name inside an Arabic sentence keeps its direction without reordering the words around
 * it. Values in the reader's own direction are left as they are.
 */
export function isolateIn(direction: 'ltr' | 'rtl'): (value: string | number) => string {
  const foreign = direction === 'rtl' ? LEFT_TO_RIGHT : RIGHT_TO_LEFT;
  return (value) => (foreign.test(String(value)) ? `\u2068${value}\u2069` : String(value));
}

/** `isolateIn` for the reader's language, and the same for every value of a translation's parameters. */
export function useIsolate() {
  const { i18n } = useTranslation();
  // Read from i18n directly (not language.ts): the widget page uses this file and stays free of Zod.
  const direction = i18n.language === 'ar' ? 'rtl' : 'ltr';
  return useMemo(() => {
    const isolate = isolateIn(direction);
    const isolateAll = (params: Record<string, string | number>): Record<string, string> =>
      Object.fromEntries(Object.entries(params).map(([key, value]) => [key, isolate(value)]));
    return { isolate, isolateAll };
  }, [direction]);
}
