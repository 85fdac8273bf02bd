import { DataList, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/avatar/user-avatar.tsx';
import { DetailDrawer } from '../../../components/detail-drawer.tsx';
import { useFormatDate, useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useLastId } from '../../../lib/lists/use-drawer-params.ts';
import { useGuest } from '../api/use-guests.ts';
import { useGuestName } from './guest-name.ts';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** `?view=ID`: the guest's brand, chats count, first and last visit. */
export function GuestDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const localized = useLocalized();
  const guestName = useGuestName();
  const guest = useGuest(useLastId(id));
  const data = guest.data;
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={t('guests.view.title')}
      loading={guest.isPending}
      error={guest.error}
    >
      {data && (
        <Stack gap="lg">
          <Stack align="center" gap={4}>
            <UserAvatar name={guestName(data)} size="3xl" />
            <Text fw={700} size="lg">
              {guestName(data)}
            </Text>
          </Stack>
          <DataList labelWidth={150} withDivider>
            <Item label={t('guests.view.id')}>
              <Text size="sm" ff="monospace" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                {data.id}
              </Text>
            </Item>
            <Item label={t('guests.columns.brand')}>{localized(data.brandNameEn, data.brandNameAr)}</Item>
            <Item label={t('guests.columns.chats')}>{data.chatsCount}</Item>
            <Item label={t('guests.columns.lastSeen')}>{formatDate(data.lastSeenAt)}</Item>
            <Item label={t('guests.columns.firstSeen')}>{formatDate(data.createdAt)}</Item>
          </DataList>
        </Stack>
      )}
    </DetailDrawer>
  );
}
