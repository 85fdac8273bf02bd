import { z } from 'zod';
import { OptionalText } from './text-fields.ts';

/**
 * Satisfaction ratings (issue 21, item 5): after a chat closes, its shopper rates it 1–5, with an optional comment,
 * once per closing (a reopened chat closed again is asked again). Reports average them per agent.
 */
export const RATING_COMMENT_MAX_LENGTH = 1000;

export const RatingScore = z.number().int().min(1).max(5);

/** `POST /api/shopper/chats/{id}/rating`: the chat's shopper, once the chat is closed, once per closing. */
export const RateChatBody = z.object({
  score: RatingScore,
  comment: OptionalText(RATING_COMMENT_MAX_LENGTH),
});
export type RateChatBody = z.infer<typeof RateChatBody>;

/** The rating of a chat's current closing: null until its shopper rates it (and again after each reopening). */
export const ChatRating = z.object({
  score: RatingScore,
  /** Empty when the shopper wrote none. */
  comment: z.string(),
  ratedAt: z.iso.datetime(),
});
export type ChatRating = z.infer<typeof ChatRating>;
