import type { SessionUser } from '@tawasul/contracts/auth';
import type { BrandResponse } from '@tawasul/contracts/brands';
import type { FaqResponse } from '@tawasul/contracts/faqs';
import type { Role } from '@tawasul/contracts/roles';
import type { GeneralSettings } from '@tawasul/contracts/settings';
import type { StaffResponse } from '@tawasul/contracts/staff';

/** Records in the contracts' shapes, for the stand-in server's answers. */
let sequence = 0;
export const uuid = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

/**
 * The tests' "now": screens that read the time get a manual clock set to it (`test/manual-clock.ts`), and the records
 * below are dated around it, so no test depends on the day it runs or on how fast the machine is.
 */
export const TEST_NOW = Date.parse('2026-11-20T09:45:00.000Z');
export const minutesAgo = (minutes: number) => new Date(TEST_NOW - minutes * 60_000).toISOString();

export const BRAND_ID = '11111111-1111-4111-8111-111111111111';
const LOGO_ID = '22222222-2222-4222-8222-222222222222';

export function sessionUser(roles: Role[], overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    email: 'admin@tawasul.test',
    emailVerified: true,
    phone: '+966500000001',
    name: 'Amal Haddad',
    firstNameEn: 'Amal',
    lastNameEn: 'Haddad',
    firstNameAr: 'أمل',
    lastNameAr: 'حداد',
    image: null,
    gamerId: null,
    roles,
    brandId: roles.includes('brand_manager') ? BRAND_ID : null,
    language: 'en',
    isOnline: true,
    ...overrides,
  };
}

export function staffMember(overrides: Partial<StaffResponse> = {}): StaffResponse {
  return {
    id: uuid(),
    role: 'agent',
    name: 'Sara Alqahtani',
    firstNameEn: 'Sara',
    lastNameEn: 'Alqahtani',
    firstNameAr: 'سارة',
    lastNameAr: 'القحطاني',
    email: 'agent@tawasul.test',
    phone: '+966500000011',
    brandId: BRAND_ID,
    brandNameEn: 'Falcon Games',
    brandNameAr: 'ألعاب الصقر',
    isOnline: true,
    neverLoggedIn: false,
    lastSignInAt: '2026-11-20T10:00:00.000Z',
    active: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function brand(overrides: Partial<BrandResponse> = {}): BrandResponse {
  return {
    id: BRAND_ID,
    nameEn: 'Falcon Games',
    nameAr: 'ألعاب الصقر',
    email: 'hello@falcon.test',
    logo: { id: LOGO_ID, url: `/api/uploads/${LOGO_ID}` },
    banners: [],
    orderManager: null,
    connectionStatus: 'not_connected',
    connectionProblem: null,
    apiKeySet: false,
    widgetId: 'wgt_falcon',
    webViewCode: '<script src="https://tawasul.test/widget.js" data-widget="wgt_falcon" async></script>',
    primaryColor: '#7950f2',
    secondaryColor: '#228be6',
    chatButtonLabelEn: 'Chat with us',
    chatButtonLabelAr: 'تحدث معنا',
    allowedDomains: ['falcon.test'],
    timeZone: 'Asia/Riyadh',
    agentsCount: 3,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export const PLATFORM_SETTINGS: GeneralSettings = {
  customerInactivityTimeoutHours: 24,
  maxConversationsPerAgent: 5,
  messageEditMinutes: 15,
  messageDeleteMinutes: 10,
  waitingTimeoutMinutes: 3,
};

export function page<T>(items: T[], { page: number = 1, pageSize = 20, total = items.length } = {}) {
  return { items, total, page: number, pageSize };
}

/** A brand FAQ in the contract's shape, for the stand-in server's answers. */
export function faq(overrides: Partial<FaqResponse> = {}): FaqResponse {
  return {
    id: uuid(),
    brandId: BRAND_ID,
    brandNameEn: 'Falcon Games',
    brandNameAr: 'ألعاب الصقر',
    questionEn: 'Do you ship abroad?',
    questionAr: 'هل تشحنون إلى الخارج؟',
    answerEn: 'Yes, to every GCC country.',
    answerAr: 'نعم، إلى جميع دول الخليج.',
    active: true,
    position: 1,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}
