import { Button, DataList, Stack, Text } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerResponse } from '@tawasul/contracts/shoppers';
import { UserAvatar } from '../../../components/avatar/user-avatar.tsx';
import { DetailDrawer } from '../../../components/detail-drawer.tsx';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import { useLastId } from '../../../lib/lists/use-drawer-params.ts';
import { useCustomer } from '../api/use-customers.ts';
import { BlockedBadge } from './customer-badges.tsx';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** `?view=ID`: the customer's profile, chats count, last seen, and block or unblock. */
export function CustomerDrawer({
  id,
  onClose,
  onToggleBlock,
}: {
  id: string | null;
  onClose: () => void;
  onToggleBlock: (customer: CustomerResponse) => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const customer = useCustomer(useLastId(id));
  const data = customer.data;
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={t('customers.view.title')}
      loading={customer.isPending}
      error={customer.error}
    >
      {data && (
        <Stack gap="lg">
          <Stack align="center" gap={4}>
            <UserAvatar name={data.name} size="3xl" />
            <Text fw={700} size="lg">
              {data.name}
            </Text>
            <BlockedBadge blocked={data.blocked} />
          </Stack>
          <DataList labelWidth={150} withDivider>
            <Item label={t('common.fields.email')}>
              <span dir="ltr">{data.email ?? '—'}</span>
            </Item>
            <Item label={t('common.fields.phone')}>
              <span dir="ltr">{data.phone ?? '—'}</span>
            </Item>
            <Item label={t('customers.columns.gamerId')}>
              <span dir="ltr">{data.gamerId ?? '—'}</span>
            </Item>
            <Item label={t('customers.columns.chats')}>{data.chatsCount}</Item>
            <Item label={t('customers.columns.lastSeen')}>
              {data.lastSeenAt ? formatDate(data.lastSeenAt) : t('customers.columns.never')}
            </Item>
            <Item label={t('customers.columns.createdAt')}>{formatDate(data.createdAt)}</Item>
            {data.blocked && <Item label={t('customers.block.reason')}>{data.blockReason || '—'}</Item>}
          </DataList>
          <Button
            color={data.blocked ? 'violet' : 'red'}
            variant="light"
            leftSection={data.blocked ? <IconLockOpen size={16} /> : <IconLock size={16} />}
            onClick={() => onToggleBlock(data)}
          >
            {data.blocked ? t('customers.unblock.confirm') : t('customers.block.confirm')}
          </Button>
        </Stack>
      )}
    </DetailDrawer>
  );
}
