import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangePasswordBody, LanguageBody, OkResponse, OnlineStatusBody } from '@tawasul/contracts/auth';
import { LOCALE_COOKIE } from '@tawasul/contracts/locales';
import { ErrorResponse } from '@tawasul/contracts/system';
import { requestLanguage } from '../../lib/request-language.ts';
import { requireSession } from '../../plugins/session.ts';
import { DeleteAccountBody, UpdateProfileBody } from '@tawasul/contracts/users';
import { UserResponse } from '@tawasul/contracts/auth';
import type { AccountService } from './account.service.ts';
import { toSessionUser, type AuthService } from './auth.service.ts';
import { requestContext } from '../../plugins/session.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

/** What a signed-in user changes about their own account: profile, password, presence, language, deletion. */
export const accountRoutes: FastifyPluginAsyncZod<{
  authService: AuthService;
  accountService: AccountService;
  /** An agent's presence belongs to the chat engine (intervals, routing); everyone else's is a flag. */
  setAgentOnline: (agent: { id: string; brandId: string }, online: boolean) => Promise<unknown>;
}> = async (app, { authService, accountService, setAgentOnline }) => {
  app.patch(
    '/api/users/me',
    {
      schema: {
        tags: ['account'],
        summary: "Update the signed-in user's own profile",
        body: UpdateProfileBody,
        response: { 200: UserResponse, ...errors, 404: ErrorResponse, 409: ErrorResponse, 415: ErrorResponse },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      return { user: toSessionUser(await accountService.updateProfile(session.user, request.body)) };
    },
  );

  app.delete(
    '/api/users/me',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        summary: 'Delete the signed-in account: personal data is erased and every session ends',
        body: DeleteAccountBody,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      // Checks come first: a wrong password must not sign the user out.
      await accountService.deleteAccount(session.user, request.body.password);
      const cookies = await authService.signOut(requestContext(request), session);
      reply.header('set-cookie', cookies);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/sign-out-everywhere',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        summary: 'Sign out everywhere: every session of the signed-in person ends, this one included',
        response: { 200: OkResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      const cookies = await authService.signOutEverywhere(requestContext(request), session.user);
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/password/change',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        summary: 'Change the password (other sessions are signed out)',
        body: ChangePasswordBody,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      await authService.changePassword(
        session.user,
        request.body.currentPassword,
        request.body.newPassword,
        session.token,
      );
      return { ok: true as const };
    },
  );

  app.patch(
    '/api/auth/changeOnlineStatus',
    {
      schema: {
        tags: ['account'],
        summary: 'Set the signed-in user online or offline',
        body: OnlineStatusBody,
        response: { 200: OnlineStatusBody, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request);
      if (user.role === 'agent' && user.brandId) {
        await setAgentOnline({ id: user.id, brandId: user.brandId }, request.body.isOnline);
      } else {
        await authService.setOnlineStatus(user, request.body.isOnline);
      }
      return { isOnline: request.body.isOnline };
    },
  );

  app.get(
    '/api/admin/language',
    {
      schema: {
        tags: ['account'],
        summary: "The interface language: the user's, else the locale cookie, else the browser's",
        response: { 200: LanguageBody },
      },
    },
    async (request) => {
      const session = await request.currentSession();
      return { language: session?.user.language ?? requestLanguage(request) };
    },
  );

  app.put(
    '/api/admin/language',
    {
      schema: {
        tags: ['account'],
        summary: 'Choose the interface language (kept on the account when signed in, and in the locale cookie)',
        body: LanguageBody,
        response: { 200: LanguageBody, ...errors },
      },
    },
    async (request, reply) => {
      const session = await request.currentSession();
      if (session) await authService.setLanguage(session.user, request.body.language);
      reply.setCookie(LOCALE_COOKIE.name, request.body.language, {
        path: LOCALE_COOKIE.path,
        maxAge: LOCALE_COOKIE.maxAgeSeconds,
        sameSite: LOCALE_COOKIE.sameSite,
      });
      return { language: request.body.language };
    },
  );
};
