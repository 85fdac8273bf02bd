import type { ComponentType } from 'react';

/**
 * The back office's screens, each in its own chunk. Their loaders live in this small chunk rather than in
 * routes.tsx: the start-up bundle holds routes.tsx, and with it the list of chunks each lazy import preloads, so the
 * sign-in page would otherwise grow with every admin screen. The admin layout loads at the same time as this chunk.
 */
export const ADMIN_SCREENS = {
  dashboard: async () => (await import('../features/dashboard/dashboard-screen.tsx')).DashboardScreen,
  brands: async () => (await import('../features/brands/brands-screen.tsx')).BrandsScreen,
  sallaInstallations: async () =>
    (await import('../features/salla-installations/salla-installations-screen.tsx')).SallaInstallationsScreen,
  agents: async () => (await import('../features/staff/agents-screen.tsx')).AgentsScreen,
  brandManagers: async () => (await import('../features/staff/brand-managers-screen.tsx')).BrandManagersScreen,
  customers: async () => (await import('../features/customers/customers-screen.tsx')).CustomersScreen,
  guests: async () => (await import('../features/guests/guests-screen.tsx')).GuestsScreen,
  brandProfile: async () => (await import('../features/brands/brand-profile-screen.tsx')).BrandProfileScreen,
  brandConfiguration: async () =>
    (await import('../features/brands/brand-configuration-screen.tsx')).BrandConfigurationScreen,
  chatManagement: async () => (await import('../features/chats/chat-management-screen.tsx')).ChatManagementScreen,
  criticalMessages: async () =>
    (await import('../features/critical-messages/critical-messages-screen.tsx')).CriticalMessagesScreen,
  categories: async () => (await import('../features/canned-responses/categories-screen.tsx')).CategoriesScreen,
  cases: async () => (await import('../features/canned-responses/cases-screen.tsx')).CasesScreen,
  contactForms: async () => (await import('../features/contact-forms/contact-forms-screen.tsx')).ContactFormsScreen,
  faqs: async () => (await import('../features/faqs/faqs-screen.tsx')).FaqsScreen,
  cmsPages: async () => (await import('../features/cms/pages-screen.tsx')).CmsPagesScreen,
  cmsFaq: async () => (await import('../features/faqs/cms-faq-screen.tsx')).CmsFaqScreen,
  landingPageForm: async () => (await import('../features/cms/landing-page-screen.tsx')).LandingPageFormScreen,
  generalSettings: async () => (await import('../features/settings/general-settings-screen.tsx')).GeneralSettingsScreen,
  adminOtp: async () => (await import('../features/account/admin-otp-screen.tsx')).AdminOtpScreen,
  profileSettings: async () => (await import('../features/account/profile-settings-screen.tsx')).ProfileSettingsScreen,
} satisfies Record<string, () => Promise<ComponentType>>;

export type AdminScreenName = keyof typeof ADMIN_SCREENS;
