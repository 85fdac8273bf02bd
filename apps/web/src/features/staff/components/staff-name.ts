import type { StaffResponse } from '@tawasul/contracts/staff';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';

export const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

type Named = Pick<StaffResponse, 'name' | 'firstNameEn' | 'lastNameEn' | 'firstNameAr' | 'lastNameAr'>;

/** A staff member's name in the reader's language (the Arabic one on Arabic screens, when it has one). */
export function useStaffName(): (member: Named) => string {
  const localized = useLocalized();
  return (member) =>
    localized(
      fullName(member.firstNameEn, member.lastNameEn) || member.name,
      fullName(member.firstNameAr, member.lastNameAr),
    );
}
