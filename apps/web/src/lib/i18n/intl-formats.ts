/**
 * Date formatters made once per locale and options. Making one costs far more than formatting with it (a table of
 * chats made one per cell: a seventh of its render on a slow phone, issue 22), so each is kept.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
