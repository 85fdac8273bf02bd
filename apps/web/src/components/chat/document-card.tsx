import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconFileText } from '../icons/outline-icons.tsx';
import classes from './chat.module.css';

interface DocumentCardProps {
  name: string;
  /** Its size as the reader reads it ("240 KB"). */
  size: string;
  url: string;
  /** The download link's name ("Download invoice.pdf"), in the reader's language. */
  downloadLabel: string;
}

/**
 * A document in a chat, as every surface shows it (a message's files, a canned case's preview): its name and size,
 * and a link that downloads it. Mantine and the outline icons only: the widget's page uses it too.
 */
export function DocumentCard({ name, size, url, downloadLabel }: DocumentCardProps) {
  return (
    <Paper withBorder radius="md" p="xs" className={classes.document}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon variant="light" color="gray" size="lg">
          <IconFileText size={18} />
        </ThemeIcon>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" truncate dir="auto">
            {/* A Latin name keeps its order in an Arabic message without leaving the line's alignment. */}
            <bdi>{name}</bdi>
          </Text>
          <Text size="xs" c="dimmed" dir="ltr" ta="start">
            {size}
          </Text>
        </Stack>
        <Anchor href={url} download={name} c="dimmed" aria-label={downloadLabel} title={downloadLabel}>
          <IconDownload size={18} />
        </Anchor>
      </Group>
    </Paper>
  );
}
