import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { TranslationProvider } from '../lib/i18n/use-translation.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@tawasul/contracts/auth';
import type { Role } from '@tawasul/contracts/roles';
import { createI18n } from '../lib/i18n/i18n.ts';
import { applyDocumentLanguage } from '../lib/i18n/language.ts';
import { readRedirectUrl } from '../lib/session/auth-data-cookie.ts';
import { SESSION_QUERY_KEY } from '../lib/session/session-query.ts';
import { createGuardedRoutes } from './routes.tsx';
import { theme } from './theme.ts';

const user = (roles: Role[]): SessionUser => ({
  id: 'u1',
  email: 'someone@tawasul.test',
  emailVerified: true,
  phone: null,
  name: 'Amal Haddad',
  firstNameEn: 'Amal',
  lastNameEn: 'Haddad',
  firstNameAr: 'أمل',
  lastNameAr: 'حداد',
  image: null,
  gamerId: null,
  roles,
  brandId: null,
  language: 'en',
  isOnline: true,
});

/** The real route table and guard, in memory, with the session already known (as start-up leaves it). */
function openApp(path: string, signedIn: SessionUser | null) {
  const i18n = createI18n('en');
  applyDocumentLanguage('en');
  i18n.on('languageChanged', applyDocumentLanguage);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, signedIn);
  const routes = createGuardedRoutes({ queryClient, i18n, routeRules: { '/signin': { redirect: '/login' } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <TranslationProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </TranslationProvider>,
  );
  return router;
}

const landedOn = async (router: ReturnType<typeof createMemoryRouter>, path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path));

afterEach(() => applyDocumentLanguage('en'));

describe('the app routes', () => {
  it('shows the 404 page with the path for an unknown address, signed out too', async () => {
    openApp('/no/such/page', null);
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    expect(screen.getByTestId('error-description').textContent).toBe('Page not found: /no/such/page');
  });

  it('sends a signed-out visitor from /admin/agent to /login and remembers the way back', async () => {
    const router = openApp('/admin/agent', null);
    await landedOn(router, '/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(readRedirectUrl()).toBe('/admin/agent');
  });

  it('honours a server-configured redirect', async () => {
    const router = openApp('/signin', null);
    await landedOn(router, '/login');
  });

  it('titles /otp-login opened directly as the phone sign-in it shows, not "Enter the code" (issue 22)', async () => {
    openApp('/otp-login', null);
    expect(await screen.findByRole('heading', { name: 'Sign in with phone' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Sign in with phone/));
  });

  it('titles a public page with the product\'s own name, not "Tawasul Admin" (issue 22, defect 9)', async () => {
    openApp('/forgot-password', null);
    await waitFor(() => expect(document.title).toBe('Forgot your password? - Tawasul'));
  });

  it("titles an Arabic public page in Arabic with the product's Arabic name", async () => {
    openApp('/ar/login', null);
    await waitFor(() => expect(document.title).toBe('تسجيل الدخول - تواصل'));
  });

  it("gives an admin the admin sidebar, the panel title and the page's document title", async () => {
    openApp('/admin/agent', user(['admin']));
    const sidebar = await screen.findByTestId('sidebar');
    expect(within(sidebar).getByText('Brands')).toBeInTheDocument();
    expect(within(sidebar).queryByText('Brand Profile')).not.toBeInTheDocument();
    expect(screen.getByTestId('panel-title').textContent).toBe('Admin panel Dashboard');
    expect(screen.getByText('All rights reserved. 2024')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Agents - Tawasul Admin'));
  });

  it('runs the guard on in-app navigation too (rule 7)', async () => {
    const router = openApp('/admin', user(['admin']));
    await screen.findByTestId('sidebar');
    await router.navigate('/admin/brand/configuration');
    await landedOn(router, '/admin');
  });

  it('sends a brand manager away from the brand list (rule 6)', async () => {
    const router = openApp('/admin/brand', user(['brand_manager']));
    await landedOn(router, '/admin');
    expect(within(await screen.findByTestId('sidebar')).getByText('Brand Profile')).toBeInTheDocument();
  });

  it('shows the same screen in Arabic, right to left, under /ar', async () => {
    const router = openApp('/ar/admin/agent', null);
    await landedOn(router, '/ar/login');
    expect(await screen.findByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it('offers a signed-in agent the way into its console from the landing page', async () => {
    openApp('/', user(['agent']));
    expect(await screen.findByRole('link', { name: 'Open the agent console' })).toBeInTheDocument();
  });
});
