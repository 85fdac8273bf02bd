/**
 * The public pages (DESIGN.md 6b) as the server describes them before the app runs: the key of the title the app
 * shows (the same as the route's, in `routes.tsx`) and of the meta description (`locales/{en,ar}/page-meta.json`, read
 * at build time only: `vite-plugins/page-heads.ts` writes `page-heads.json`, which the server puts in the HTML).
 */
export const PUBLIC_PAGES = {
  '/': { titleKey: null, descriptionKey: 'home' },
  '/login': { titleKey: 'auth.login.title', descriptionKey: 'login' },
  '/phone-login': { titleKey: 'auth.phone.title', descriptionKey: 'phoneLogin' },
  // The phone sign-in's second step: opened directly, it asks for the number first, so it is titled as the first.
  '/otp-login': { titleKey: 'auth.phone.title', descriptionKey: 'otpLogin' },
  '/otp-signup': { titleKey: 'auth.signup.title', descriptionKey: 'otpSignup' },
  '/forgot-password': { titleKey: 'auth.forgot.title', descriptionKey: 'forgotPassword' },
  '/change-password': { titleKey: 'auth.reset.title', descriptionKey: 'changePassword' },
  '/cursor-demo': { titleKey: 'home.cursorDemo.title', descriptionKey: 'cursorDemo' },
} as const satisfies Record<string, { titleKey: string | null; descriptionKey: string }>;

/** What every other page says until the app has drawn it (a CMS page, the back office, the consoles). */
export const DEFAULT_DESCRIPTION_KEY = 'default';
