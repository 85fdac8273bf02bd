import type { ProductLanguage } from '@tawasul/contracts/locales';

/** What the loader puts in the frame's address: `/widget?id={widgetId}&locale={en|ar}[&chat={chatId}]`. */
export interface FrameQuery {
  /** Null when the address names no widget (or a malformed one): the frame shows INVALID_WIDGET. */
  widgetId: string | null;
  language: ProductLanguage;
  /** A chat to open at once (a notification's link, the customer area). */
  chatId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads WidgetFrameQuery by hand rather than with its Zod schema: the widget page stays free of Zod (it is loaded on
 * every page of every store). The rules are the schema's: an id of 1–64 characters, `en` or `ar`.
 */
export function readFrameQuery(search: string): FrameQuery {
  const params = new URLSearchParams(search);
  const id = params.get('id')?.trim() ?? '';
  const locale = params.get('locale');
  const chat = params.get('chat')?.trim() ?? '';
  return {
    widgetId: id.length >= 1 && id.length <= 64 ? id : null,
    language: locale === 'ar' ? 'ar' : 'en',
    chatId: UUID.test(chat) ? chat : null,
  };
}
