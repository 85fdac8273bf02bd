import type { MessageResponse, SendMessageBody } from '@tawasul/contracts/chats';
import { ERROR_CATALOG, isErrorCode } from '@tawasul/contracts/errors';
import type { SendMessageReply } from '@tawasul/contracts/socket-events';
import type { HttpClient } from '../http/http-client.ts';
import { toHttpError, type HttpError } from '../http/http-error.ts';
import { AckError, type RealtimeClient } from './realtime-client.ts';

/** How long an acknowledgement may take before the message is sent again over HTTP (same id: stored once). */
const SEND_ACK_TIMEOUT_MS = 8_000;

export interface MessageSender {
  realtime: Pick<RealtimeClient, 'emitWithAck'>;
  api: Pick<HttpClient, 'post'>;
  /** `SEND_ACK_TIMEOUT_MS` unless a test is in a hurry. */
  ackTimeoutMs?: number;
}

type RefusedReply = Extract<SendMessageReply, { ok: false }>;

/**
 * A refusal over the socket as the HTTP route's HttpError (its status, code and message), so a screen shows it as it
 * shows the route's. The socket's RATE_LIMITED carries the wait only in its (English) message; the route's has it in
 * `details.retryAfterSeconds`, which the screens read.
 */
function replyError({ code, message }: RefusedReply): HttpError {
  const seconds = code === 'RATE_LIMITED' ? /\d+/.exec(message)?.[0] : undefined;
  return toHttpError(isErrorCode(code) ? ERROR_CATALOG[code].status : 500, {
    error: { code, message, ...(seconds ? { details: { retryAfterSeconds: Number(seconds) } } : {}) },
  });
}

/**
 * Sends a message over the open socket (`message:send`), or over `POST /api/chats/{id}/messages` when there is no
 * open socket or its acknowledgement does not come in time. The id is the sender's, so sending again after a lost
 * acknowledgement stores the message once and answers with the same copy. Rejects with an HttpError either way.
 */
export async function sendMessage(
  { realtime, api, ackTimeoutMs = SEND_ACK_TIMEOUT_MS }: MessageSender,
  chatId: string,
  message: SendMessageBody & { id: string },
): Promise<MessageResponse> {
  // The browser knows it is offline before the socket does: HTTP fails at once, as it always has.
  if (typeof navigator === 'undefined' || navigator.onLine !== false) {
    try {
      const reply = await realtime.emitWithAck('message:send', { chatId, message }, ackTimeoutMs);
      if (reply.ok) return reply.message;
      throw replyError(reply);
    } catch (error) {
      if (!(error instanceof AckError)) throw error;
    }
  }
  return api.post<MessageResponse>(`/api/chats/${chatId}/messages`, message);
}
