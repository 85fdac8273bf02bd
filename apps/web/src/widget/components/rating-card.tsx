import { Button, Group, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { useRateChat } from '../api/use-chat.ts';
import { useWidgetText } from '../app/widget-i18n.ts';
import { useWidget } from '../app/widget-context.tsx';
import { useErrorText } from './use-error-text.ts';
import classes from './widget.module.css';

/** As the server allows (contracts' `RATING_COMMENT_MAX_LENGTH`, not imported: the widget's first load carries no Zod). */
const COMMENT_MAX_LENGTH = 1000;

/**
 * After a chat closes, the shopper rates it 1–5 with an optional comment, once per closing (issue 21): the chat's
 * `rating` is null until it is rated, and again after each reopening. Once rated, a short thank-you with the stars.
 */
export function RatingCard({ chat }: { chat: ChatResponse }) {
  const { t } = useWidgetText();
  const { toasts } = useWidget();
  const errorText = useErrorText();
  const rate = useRateChat(chat.id);
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  // Mantine's Rating labels each radio by its value; 0 is its "no rating" radio.
  const starLabel = (value: number) =>
    value < 1 ? t('widget.chat.rating.none') : t('widget.chat.rating.star', { score: value });

  if (chat.rating) {
    return (
      <div className={classes.rating} role="status" data-testid="chat-rating">
        <Group gap="xs" wrap="nowrap" justify="center">
          <Rating value={chat.rating.score} readOnly size="sm" aria-hidden />
          <Text size="sm">{t('widget.chat.rating.thanks', { score: chat.rating.score })}</Text>
        </Group>
      </div>
    );
  }
  return (
    <form
      className={classes.rating}
      data-testid="chat-rating"
      aria-labelledby="widget-rating-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (score < 1) return;
        rate.mutate(
          { score, comment: comment.trim() },
          { onError: (error) => toasts.show({ color: 'red', message: errorText(error) }) },
        );
      }}
    >
      <Stack gap={6} align="center">
        <Text size="sm" fw={600} id="widget-rating-title">
          {t('widget.chat.rating.title')}
        </Text>
        <Rating value={score} onChange={setScore} size="lg" getSymbolLabel={starLabel} name="widget-rating" />
        {score > 0 && (
          <>
            <Textarea
              w="100%"
              size="xs"
              autosize
              minRows={1}
              maxRows={3}
              maxLength={COMMENT_MAX_LENGTH}
              label={t('widget.chat.rating.comment')}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
            />
            <Button type="submit" size="xs" loading={rate.isPending}>
              {t('widget.chat.rating.send')}
            </Button>
          </>
        )}
      </Stack>
    </form>
  );
}
