import { Button } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { CustomerResponse } from '@tawasul/contracts/shoppers';
import { PersonHeading } from '../../../components/avatar/person-heading.tsx';
import { DetailItem, DetailList } from '../../../components/detail-list.tsx';
import { RecordViewDrawer } from '../../../components/record-drawers.tsx';
import type { RecordDrawerProps } from '../../../components/record-drawers.tsx';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import { useCustomer } from '../api/use-customers.ts';
import { BlockedBadge } from './customer-badges.tsx';

/** `?view=ID`: the customer's profile, chats count, last seen, and block or unblock. */
export function CustomerDrawer({
  id,
  onClose,
  onToggleBlock,
}: RecordDrawerProps & {
  onToggleBlock: (customer: CustomerResponse) => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <RecordViewDrawer id={id} onClose={onClose} useRecord={useCustomer} title={t('customers.view.title')}>
      {(customer) => (
        <>
          <PersonHeading name={customer.name}>
            <BlockedBadge blocked={customer.blocked} />
          </PersonHeading>
          <DetailList>
            <DetailItem label={t('common.fields.email')} dir="ltr">
              {customer.email ?? '—'}
            </DetailItem>
            <DetailItem label={t('common.fields.phone')} dir="ltr">
              {customer.phone ?? '—'}
            </DetailItem>
            <DetailItem label={t('customers.columns.gamerId')} dir="ltr">
              {customer.gamerId ?? '—'}
            </DetailItem>
            <DetailItem label={t('customers.columns.chats')}>{customer.chatsCount}</DetailItem>
            <DetailItem label={t('customers.columns.lastSeen')}>
              {customer.lastSeenAt ? formatDate(customer.lastSeenAt) : t('customers.columns.never')}
            </DetailItem>
            <DetailItem label={t('customers.columns.createdAt')}>{formatDate(customer.createdAt)}</DetailItem>
            {customer.blocked && (
              <DetailItem label={t('customers.block.reason')}>{customer.blockReason || '—'}</DetailItem>
            )}
          </DetailList>
          <Button
            color={customer.blocked ? 'violet' : 'red'}
            variant="light"
            leftSection={customer.blocked ? <IconLockOpen size={16} /> : <IconLock size={16} />}
            onClick={() => onToggleBlock(customer)}
          >
            {customer.blocked ? t('customers.unblock.confirm') : t('customers.block.confirm')}
          </Button>
        </>
      )}
    </RecordViewDrawer>
  );
}
