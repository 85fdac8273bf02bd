const ENGLISH_FORMS: readonly string[] = new Intl.PluralRules('en').resolvedOptions().pluralCategories;

const formOf = (key: string) => /_(zero|one|two|few|many|other)$/.exec(key)?.[1];

/**
 * The keys without Arabic's own plural forms of a text (`_zero`, `_two`, `_few`, `_many`), which English's rules do not
 * have, so that the two languages' keys can be compared one for one. `_one` and `_other` stay: both languages need them.
 */
export function withoutArabicOnlyForms(keys: readonly string[]): string[] {
  return keys.filter((key) => {
    const form = formOf(key);
    return form === undefined || ENGLISH_FORMS.includes(form);
  });
}

/** Arabic-only plural forms whose text has no `_other` form: a form with nothing to fall back to or pair with. */
export function formsWithoutOther(keys: readonly string[]): string[] {
  const all = new Set(keys);
  return keys.filter((key) => {
    const form = formOf(key);
    return form !== undefined && !all.has(`${key.slice(0, -form.length - 1)}_other`);
  });
}
