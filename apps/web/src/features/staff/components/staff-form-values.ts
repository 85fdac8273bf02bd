import { z } from 'zod';
import { StaffInput, type StaffResponse } from '@tawasul/contracts/staff';
import { Password } from '@tawasul/contracts/validation';

export type StaffFormValues = {
  firstNameEn: string;
  lastNameEn: string;
  firstNameAr: string;
  lastNameAr: string;
  email: string;
  phone: string;
  brandId: string | null;
  password: string;
  active: boolean;
};

export const STAFF_FIELDS = [
  'firstNameEn',
  'lastNameEn',
  'firstNameAr',
  'lastNameAr',
  'email',
  'phone',
  'brandId',
  'password',
  'active',
] as const;

export function staffFormValues(member: StaffResponse | undefined): StaffFormValues {
  return {
    firstNameEn: member?.firstNameEn ?? '',
    lastNameEn: member?.lastNameEn ?? '',
    firstNameAr: member?.firstNameAr ?? '',
    lastNameAr: member?.lastNameAr ?? '',
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    brandId: member?.brandId ?? null,
    password: '',
    active: member?.active ?? true,
  };
}

/**
 * The body of contracts: an emptied phone is removed on update (null) and left out on create; the password only when
 * typed; the brand only when the form shows the picker (a manager's agents get the manager's brand on the server).
 */
export function toStaffInput(
  values: StaffFormValues,
  { creating, withBrand }: { creating: boolean; withBrand: boolean },
) {
  const phone = values.phone.trim();
  return {
    firstNameEn: values.firstNameEn,
    lastNameEn: values.lastNameEn,
    firstNameAr: values.firstNameAr,
    lastNameAr: values.lastNameAr,
    email: values.email,
    ...(phone ? { phone } : creating ? {} : { phone: null }),
    ...(withBrand && values.brandId ? { brandId: values.brandId } : {}),
    ...(values.password ? { password: values.password } : {}),
    active: values.active,
  };
}

/** The contract's schema with this form's extra rules: a password on create, a brand when an admin picks it. */
export function staffFormSchema({ creating, withBrand }: { creating: boolean; withBrand: boolean }) {
  return StaffInput.extend({
    ...(creating ? { password: Password } : {}),
    ...(withBrand ? { brandId: z.uuid({ error: 'validation.required' }) } : {}),
  });
}
