import { useMemo } from 'react';
import { useTranslation } from './use-translation.tsx';
import { isolateIn } from './isolate.ts';

/** `isolateIn` for the reader's language, and the same for every value of a translation's parameters. */
export function useIsolate() {
  const { i18n } = useTranslation();
  const direction = i18n.language === 'ar' ? 'rtl' : 'ltr';
  return useMemo(() => {
    const isolate = isolateIn(direction);
    const isolateAll = (params: Record<string, string | number>): Record<string, string> =>
      Object.fromEntries(Object.entries(params).map(([key, value]) => [key, isolate(value)]));
    return { isolate, isolateAll };
  }, [direction]);
}
