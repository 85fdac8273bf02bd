/**
 * Control and format characters: C0/C1 controls (`\p{Cc}`), and the invisible format characters (`\p{Cf}`) among
 * which the bidi controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C) that make `invoice‮txt.exe` show as
 * `invoiceexe.txt`; also the line and paragraph separators.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** A file name as stored, shown and offered on download: no folders, no control, format or bidi characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  return base.normalize('NFC').replace(HIDDEN, '').trim().slice(0, 255) || 'file';
}
