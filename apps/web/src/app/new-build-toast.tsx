import { Button, Stack, Text } from '@mantine/core';

/** The body of the "new version" toast: the user decides when to reload, so no typing is lost. */
export function NewBuildToast({ text, label }: { text: string; label: string }) {
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{text}</Text>
      <Button size="xs" onClick={() => window.location.reload()}>
        {label}
      </Button>
    </Stack>
  );
}
