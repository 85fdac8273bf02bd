/**
 * A system line's parameters for a reader of `language` (see `systemParams` in the chats contract): on an Arabic
 * screen a name with an Arabic twin (`name` and `nameAr`, `from` and `fromAr` …) is shown in Arabic, and in English
 * where it has none (the person has no Arabic name, or the line was stored before the twins). The twins themselves
 * are left out. Free of i18next and Zod: the widget can use it too.
 */
export function systemParamsIn(
  language: string,
  params: Readonly<Record<string, string | number>> | null | undefined,
): Record<string, string | number> {
  const source = params ?? {};
  const result: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key.endsWith('Ar') && key.slice(0, -2) in source) continue;
    const twin = source[`${key}Ar`];
    result[key] = language === 'ar' && typeof twin === 'string' && twin ? twin : value;
  }
  return result;
}
