import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ContactRequestResponse } from '@tawasul/contracts/contact-forms';
import { DetailId, DetailItem, DetailList } from '../../../components/detail-list.tsx';
import { RecordViewDrawer } from '../../../components/record-drawers.tsx';
import type { RecordDrawerProps } from '../../../components/record-drawers.tsx';
import { useFormatDate, useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useContactRequest } from '../api/use-contact-requests.ts';
import { HandledBadge } from './handled-badge.tsx';

function RequestDetails({ request }: { request: ContactRequestResponse }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const formatDate = useFormatDate();
  return (
    <>
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
      <DetailList>
        <DetailId label={t('contactForms.columns.id')} id={request.id} />
        <DetailItem label={t('contactForms.columns.email')}>
          <Anchor href={`mailto:${request.email}`} size="sm" dir="ltr">
            {request.email}
          </Anchor>
        </DetailItem>
        <DetailItem label={t('contactForms.columns.phone')}>
          {request.phone ? (
            <Anchor href={`tel:${request.phone}`} size="sm" dir="ltr">
              {request.phone}
            </Anchor>
          ) : (
            '—'
          )}
        </DetailItem>
        <DetailItem label={t('contactForms.columns.brand')}>
          {localized(request.brandNameEn, request.brandNameAr)}
        </DetailItem>
        <DetailItem label={t('contactForms.view.language')}>
          {t(`contactForms.languages.${request.language}`)}
        </DetailItem>
        <DetailItem label={t('contactForms.columns.createdAt')}>{formatDate(request.createdAt)}</DetailItem>
        {request.handledAt && (
          <DetailItem label={t('contactForms.view.handledAt')}>{formatDate(request.handledAt)}</DetailItem>
        )}
      </DetailList>
    </>
  );
}

/** `?view=ID`: the whole message and who sent it, with "mark handled / not handled" and a reply by e-mail. */
export function RequestDrawer({
  id,
  onClose,
  onToggleHandled,
  pendingId,
}: RecordDrawerProps & {
  onToggleHandled: (request: ContactRequestResponse) => void;
  /** The request whose handled flag is being saved. */
  pendingId: string | null;
}) {
  const { t } = useTranslation();
  return (
    <RecordViewDrawer id={id} onClose={onClose} useRecord={useContactRequest} title={t('contactForms.view.title')}>
      {(request) => (
        <>
          <RequestDetails request={request} />
          <Group gap="xs">
            <Button
              leftSection={request.handled ? <IconArrowBackUp size={16} /> : <IconCircleCheck size={16} />}
              variant={request.handled ? 'default' : 'filled'}
              loading={pendingId === request.id}
              onClick={() => onToggleHandled(request)}
            >
              {request.handled ? t('contactForms.actions.markNotHandled') : t('contactForms.actions.markHandled')}
            </Button>
            <Button component="a" href={`mailto:${request.email}`} variant="light" leftSection={<IconMail size={16} />}>
              {t('contactForms.actions.reply')}
            </Button>
          </Group>
        </>
      )}
    </RecordViewDrawer>
  );
}
