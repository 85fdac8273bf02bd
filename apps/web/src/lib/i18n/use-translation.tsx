import {
  cloneElement,
  createContext,
  Fragment,
  use,
  useCallback,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { ProductLanguage } from '@tawasul/contracts/locale-registry';
import type { TextParams, TFunction, Translator } from './translator.ts';

const TranslatorContext = createContext<Translator | null>(null);

/** Gives every component below the app's translator (`lib/i18n/translator.ts`). */
export function TranslationProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return <TranslatorContext value={i18n}>{children}</TranslatorContext>;
}

/** The translator and its `t` in the interface's language; a component re-renders when the language changes. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = use(TranslatorContext);
  if (!i18n) throw new Error('useTranslation() needs a <TranslationProvider> above it');
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language: ProductLanguage = useSyncExternalStore(subscribe, () => i18n.language);
  const t = useMemo(() => i18n.getFixedT(language), [i18n, language]);
  return { t, i18n };
}

/**
 * A text with markup around some of its words: `"The page <path>{path}</path> does not exist."` with
 * `components={{ path: <bdi dir="ltr" /> }}` renders the words inside `<path>` as that element's children.
 */
export function Trans({
  i18nKey,
  values,
  components = {},
}: {
  i18nKey: string;
  values?: TextParams;
  components?: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/g;
  let last = 0;
  for (const match of text.matchAll(tag)) {
    const name = match[1] ?? match[3] ?? '';
    const element = components[name];
    parts.push(text.slice(last, match.index));
    parts.push(
      element ? (
        cloneElement(element, { key: parts.length }, match[2] ?? (element.props as { children?: ReactNode }).children)
      ) : (
        <Fragment key={parts.length}>{match[2] ?? ''}</Fragment>
      ),
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
