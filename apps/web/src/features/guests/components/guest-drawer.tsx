import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { PersonHeading } from '../../../components/avatar/person-heading.tsx';
import { DetailId, DetailItem, DetailList } from '../../../components/detail-list.tsx';
import { RecordViewDrawer } from '../../../components/record-drawers.tsx';
import type { RecordDrawerProps } from '../../../components/record-drawers.tsx';
import { useFormatDate, useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useGuest } from '../api/use-guests.ts';
import { useGuestName } from './guest-name.ts';

/** `?view=ID`: the guest's brand, chats count, first and last visit. */
export function GuestDrawer({ id, onClose }: RecordDrawerProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const localized = useLocalized();
  const guestName = useGuestName();
  return (
    <RecordViewDrawer id={id} onClose={onClose} useRecord={useGuest} title={t('guests.view.title')}>
      {(guest) => (
        <>
          <PersonHeading name={guestName(guest)} />
          <DetailList>
            <DetailId label={t('guests.view.id')} id={guest.id} />
            <DetailItem label={t('guests.columns.brand')}>{localized(guest.brandNameEn, guest.brandNameAr)}</DetailItem>
            <DetailItem label={t('guests.columns.chats')}>{guest.chatsCount}</DetailItem>
            <DetailItem label={t('guests.columns.lastSeen')}>{formatDate(guest.lastSeenAt)}</DetailItem>
            <DetailItem label={t('guests.columns.firstSeen')}>{formatDate(guest.createdAt)}</DetailItem>
          </DetailList>
        </>
      )}
    </RecordViewDrawer>
  );
}
