import type { Translator as I18n } from './translator.ts';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import arAccount from '../../locales/ar/back-office/account.json';
import arBrands from '../../locales/ar/back-office/brands.json';
import arCommon from '../../locales/ar/back-office/common.json';
import arCustomers from '../../locales/ar/back-office/customers.json';
import arGuests from '../../locales/ar/back-office/guests.json';
import arSallaInstallations from '../../locales/ar/back-office/salla-installations.json';
import arSettings from '../../locales/ar/back-office/settings.json';
import arStaff from '../../locales/ar/back-office/staff.json';
import enAccount from '../../locales/en/back-office/account.json';
import enBrands from '../../locales/en/back-office/brands.json';
import enCommon from '../../locales/en/back-office/common.json';
import enCustomers from '../../locales/en/back-office/customers.json';
import enGuests from '../../locales/en/back-office/guests.json';
import enSallaInstallations from '../../locales/en/back-office/salla-installations.json';
import enSettings from '../../locales/en/back-office/settings.json';
import enStaff from '../../locales/en/back-office/staff.json';
import arCannedResponses from '../../locales/ar/back-office/canned-responses.json';
import arCms from '../../locales/ar/back-office/cms.json';
import arContactForms from '../../locales/ar/back-office/contact-forms.json';
import arFaqs from '../../locales/ar/back-office/faqs.json';
import enCannedResponses from '../../locales/en/back-office/canned-responses.json';
import enCms from '../../locales/en/back-office/cms.json';
import enContactForms from '../../locales/en/back-office/contact-forms.json';
import enFaqs from '../../locales/en/back-office/faqs.json';
import arChats from '../../locales/ar/back-office/chats.json';
import arCriticalMessages from '../../locales/ar/back-office/critical-messages.json';
import arNotifications from '../../locales/ar/back-office/notifications.json';
import enChats from '../../locales/en/back-office/chats.json';
import enCriticalMessages from '../../locales/en/back-office/critical-messages.json';
import enNotifications from '../../locales/en/back-office/notifications.json';
import arDashboard from '../../locales/ar/back-office/dashboard.json';
import arReports from '../../locales/ar/back-office/reports.json';
import enDashboard from '../../locales/en/back-office/dashboard.json';
import enReports from '../../locales/en/back-office/reports.json';
import arOrders from '../../locales/ar/orders.json';
import enOrders from '../../locales/en/orders.json';
import arAdmin from '../../locales/ar/admin.json';
import enAdmin from '../../locales/en/admin.json';
import { addAccountResources } from './account-resources.ts';
import type { TranslationTree } from './resources.ts';

/**
 * The back office's texts (`locales/{en,ar}/back-office/` and `admin.json`, its frame): its own namespaces, and its
 * additions to `common`
 * (tables, uploads, statuses) and `account` (profile picture, changing e-mail or phone). They travel with the admin
 * layout's chunk rather than the start-up bundle, so the sign-in page does not carry them; the layout adds them
 * before any admin screen renders.
 */
export const BACK_OFFICE_RESOURCES: Record<ProductLanguage, TranslationTree> = {
  en: {
    admin: enAdmin,
    common: enCommon,
    account: enAccount,
    brands: enBrands,
    customers: enCustomers,
    guests: enGuests,
    sallaInstallations: enSallaInstallations,
    settings: enSettings,
    staff: enStaff,
    cannedResponses: enCannedResponses,
    faqs: enFaqs,
    contactForms: enContactForms,
    cms: enCms,
    chats: enChats,
    criticalMessages: enCriticalMessages,
    notifications: enNotifications,
    dashboard: enDashboard,
    reports: enReports,
    orders: enOrders,
  },
  ar: {
    admin: arAdmin,
    common: arCommon,
    account: arAccount,
    brands: arBrands,
    customers: arCustomers,
    guests: arGuests,
    sallaInstallations: arSallaInstallations,
    settings: arSettings,
    staff: arStaff,
    cannedResponses: arCannedResponses,
    faqs: arFaqs,
    contactForms: arContactForms,
    cms: arCms,
    chats: arChats,
    criticalMessages: arCriticalMessages,
    notifications: arNotifications,
    dashboard: arDashboard,
    reports: arReports,
    orders: arOrders,
  },
};

const added = new WeakSet<I18n>();

/** Merged into the one namespace (deep, never overwriting a start-up text). Idempotent: safe on every render. */
export function addBackOfficeResources(i18n: I18n): void {
  if (added.has(i18n)) return;
  added.add(i18n);
  addAccountResources(i18n);
  for (const language of ['en', 'ar'] as const) {
    i18n.addResourceBundle(language, 'translation', BACK_OFFICE_RESOURCES[language], true, false);
  }
}
