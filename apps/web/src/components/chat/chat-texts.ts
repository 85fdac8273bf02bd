/**
 * What the chat components (`components/chat`) say, in the reader's language. Each surface fills it from its own
 * translator — the back office's and the customer area's i18next, or the widget's own (`widget/app/widget-i18n.ts`,
 * which the page every store loads keeps apart) — so the components never read a translator themselves.
 */
export interface ChatTexts {
  /** "Download invoice.pdf": a document's download link. */
  download(name: string): string;
  /** "Video: unboxing.mp4": a video's or an embedded player's name. */
  video(name: string): string;
  /** What an embedded player is called when its link gave no name. */
  embeddedVideo: string;
  /** "View image box.jpg": a picture's link or button. Without it, the picture is named by its file. */
  openImage?(name: string): string;
  /** "This message was deleted", in place of a removed message. */
  deleted: string;
  /** "Edited", beside an edited message's time. */
  edited: string;
}

export type Translate = (key: string, params?: Record<string, string>) => string;

/**
 * Where a surface keeps these texts in its translator, one key each (`downloadKey: 'chats.history.download'`), with
 * `{name}` for the file's name.
 */
export interface ChatTextKeys {
  downloadKey: string;
  videoKey: string;
  embeddedVideoKey: string;
  openImageKey?: string;
  deletedKey: string;
  editedKey: string;
}

/** The chat texts read through a surface's translator from its keys. */
export function chatTexts(t: Translate, keys: ChatTextKeys) {
  const texts: ChatTexts = {
    download: (name) => t(keys.downloadKey, { name }),
    video: (name) => t(keys.videoKey, { name }),
    embeddedVideo: t(keys.embeddedVideoKey),
    deleted: t(keys.deletedKey),
    edited: t(keys.editedKey),
  };
  const { openImageKey } = keys;
  if (openImageKey) texts.openImage = (name) => t(openImageKey, { name });
  return texts;
}

/** What a live conversation (`MessageLog`, `MessageEditForm`) says around its messages, in the reader's language. */
export interface ConversationTexts {
  /** The message log's accessible name. */
  messages: string;
  loadEarlier: string;
  /** What a chat without messages says. */
  empty: string;
  /** The changed text box's accessible name. */
  editLabel: string;
  cancel: string;
  save: string;
  /** The title of the notice of a refused change. */
  editFailed: string;
}

/** Where a surface keeps the conversation texts in its translator, one key each (`messagesKey: 'widget.chat.messages'`). */
export type ConversationTextKeys = { [Name in keyof ConversationTexts as `${Name}Key`]: string };

/** The conversation texts read through a surface's translator from its keys. */
export function conversationTexts(t: Translate, keys: ConversationTextKeys): ConversationTexts {
  return {
    messages: t(keys.messagesKey),
    loadEarlier: t(keys.loadEarlierKey),
    empty: t(keys.emptyKey),
    editLabel: t(keys.editLabelKey),
    cancel: t(keys.cancelKey),
    save: t(keys.saveKey),
    editFailed: t(keys.editFailedKey),
  };
}
