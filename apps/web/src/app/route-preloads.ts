/**
 * The modules a first visit of these pages runs beyond the start-up bundle: its layout and its screen, as the lazy
 * imports of `routes.tsx` (and `admin-screens.ts`) load them; `route-preloads.test.ts` holds the two together. The
 * build lists each page's files (`vite-plugins/route-preloads.ts` writes `route-preloads.json`), and the server names
 * them in the page's HTML, so they load beside the start-up bundle instead of after it has run (issue 22). A page
 * not listed here still works: its files load as the router reaches them.
 */
const PUBLIC_LAYOUT = 'src/app/layouts/public-layout.tsx';
const ADMIN = ['src/app/layouts/admin-layout.tsx', 'src/app/admin-screens.ts'];

export const ROUTE_MODULES: Record<string, readonly string[]> = {
  '/': [PUBLIC_LAYOUT, 'src/features/home/landing-screen.tsx'],
  '/login': [PUBLIC_LAYOUT, 'src/features/auth/login-screen.tsx'],
  '/phone-login': [PUBLIC_LAYOUT, 'src/features/auth/phone-login-screen.tsx'],
  '/otp-login': [PUBLIC_LAYOUT, 'src/features/auth/otp-login-screen.tsx'],
  '/otp-signup': [PUBLIC_LAYOUT, 'src/features/auth/otp-signup-screen.tsx'],
  '/forgot-password': [PUBLIC_LAYOUT, 'src/features/auth/forgot-password-screen.tsx'],
  '/change-password': [PUBLIC_LAYOUT, 'src/features/auth/reset-password-screen.tsx'],
  '/cursor-demo': [PUBLIC_LAYOUT, 'src/features/home/cursor-demo-screen.tsx'],
  '/admin': [...ADMIN, 'src/features/dashboard/dashboard-screen.tsx'],
  '/admin/chat-management': [...ADMIN, 'src/features/chats/chat-management-screen.tsx'],
  '/agent': ['src/app/layouts/agent-layout.tsx', 'src/features/agent-console/agent-console-screen.tsx'],
  '/customer': ['src/app/layouts/customer-layout.tsx', 'src/features/customer-area/customer-area-screen.tsx'],
};
