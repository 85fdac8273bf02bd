/**
 * The chat the shopper had open, kept in the frame's session storage (this tab only, kept across a reload): after a
 * reload the widget opens on the conversation under way instead of its home view (issue 22, defect 11). Storage a
 * browser refuses to a third-party frame simply means the widget opens on its home view.
 */
const key = (widgetId: string) => `tawasul.widget.${widgetId}.open-chat`;

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberedChat(widgetId: string, storage = tabStorage()): string | null {
  try {
    return storage?.getItem(key(widgetId)) ?? null;
  } catch {
    return null;
  }
}

/** Remembers the chat on screen, or forgets it when the shopper goes to another view. */
export function rememberChat(widgetId: string, chatId: string | null, storage = tabStorage()): void {
  try {
    if (chatId) storage?.setItem(key(widgetId), chatId);
    else storage?.removeItem(key(widgetId));
  } catch {
    // Refused storage: nothing to remember with.
  }
}
