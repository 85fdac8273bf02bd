import type { ProductLanguage } from '@tawasul/contracts/locales';
import type { WidgetFrameQuery } from '@tawasul/contracts/widget';

/** The frame's address: `/widget?id={widgetId}&locale={en|ar}[&chat={chatId}][&embed=panel]` (WidgetFrameQuery). */
export interface FrameQuery {
  /** Null when the address names no widget (or a malformed one): the frame shows INVALID_WIDGET. */
  widgetId: WidgetFrameQuery['id'] | null;
  language: ProductLanguage;
  /** A chat to open at once (a notification's link, the customer area); null when missing or not a UUID. */
  chatId: NonNullable<WidgetFrameQuery['chat']> | null;
  /** `panel`: a page of ours (the customer area) shows the frame in its own panel, with its own close button. */
  embed: NonNullable<WidgetFrameQuery['embed']> | null;
}

/** An RFC 9562 UUID, as `z.uuid()` reads it (the nil and max UUIDs included). */
const UUID =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|f{8}-f{4}-f{4}-f{4}-f{12})$/i;

/**
 * Reads WidgetFrameQuery (`id`, `locale`, `chat`, `embed`) by hand rather than with its Zod schema: the widget page
 * stays free of Zod (it is loaded on every page of every store). The rules are the schema's, each field on its own: an
 * id of 1–64 characters, `en` or `ar`, a chat's UUID, `panel`; a test holds the two to the same answers.
 */
export function readFrameQuery(search: string): FrameQuery {
  const params = new URLSearchParams(search);
  const id = params.get('id')?.trim() ?? '';
  const locale = params.get('locale');
  const chat = params.get('chat') ?? '';
  return {
    widgetId: id.length >= 1 && id.length <= 64 ? id : null,
    language: locale === 'ar' ? 'ar' : 'en',
    chatId: UUID.test(chat) ? chat : null,
    embed: params.get('embed') === 'panel' ? 'panel' : null,
  };
}
