const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const LEFT_TO_RIGHT = /[A-Za-z\u00C0-\u024F]/;

/**
 * Wraps a value put into a sentence (a person's name, a brand) in Unicode's first-strong isolate when it is written
 * the other way: an English name inside an Arabic sentence keeps its direction without reordering the words around
 * it. Values in the reader's own direction are left as they are. Free of i18next: the widget's page uses it too.
 */
export function isolateIn(direction: 'ltr' | 'rtl'): (value: string | number) => string {
  const foreign = direction === 'rtl' ? LEFT_TO_RIGHT : RIGHT_TO_LEFT;
  return (value) => (foreign.test(String(value)) ? `\u2068${value}\u2069` : String(value));
}
