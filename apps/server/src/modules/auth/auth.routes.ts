import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ForgotPasswordBody,
  OkResponse,
  ResetPasswordBody,
  ResetTokenQuery,
  SendOtpBody,
  SendOtpResponse,
  SessionResponse,
  SignInWithPasswordBody,
  UserResponse,
  VerifyOtpBody,
  VerifyOtpResponse,
} from '@tawasul/contracts/auth';
import { ErrorResponse } from '@tawasul/contracts/system';
import { requestContext } from '../../plugins/session.ts';
import { toSessionUser, type AuthService } from './auth.service.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse };
const perMinute = (max: number, key: (body: Record<string, unknown>) => unknown) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    // The default hook (onRequest) runs before the body is parsed, which would key every account alike.
    hook: 'preHandler' as const,
    // Per address and per account, so one attacker cannot lock everybody else out.
    keyGenerator: (request: { ip: string; body?: unknown }) =>
      `${request.ip}:${String(key((request.body ?? {}) as Record<string, unknown>) ?? '')}`,
  },
});

/** Sign-in, sign-out, one-time codes and password resets. */
export const authRoutes: FastifyPluginAsyncZod<{ authService: AuthService }> = async (app, { authService }) => {
  app.get(
    '/api/_auth/session',
    { schema: { tags: ['auth'], summary: 'The current session', response: { 200: SessionResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await request.currentSession();
      return { user: session ? toSessionUser(session.user) : null };
    },
  );

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await request.currentSession();
    const cookies = await authService.signOut(requestContext(request), session);
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return { ok: true as const };
  };
  app.delete(
    '/api/_auth/session',
    { schema: { tags: ['auth'], summary: 'Sign out', response: { 200: OkResponse } } },
    signOut,
  );
  app.post(
    '/api/auth/sign-out',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session of the cookie, or of the bearer token (the widget’s customer)',
        response: { 200: OkResponse },
      },
    },
    signOut,
  );

  app.post(
    '/api/auth/sign-in/password',
    {
      config: perMinute(10, (body) => body.email),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: SignInWithPasswordBody,
        response: { 200: UserResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { user, cookies } = await authService.signInWithPassword(
        request.body.email,
        request.body.password,
        requestContext(request),
      );
      reply.header('set-cookie', cookies);
      return { user };
    },
  );

  app.post(
    '/api/auth/otp/send',
    {
      config: perMinute(5, (body) => body.phone ?? body.email),
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time code for sign-in or sign-up',
        body: SendOtpBody,
        response: { 200: SendOtpResponse, ...errors, 404: ErrorResponse, 409: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request) => authService.sendOtp(request.body, requestContext(request).language),
  );

  app.post(
    '/api/auth/otp/verify',
    {
      config: perMinute(20, (body) => body.otpSessionId),
      schema: {
        tags: ['auth'],
        summary: 'Verify a one-time code and sign in (creating the customer for a sign-up code)',
        body: VerifyOtpBody,
        response: { 200: VerifyOtpResponse, ...errors, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { user, cookies, token } = await authService.verifyOtp(request.body, requestContext(request));
      // A bearer session (the widget) is never also a cookie: the token in the reply is its only copy.
      if (request.body.session === 'bearer') return { user, token };
      reply.header('set-cookie', cookies);
      return { user };
    },
  );

  app.post(
    '/api/auth/password/forgot',
    {
      config: perMinute(5, (body) => body.email),
      schema: {
        tags: ['auth'],
        summary: 'E-mail a single-use reset link, valid one hour',
        body: ForgotPasswordBody,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      await authService.requestPasswordReset(request.body.email, requestContext(request).language);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/auth/password/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a reset link before showing the form',
        querystring: ResetTokenQuery,
        response: { 200: OkResponse, ...errors, 410: ErrorResponse },
      },
    },
    async (request) => {
      await authService.checkResetLink(request.query.token);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/password/reset',
    {
      config: perMinute(10, (body) => body.token),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link',
        body: ResetPasswordBody,
        response: { 200: OkResponse, ...errors, 410: ErrorResponse },
      },
    },
    async (request) => {
      await authService.resetPassword(request.body.token, request.body.password);
      return { ok: true as const };
    },
  );
};
