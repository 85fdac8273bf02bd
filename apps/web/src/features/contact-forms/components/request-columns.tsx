import { Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck, IconEye } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ContactRequestResponse } from '@tawasul/contracts/contact-forms';
import { RowActions, useEndAlign } from '../../../components/data-table/row-actions.tsx';
import { useFormatDate, useLocalized } from '../../../lib/i18n/use-localized.ts';
import { HandledBadge } from './handled-badge.tsx';

interface RequestColumnsOptions {
  /** Admins see every brand's requests, so the brand is a column; a manager's are all its own. */
  withBrand: boolean;
  onView: (request: ContactRequestResponse) => void;
  onToggleHandled: (request: ContactRequestResponse) => void;
}

/** Request ID, name, e-mail and phone, the message's start, brand, time received, and whether it was handled. */
export function useRequestColumns({
  withBrand,
  onView,
  onToggleHandled,
}: RequestColumnsOptions): DataTableColumn<ContactRequestResponse>[] {
  const { t } = useTranslation();
  const localized = useLocalized();
  const formatDate = useFormatDate();
  const end = useEndAlign();
  const columns: (DataTableColumn<ContactRequestResponse> | false)[] = [
    {
      accessor: 'id',
      title: t('contactForms.columns.id'),
      titleStyle: { whiteSpace: 'nowrap' },
      render: ({ id }) => (
        <Tooltip label={id} withArrow>
          <Text size="xs" ff="monospace" dir="ltr">
            {id.slice(0, 8)}
          </Text>
        </Tooltip>
      ),
    },
    {
      accessor: 'name',
      title: t('contactForms.columns.name'),
      sortable: true,
      render: ({ name, handled }) => (
        <Text size="sm" fw={handled ? 400 : 600}>
          <bdi>{name}</bdi>
        </Text>
      ),
    },
    {
      // E-mail and phone share a column, so the message keeps room on a laptop screen; it sorts by e-mail.
      accessor: 'email',
      title: t('contactForms.columns.contact'),
      sortable: true,
      render: ({ email, phone }) => (
        <Stack gap={0}>
          {/* An address is read as one word: never broken at its "@" (issue 22, defect 10); the table scrolls. */}
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            <span dir="ltr">{email}</span>
          </Text>
          <Text size="sm" c="dimmed">
            <span dir="ltr">{phone ?? '—'}</span>
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'message',
      title: t('contactForms.columns.message'),
      render: ({ message, language }) => (
        <Text size="sm" c="dimmed" lineClamp={2} miw={180} maw={320}>
          <span dir={language === 'ar' ? 'rtl' : 'ltr'} lang={language}>
            {message}
          </span>
        </Text>
      ),
    },
    withBrand && {
      accessor: 'brandNameEn',
      title: t('contactForms.columns.brand'),
      render: (request) => localized(request.brandNameEn, request.brandNameAr),
    },
    {
      accessor: 'createdAt',
      title: t('contactForms.columns.createdAt'),
      sortable: true,
      render: ({ createdAt }) => formatDate(createdAt),
    },
    {
      accessor: 'handled',
      noWrap: true,
      title: t('contactForms.columns.handled'),
      render: ({ handled }) => <HandledBadge handled={handled} size="sm" />,
    },
    {
      accessor: 'actions',
      title: t('common.table.actions'),
      textAlign: end,
      render: (request) => (
        <RowActions
          actions={[
            { label: t('common.actions.view'), icon: <IconEye size={18} />, onClick: () => onView(request) },
            request.handled
              ? {
                  label: t('contactForms.actions.markNotHandled'),
                  icon: <IconArrowBackUp size={18} />,
                  onClick: () => onToggleHandled(request),
                }
              : {
                  label: t('contactForms.actions.markHandled'),
                  icon: <IconCircleCheck size={18} />,
                  color: 'green',
                  onClick: () => onToggleHandled(request),
                },
          ]}
        />
      ),
    },
  ];
  return columns.filter((column): column is DataTableColumn<ContactRequestResponse> => column !== false);
}
