import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { UserAvatar } from './user-avatar.tsx';

/** The top of a person's drawer: a large avatar, their name under it, and what marks them (a badge) below. */
export function PersonHeading({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <Stack align="center" gap={4}>
      <UserAvatar name={name} size="3xl" />
      <Text fw={700} size="lg">
        {name}
      </Text>
      {children}
    </Stack>
  );
}
