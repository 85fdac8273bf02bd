import type { SessionUser } from '@tawasul/contracts/auth';
import type { ProductLanguage } from '@tawasul/contracts/locales';

/** The user's name in the reading language when the profile has it, else the account name. */
export function displayName(user: SessionUser, language: ProductLanguage): string {
  const [first, last] = language === 'ar' ? [user.firstNameAr, user.lastNameAr] : [user.firstNameEn, user.lastNameEn];
  const name = [first, last].filter(Boolean).join(' ').trim();
  return name || user.name || user.email || user.phone || '';
}
