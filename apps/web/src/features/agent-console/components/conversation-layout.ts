import type { MessageResponse } from '@tawasul/contracts/chats';

/** Messages closer than this, from the same person, read as one group (one name above them). */
const GROUP_WINDOW_MS = 5 * 60_000;

export interface LaidOutMessage {
  message: MessageResponse;
  /** The reader's calendar day (`YYYY-MM-DD`) when this message is the first of its day: a separator goes before it. */
  newDay: string | null;
  /** It continues the previous message's group: same author and kind of line, same day, within GROUP_WINDOW_MS. */
  continues: boolean;
}

/** A moment's calendar day where the reader is (`YYYY-MM-DD`). */
export function localDay(iso: string | number): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const sameAuthor = (a: MessageResponse, b: MessageResponse) =>
  a.author.kind === b.author.kind && a.author.id === b.author.id && a.internal === b.internal;

/**
 * The denser conversation (issue 21, item 8): consecutive messages from one person are grouped under one name, and a
 * day separator goes before the first message of each day. System lines stand alone and end a group.
 */
export function layOutConversation(messages: readonly MessageResponse[]): LaidOutMessage[] {
  let previous: MessageResponse | undefined;
  return messages.map((message) => {
    const day = localDay(message.createdAt);
    const newDay = !previous || localDay(previous.createdAt) !== day ? day : null;
    const continues =
      previous !== undefined &&
      newDay === null &&
      message.kind !== 'system' &&
      previous.kind !== 'system' &&
      sameAuthor(previous, message) &&
      Date.parse(message.createdAt) - Date.parse(previous.createdAt) < GROUP_WINDOW_MS;
    previous = message;
    return { message, newDay, continues };
  });
}
