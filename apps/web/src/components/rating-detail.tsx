import { Group, Rating, Stack, Text, type MantineSize } from '@mantine/core';

interface RatingDetailProps {
  score: number;
  /** Empty when the shopper wrote none. */
  comment: string;
  /** The score in words ("4 of 5"), in the caller's texts: the stars are hidden from screen readers. */
  scoreText: string;
  /** The stars' size: smaller in a narrow side panel. */
  size?: MantineSize;
}

/** A shopper's rating of a chat: stars, the score in words, and their comment. */
export function RatingDetail({ score, comment, scoreText, size = 'sm' }: RatingDetailProps) {
  return (
    <Stack gap={2} data-testid="chat-rating">
      <Group gap="xs" wrap="nowrap">
        <Rating value={score} readOnly size={size} aria-hidden />
        <Text size="sm">{scoreText}</Text>
      </Group>
      {comment && (
        <Text size="sm" c="dimmed" dir="auto">
          {comment}
        </Text>
      )}
    </Stack>
  );
}
