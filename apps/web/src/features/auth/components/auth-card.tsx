import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of every sign-in screen: a title, a line of help, the form, the links below it. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Stack align="center" py="lg">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={440}>
        <Stack gap="lg">
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
          {children}
        </Stack>
      </Paper>
      {footer}
    </Stack>
  );
}
