import { Progress, Stack, Text } from '@mantine/core';
import type { UploadItem } from '../../lib/uploads/use-upload-queue.ts';

interface UploadStatusProps {
  item: UploadItem;
  /** Its refusal in the reader's language, if it was refused. */
  problem: string | null;
  /** The progress bar's name ("Uploading box.jpg"). */
  progressLabel: string;
  /** Whether the refusal is said at once to screen readers (unless the surface's card around it already is). */
  announceProblem?: boolean;
}

/**
 * A file on its way into a message, as both composers show it (the console's and the widget's): its name, then its
 * refusal or its upload's progress. Mantine only: the widget's page uses it too.
 */
export function UploadStatus({ item, problem, progressLabel, announceProblem = false }: UploadStatusProps) {
  return (
    <Stack gap={2} miw={0} flex={1}>
      <Text size="xs" fw={500} truncate dir="auto">
        {item.name}
      </Text>
      {problem !== null ? (
        <Text size="xs" c="red" role={announceProblem ? 'alert' : undefined}>
          {problem}
        </Text>
      ) : (
        !item.uploaded && <Progress value={item.progress} size="sm" aria-label={progressLabel} />
      )}
    </Stack>
  );
}
