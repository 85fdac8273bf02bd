import type { FastifyRequest } from 'fastify';
import type { SignedFileQuery } from '@tawasul/contracts/uploads';
import { AppError } from '../../lib/app-error.ts';
import type { UploadSigner } from './upload-access.ts';
import type { UploadRow } from './uploads.repo.ts';

/** Who may fetch a file: anyone (brand images, CMS, canned cases, profile pictures) or a chat's readers. */
export type FileVisibility = 'public' | 'private';

export interface ChatFileAccessDependencies {
  signer: UploadSigner;
  /** The message a chat file was sent with (undefined once the chat is gone). */
  messageOf(id: string): Promise<{ chatId: string; deletedAt: Date | null; internal: boolean } | undefined>;
  /** Whether whoever sends the request (session cookie, or a guest's or customer's bearer token) reads the chat. */
  mayReadChat(request: FastifyRequest, chatId: string): Promise<boolean>;
}

/**
 * A file sent in a chat (linked to its message when sent) is served only to the chat's readers: with a signed address
 * from a message they received, or a session that reads the chat. Once its message is deleted (or its chat is gone)
 * nobody gets it. Refusals are "not found": a stranger learns nothing about the file.
 */
export function createChatFileAccess({ signer, messageOf, mayReadChat }: ChatFileAccessDependencies) {
  return async function authorize(
    request: FastifyRequest,
    upload: UploadRow,
    query: SignedFileQuery,
  ): Promise<FileVisibility> {
    if (!upload.messageId) return 'public';
    const message = await messageOf(upload.messageId);
    // Internal notes carry no files; were one linked, no shopper must reach it through the chat.
    if (!message || message.deletedAt || message.internal) throw new AppError('UPLOAD_NOT_FOUND');
    if (signer.verify(upload.id, query.exp, query.sig)) return 'private';
    if (await mayReadChat(request, message.chatId)) return 'private';
    throw new AppError('UPLOAD_NOT_FOUND');
  };
}
export type AuthorizeFile = ReturnType<typeof createChatFileAccess>;

/**
 * Public files never change behind their id: cached for a year and shown on brands' own sites. Chat files are kept by
 * the reader's browser alone, briefly, and only our own pages (the widget's frame included) may embed them.
 */
export function cacheHeaders(visibility: FileVisibility): Record<string, string> {
  return visibility === 'public'
    ? { 'cache-control': 'public, max-age=31536000, immutable', 'cross-origin-resource-policy': 'cross-origin' }
    : { 'cache-control': 'private, max-age=300', 'cross-origin-resource-policy': 'same-origin' };
}
