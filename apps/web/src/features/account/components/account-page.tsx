import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of an account page: its title, an optional line of help, the form. */
export function AccountPage({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Stack>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      <Paper withBorder radius="md" p="lg">
        {children}
      </Paper>
    </Stack>
  );
}
