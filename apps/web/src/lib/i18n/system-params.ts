import type { MessageResponse } from '@tawasul/contracts/chats';
import type { ProductLanguage } from '@tawasul/contracts/locale-registry';
import { systemText, type SystemReader } from '@tawasul/contracts/system-messages';

/**
 * A system line's parameters for a reader of `language` (see `systemParams` in the chats contract): on an Arabic
 * screen a name with an Arabic twin (`name` and `nameAr`, `from` and `fromAr` …) is shown in Arabic, and in English
 * where it has none (the person has no Arabic name, or the line was stored before the twins). The twins themselves
 * are left out. Free of the app's translator and of Zod: the widget can use it too.
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

/**
 * A system line as `reader` reads it in `language` (the catalogue in contracts' `system-messages.ts`): names in the
 * reader's language (`systemParamsIn`), each isolated in the other direction by the surface's `isolateAll`.
 */
export function systemLine(
  reader: SystemReader,
  language: ProductLanguage,
  message: Pick<MessageResponse, 'systemKey' | 'systemParams'>,
  isolateAll: (params: Record<string, string | number>) => Record<string, string>,
): string {
  return systemText(reader, language, message, (params) => isolateAll(systemParamsIn(language, params)));
}
