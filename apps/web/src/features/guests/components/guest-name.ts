import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { GuestResponse } from '@tawasul/contracts/shoppers';

/** Guests often give no name: they are told apart by the start of their id. */
export function useGuestName() {
  const { t } = useTranslation();
  return (guest: GuestResponse) => guest.name || t('guests.unnamed', { id: guest.id.slice(0, 8) });
}
