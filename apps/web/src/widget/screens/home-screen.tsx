import { Anchor, Button, Group, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import {
  IconChevronRight,
  IconHelpCircle,
  IconMail,
  IconMessageCircle,
  IconPhone,
  IconTruck,
} from '../../components/icons/outline-icons.tsx';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useWidgetText } from '../app/widget-i18n.ts';
import type { ChatResponse, GuestTokenResponse, StartChatBody } from '@tawasul/contracts/chats';
import { placeChat } from '../api/widget-keys.ts';
import { WidgetQueries } from '../app/lazy-queries.ts';
import { useIdentity, useWidget } from '../app/widget-context.tsx';
import type { ActiveChatReport } from '../components/active-chat-probe.tsx';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import { useErrorText } from '../components/use-error-text.ts';
import { useLocalizedText } from '../components/use-localized-text.ts';
import { WidgetHeader } from '../components/widget-header.tsx';
import classes from '../components/widget.module.css';

const ActiveChatProbe = lazy(() =>
  import('../components/active-chat-probe.tsx').then((module) => ({ default: module.ActiveChatProbe })),
);

/**
 * Starting a chat: a guest first gets its token (with the name it gave, if any), then the chat is started. A shopper
 * who has an open chat continues it instead; until that is known, the button waits.
 */
function StartChat() {
  const { t } = useWidgetText();
  const { api, widgetId, language, session, navigate, queryClient, loadQueries } = useWidget();
  const identity = useIdentity();
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<ActiveChatReport | null>(null);
  // Only what was found for this very shopper counts (not for the one before a sign-in or a sign-out).
  const shopper = identity.kind !== 'none';
  const known = shopper && report?.identity === identity ? report : null;
  const activeChat = known?.chat ?? null;
  const activePending = shopper && (known?.pending ?? true);

  const startChat = async () => {
    if (identity.kind === 'none') {
      const trimmed = name.trim();
      const guest = await api.post<GuestTokenResponse>(`/api/public/brands/${widgetId}/guests`, {
        ...(trimmed ? { name: trimmed } : {}),
        language,
      });
      session.signIn({ kind: 'guest', token: guest.token, name: guest.guest.name });
    }
    return api.post<ChatResponse>('/api/shopper/chats', { widgetId, language } satisfies StartChatBody);
  };

  const start = async () => {
    setError(null);
    setBusy(true);
    try {
      // The chat's screen reads through the query cache: it loads meanwhile, and holds the new chat before it opens.
      const [client, chat] = await Promise.all([loadQueries(), startChat()]);
      placeChat(client, chat);
      navigate({ name: 'chat', chatId: chat.id });
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  const probe = shopper && queryClient && (
    <Suspense fallback={null}>
      <WidgetQueries client={queryClient}>
        <ActiveChatProbe onReport={setReport} />
      </WidgetQueries>
    </Suspense>
  );

  if (activeChat) {
    return (
      <>
        {probe}
        <Button
          size="md"
          fullWidth
          leftSection={<IconMessageCircle size={20} />}
          onClick={() => navigate({ name: 'chat', chatId: activeChat.id })}
        >
          {t('widget.home.continueChat')}
        </Button>
      </>
    );
  }

  return (
    <>
      {probe}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <Stack gap="xs">
          {identity.kind === 'none' && (
            <TextInput
              label={t('widget.home.nameLabel')}
              description={t('widget.optional')}
              placeholder={t('widget.home.namePlaceholder')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={80}
              autoComplete="name"
            />
          )}
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={busy}
            disabled={activePending}
            leftSection={<IconMessageCircle size={20} />}
          >
            {t('widget.home.startChat')}
          </Button>
        </Stack>
      </form>
    </>
  );
}

/** One line of the "more ways to get help" list: an icon, the label, and a chevron that points the reading way. */
function LinkRow({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <UnstyledButton className={classes.linkRow} onClick={onClick}>
      {icon}
      <span>{label}</span>
      <IconChevronRight size={16} className={classes.flipInRtl} aria-hidden />
    </UnstyledButton>
  );
}

/** The widget's first view: the brand, its banners and welcome messages, and every way to get help. */
export function HomeScreen() {
  const { t } = useWidgetText();
  const { api, bootstrap, navigate, session } = useWidget();
  const identity = useIdentity();
  const localized = useLocalizedText();
  const brand = localized(bootstrap.brand.name);
  const welcome = bootstrap.welcomeMessages.map(localized).filter(Boolean);
  const offline = !bootstrap.agentsOnline;

  const contactLink = (
    <LinkRow
      label={t('widget.home.contact')}
      icon={<IconMail size={18} />}
      onClick={() => navigate({ name: 'contact' })}
    />
  );

  return (
    <>
      <WidgetHeader />
      <div className={classes.content}>
        <Stack gap="md" p="md">
          <BannerCarousel urls={bootstrap.brand.bannerUrls} label={t('widget.home.banners', { brand })} />
          {welcome.length > 0 && (
            <Stack gap={6} component="section" aria-label={t('widget.home.welcome', { brand })}>
              {welcome.map((text, index) => (
                <Paper key={index} className={classes.welcome} px="sm" py={6} radius="lg" data-testid="welcome-message">
                  <Text size="sm" dir="auto">
                    {text}
                  </Text>
                </Paper>
              ))}
            </Stack>
          )}
          {offline && (
            <Paper className={classes.notice} radius="md" p="sm" role="note" data-testid="offline-notice">
              <Stack gap="xs">
                <Text size="sm" fw={700}>
                  {t('widget.home.offlineTitle')}
                </Text>
                <Text size="sm">{t('widget.home.offlineMessage')}</Text>
                <Button leftSection={<IconMail size={18} />} onClick={() => navigate({ name: 'contact' })}>
                  {t('widget.home.contact')}
                </Button>
              </Stack>
            </Paper>
          )}
          <StartChat />
          {identity.kind !== 'none' && identity.name && (
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                {t('widget.home.signedInAs', { name: identity.name })}
              </Text>
              {identity.kind === 'customer' && (
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  onClick={() =>
                    // Ends the bearer session on the server too (the header carries it), then forgets the token.
                    void api
                      .post('/api/auth/sign-out')
                      .catch(() => undefined)
                      .finally(() => session.signOut())
                  }
                >
                  {t('widget.home.signOut')}
                </Anchor>
              )}
            </Group>
          )}
          <nav aria-label={t('widget.home.more')}>
            <Paper withBorder radius="md">
              {(identity.kind === 'none' || identity.kind === 'guest') && (
                <LinkRow
                  label={t('widget.home.signIn')}
                  icon={<IconPhone size={18} />}
                  onClick={() => navigate({ name: 'sign-in' })}
                />
              )}
              <LinkRow
                label={t('widget.home.faq')}
                icon={<IconHelpCircle size={18} />}
                onClick={() => navigate({ name: 'faq' })}
              />
              <LinkRow
                label={t('widget.home.trackOrder')}
                icon={<IconTruck size={18} />}
                onClick={() => navigate({ name: 'track' })}
              />
              {!offline && contactLink}
            </Paper>
          </nav>
        </Stack>
      </div>
    </>
  );
}
