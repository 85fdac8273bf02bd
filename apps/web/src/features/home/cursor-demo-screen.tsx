import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { addCursorDemoResources } from '../../lib/i18n/cursor-demo-resources.ts';
import { currentLanguage } from '../../lib/i18n/language.ts';
import { useLocalePath } from '../../lib/i18n/use-locale-path.ts';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { DEMO_WIDGET_ID } from './components/demo-products.ts';
import { DemoStore } from './components/demo-store.tsx';
import { useEmbeddedWidget } from './components/use-embedded-widget.ts';

/**
 * `/cursor-demo` (public): a sample storefront of the demo brand with its chat widget embedded as any store embeds it,
 * to try the shopper's side; the note says so and leads to the agent console to answer (DESIGN.md section 1).
 */
export function CursorDemoScreen() {
  const { t, i18n } = useTranslation();
  // The store's texts come with this chunk; added before the screen renders.
  addCursorDemoResources(i18n);
  const localePath = useLocalePath();
  const user = useSessionUser();
  const isAgent = user?.roles.includes('agent') ?? false;
  useEmbeddedWidget(DEMO_WIDGET_ID, currentLanguage(i18n));

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('home.cursorDemo.title')}
        </Title>
        <Text c="dimmed">{t('home.cursorDemo.description')}</Text>
      </Stack>
      <Alert
        variant="light"
        color="blue"
        icon={<IconInfoCircle size={18} />}
        title={t('cursorDemo.note.title')}
        data-testid="demo-note"
      >
        <Stack gap={6}>
          <Text size="sm">{t('cursorDemo.note.body')}</Text>
          <Text size="sm">{t('cursorDemo.note.answer')}</Text>
          <Anchor component={Link} to={localePath(isAgent ? '/agent' : '/login')} size="sm" fw={600}>
            {isAgent ? t('cursorDemo.note.openConsole') : t('cursorDemo.note.signIn')}
          </Anchor>
        </Stack>
      </Alert>
      <DemoStore />
    </Stack>
  );
}
