import { Text, Tooltip } from '@mantine/core';

/** A record id in a list: its first characters, the whole id on hover. */
export function ShortId({ id }: { id: string }) {
  return (
    <Tooltip label={id} withArrow>
      <Text size="xs" ff="monospace" dir="ltr">
        {id.slice(0, 8)}
      </Text>
    </Tooltip>
  );
}
