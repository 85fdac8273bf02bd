import type { ComponentType } from 'react';
import { matchRoutes, Navigate, type LoaderFunction, type RouteObject } from 'react-router';
import { LOCALE_PREFIXES } from '../lib/i18n/locale-prefix.ts';
import type { TitleSurface } from '../lib/platform/document-title.ts';
import type { AdminScreenName } from './admin-screens.ts';
import { createGuardLoader, type GuardDependencies } from './guard-loader.ts';
import { NotFoundScreen } from './not-found-screen.tsx';
import { RootShell } from './root-shell.tsx';
import { routeComponent } from './route-component.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { StartingScreen } from './starting-screen.tsx';

/** Read by the document title rule: the deepest matched route with a title names the page. */
export interface RouteHandle {
  titleKey?: string;
  /** The deepest route that says so decides which names the title goes by (lib/platform/document-title.ts). */
  surface?: TitleSurface;
}

type Screen = () => Promise<ComponentType>;

/** An admin screen, loaded through the back office's own loader chunk (see admin-screens.ts). */
const adminScreen =
  (name: AdminScreenName): Screen =>
  async () =>
    (await import('./admin-screens.ts')).ADMIN_SCREENS[name]();

/** A screen in its own chunk, loaded when its route is first visited. */
const screen = (path: string | undefined, titleKey: string | undefined, load: Screen): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  ...(titleKey ? { handle: { titleKey } satisfies RouteHandle } : {}),
  lazy: { Component: routeComponent(load) },
});

/** The routes of spec section 2 and DESIGN.md section 1, once per locale prefix. */
function surfaces(): RouteObject[] {
  return [
    {
      // Public site and account (default layout).
      handle: { surface: 'public' } satisfies RouteHandle,
      lazy: { Component: routeComponent(async () => (await import('./layouts/public-layout.tsx')).PublicLayout) },
      children: [
        screen(undefined, undefined, async () => (await import('../features/home/landing-screen.tsx')).LandingScreen),
        screen(
          'login',
          'auth.login.title',
          async () => (await import('../features/auth/login-screen.tsx')).LoginScreen,
        ),
        screen(
          'phone-login',
          'auth.phone.title',
          async () => (await import('../features/auth/phone-login-screen.tsx')).PhoneLoginScreen,
        ),
        screen(
          'otp-login',
          'auth.phone.title',
          async () => (await import('../features/auth/otp-login-screen.tsx')).OtpLoginScreen,
        ),
        screen(
          'otp-signup',
          'auth.signup.title',
          async () => (await import('../features/auth/otp-signup-screen.tsx')).OtpSignupScreen,
        ),
        screen(
          'forgot-password',
          'auth.forgot.title',
          async () => (await import('../features/auth/forgot-password-screen.tsx')).ForgotPasswordScreen,
        ),
        screen(
          'change-password',
          'auth.reset.title',
          async () => (await import('../features/auth/reset-password-screen.tsx')).ResetPasswordScreen,
        ),
        screen(
          'cursor-demo',
          'home.cursorDemo.title',
          async () => (await import('../features/home/cursor-demo-screen.tsx')).CursorDemoScreen,
        ),
        // DESIGN.md 6b: the CMS pages, public at /pages/{slug}.
        screen(
          'pages/:slug',
          undefined,
          async () => (await import('../features/home/public-page-screen.tsx')).PublicPageScreen,
        ),
        {
          path: 'user',
          lazy: { Component: routeComponent(async () => (await import('./layouts/account-layout.tsx')).AccountLayout) },
          children: [
            { index: true, element: <Navigate to="update-profile" replace /> },
            screen(
              'update-profile',
              'account.profile.title',
              async () => (await import('../features/account/update-profile-screen.tsx')).UpdateProfileScreen,
            ),
            screen(
              'change-password',
              'account.password.title',
              async () => (await import('../features/account/change-password-screen.tsx')).ChangePasswordScreen,
            ),
            screen(
              'delete-account',
              'account.delete.title',
              async () => (await import('../features/account/delete-account-screen.tsx')).DeleteAccountScreen,
            ),
          ],
        },
        // Spec section 2: an admin route shown without the admin layout (titled as the back office).
        {
          ...screen(
            'admin/brand/cs-cart-login',
            'admin.screens.csCartLogin',
            async () => (await import('../features/brands/cs-cart-login-screen.tsx')).CsCartLoginScreen,
          ),
          handle: { titleKey: 'admin.screens.csCartLogin', surface: 'app' } satisfies RouteHandle,
        },
        {
          path: '*',
          handle: { titleKey: 'common.errorPage.notFoundTitle' } satisfies RouteHandle,
          Component: NotFoundScreen,
        },
      ],
    },
    {
      path: 'admin',
      lazy: { Component: routeComponent(async () => (await import('./layouts/admin-layout.tsx')).AdminLayout) },
      children: [
        screen(undefined, 'admin.nav.dashboard', adminScreen('dashboard')),
        screen('brand', 'admin.nav.brands', adminScreen('brands')),
        screen('salla-installation', 'admin.nav.sallaInstallations', adminScreen('sallaInstallations')),
        screen('agent', 'admin.nav.agents', adminScreen('agents')),
        screen('brand-manager', 'admin.nav.brandManagers', adminScreen('brandManagers')),
        screen('customer', 'admin.nav.customers', adminScreen('customers')),
        screen('guest', 'admin.nav.guests', adminScreen('guests')),
        screen('brand/profile', 'admin.nav.brandProfile', adminScreen('brandProfile')),
        screen('brand/configuration', 'admin.nav.brandConfiguration', adminScreen('brandConfiguration')),
        screen('chat-management', 'admin.nav.chatManagement', adminScreen('chatManagement')),
        screen('critical-message', 'admin.nav.criticalMessages', adminScreen('criticalMessages')),
        screen('canned-response/category', 'admin.nav.categories', adminScreen('categories')),
        screen('canned-response/case', 'admin.nav.cases', adminScreen('cases')),
        screen('contact-forms', 'admin.nav.contactForms', adminScreen('contactForms')),
        screen('faq', 'admin.nav.faq', adminScreen('faqs')),
        screen('page', 'admin.nav.cmsPages', adminScreen('cmsPages')),
        screen('cms-faq', 'admin.nav.cmsFaq', adminScreen('cmsFaq')),
        screen('landing-page-form', 'admin.nav.landingPage', adminScreen('landingPageForm')),
        screen('settings', 'admin.nav.generalSettings', adminScreen('generalSettings')),
        screen('otp', 'account.otp.title', adminScreen('adminOtp')),
        screen('profile-setting', 'account.settings.title', adminScreen('profileSettings')),
      ],
    },
    {
      path: 'agent',
      lazy: { Component: routeComponent(async () => (await import('./layouts/agent-layout.tsx')).AgentLayout) },
      children: [
        screen(
          undefined,
          'areas.agent.title',
          async () => (await import('../features/agent-console/agent-console-screen.tsx')).AgentConsoleScreen,
        ),
      ],
    },
    {
      path: 'customer',
      lazy: { Component: routeComponent(async () => (await import('./layouts/customer-layout.tsx')).CustomerLayout) },
      children: [
        screen(
          undefined,
          'areas.customer.title',
          async () => (await import('../features/customer-area/customer-area-screen.tsx')).CustomerAreaScreen,
        ),
      ],
    },
  ];
}

/**
 * The root route runs the guard before every navigation (`shouldRevalidate` → true: React Router would otherwise
 * skip a parent's loader when only the child changes) and renders the error page for anything thrown below it.
 */
function createRoutes(guard: LoaderFunction): RouteObject[] {
  return [
    {
      id: 'root',
      loader: guard,
      shouldRevalidate: () => true,
      Component: RootShell,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: StartingScreen,
      children: [...surfaces(), ...LOCALE_PREFIXES.map((prefix) => ({ path: prefix, children: surfaces() }))],
    },
  ];
}

/** The routes with the guard wired in; a path only the 404 route answers counts as unknown. */
export function createGuardedRoutes(dependencies: Omit<GuardDependencies, 'isKnownPath'>): RouteObject[] {
  const routes = createRoutes(
    createGuardLoader({
      ...dependencies,
      isKnownPath: (path) => matchRoutes(routes, path)?.at(-1)?.route.path !== '*',
    }),
  );
  return routes;
}
