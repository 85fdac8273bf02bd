import { Anchor, Button, DataList, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactRequestResponse } from '@tawasul/contracts/contact-forms';
import { DetailDrawer } from '../../../components/detail-drawer.tsx';
import { useFormatDate, useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useLastId } from '../../../lib/lists/use-drawer-params.ts';
import { useContactRequest } from '../api/use-contact-requests.ts';
import { HandledBadge } from './handled-badge.tsx';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function RequestDetails({ request }: { request: ContactRequestResponse }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const formatDate = useFormatDate();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={3} size="h4">
          <bdi>{request.name}</bdi>
        </Title>
        <HandledBadge handled={request.handled} />
      </Group>
      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
        <Stack gap={6}>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            {t('contactForms.columns.message')}
          </Text>
          <Text
            size="sm"
            dir={request.language === 'ar' ? 'rtl' : 'ltr'}
            lang={request.language}
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="request-message"
          >
            {request.message}
          </Text>
        </Stack>
      </Paper>
      <DataList labelWidth={150} withDivider>
        <Item label={t('contactForms.columns.id')}>
          <Text size="sm" ff="monospace" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            {request.id}
          </Text>
        </Item>
        <Item label={t('contactForms.columns.email')}>
          <Anchor href={`mailto:${request.email}`} size="sm" dir="ltr">
            {request.email}
          </Anchor>
        </Item>
        <Item label={t('contactForms.columns.phone')}>
          {request.phone ? (
            <Anchor href={`tel:${request.phone}`} size="sm" dir="ltr">
              {request.phone}
            </Anchor>
          ) : (
            '—'
          )}
        </Item>
        <Item label={t('contactForms.columns.brand')}>{localized(request.brandNameEn, request.brandNameAr)}</Item>
        <Item label={t('contactForms.view.language')}>{t(`contactForms.languages.${request.language}`)}</Item>
        <Item label={t('contactForms.columns.createdAt')}>{formatDate(request.createdAt)}</Item>
        {request.handledAt && <Item label={t('contactForms.view.handledAt')}>{formatDate(request.handledAt)}</Item>}
      </DataList>
    </Stack>
  );
}

/** `?view=ID`: the whole message and who sent it, with "mark handled / not handled" and a reply by e-mail. */
export function RequestDrawer({
  id,
  onClose,
  onToggleHandled,
  pendingId,
}: {
  id: string | null;
  onClose: () => void;
  onToggleHandled: (request: ContactRequestResponse) => void;
  /** The request whose handled flag is being saved. */
  pendingId: string | null;
}) {
  const { t } = useTranslation();
  const request = useContactRequest(useLastId(id));
  const data = request.data;
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={t('contactForms.view.title')}
      loading={request.isPending}
      error={request.error}
    >
      {data && (
        <Stack gap="lg">
          <RequestDetails request={data} />
          <Group gap="xs">
            <Button
              leftSection={data.handled ? <IconArrowBackUp size={16} /> : <IconCircleCheck size={16} />}
              variant={data.handled ? 'default' : 'filled'}
              loading={pendingId === data.id}
              onClick={() => onToggleHandled(data)}
            >
              {data.handled ? t('contactForms.actions.markNotHandled') : t('contactForms.actions.markHandled')}
            </Button>
            <Button component="a" href={`mailto:${data.email}`} variant="light" leftSection={<IconMail size={16} />}>
              {t('contactForms.actions.reply')}
            </Button>
          </Group>
        </Stack>
      )}
    </DetailDrawer>
  );
}
