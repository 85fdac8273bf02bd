import { Badge, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The empty state of a screen whose content ships later: its title, so navigation and guards can be checked now. */
export function ComingSoonCard({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder radius="md" p="xl" data-testid="coming-soon">
        <Center>
          <Stack align="center" gap="xs" ta="center" maw={480}>
            <IconTools size={40} stroke={1.5} color="var(--mantine-color-violet-6)" aria-hidden />
            <Badge variant="light" color="blue">
              {t('common.comingSoon.badge')}
            </Badge>
            <Text c="dimmed">{description ?? t('common.comingSoon.description')}</Text>
          </Stack>
        </Center>
      </Paper>
    </Stack>
  );
}
