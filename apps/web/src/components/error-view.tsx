import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconError404, IconServerOff } from '@tabler/icons-react';
import { Trans, useTranslation } from '../lib/i18n/use-translation.tsx';

interface ErrorViewProps {
  /** Defaults to 500 (spec section 8). */
  status?: number;
  /** For a 404: the path nobody answers. */
  path?: string;
  homeHref?: string;
  /** The page's code could not arrive (a dropped connection, a removed build): offer a reload, not just home. */
  loadFailed?: boolean;
}

/** Status code, status message and description; never a stack trace. */
export function ErrorView({ status = 500, path = '', homeHref = '/', loadFailed = false }: ErrorViewProps) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const Icon = notFound ? IconError404 : IconServerOff;
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={520} w="100%" data-testid="error-page" data-status={status}>
        <Stack align="center" gap="sm" ta="center">
          <Icon size={48} stroke={1.5} color="var(--mantine-color-violet-6)" aria-hidden />
          {!loadFailed && (
            <Text c="dimmed" fw={600} data-testid="error-status">
              {t('common.errorPage.status', { status })}
            </Text>
          )}
          <Title order={1} size="h2">
            {notFound
              ? t('common.errorPage.notFoundTitle')
              : loadFailed
                ? t('common.errorPage.loadFailedTitle')
                : t('common.errorPage.internalTitle')}
          </Title>
          <Text data-testid="error-description" style={{ overflowWrap: 'anywhere' }}>
            {notFound ? (
              // The path is isolated left to right: inside Arabic text its leading "/" would otherwise jump to the end.
              <Trans i18nKey="common.errorPage.notFound" values={{ path }} components={{ path: <bdi dir="ltr" /> }} />
            ) : loadFailed ? (
              t('common.clientErrors.NETWORK_ERROR')
            ) : (
              t('common.errorPage.internal')
            )}
          </Text>
          {loadFailed ? (
            <Button variant="light" mt="sm" onClick={() => window.location.reload()}>
              {t('common.newBuild.reload')}
            </Button>
          ) : (
            // A full load: the page may be broken because of a stale build, and a reload fixes that too.
            <Button component="a" href={homeHref} variant="light" mt="sm">
              {t('common.actions.backHome')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
