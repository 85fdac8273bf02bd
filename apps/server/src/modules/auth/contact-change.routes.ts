import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { OkResponse, SendOtpResponse, UserResponse } from '@tawasul/contracts/auth';
import { ErrorResponse } from '@tawasul/contracts/system';
import { ChangeContactApplyBody, ChangeContactSendBody, ChangeContactVerifyBody } from '@tawasul/contracts/users';
import { requireSession } from '../../plugins/session.ts';
import { toSessionUser } from './auth.service.ts';
import type { ContactChangeService } from './contact-change.service.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };

/** Per signed-in user (after the session is known), so one account cannot spray codes at many addresses. */
const perUser = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: async (request: FastifyRequest) =>
      `contact:${(await request.currentSession())?.user.id ?? request.ip}`,
  },
});

/** `/admin/otp`: change one's own e-mail or phone through a code sent to the new address. */
export const contactChangeRoutes: FastifyPluginAsyncZod<{ contactChangeService: ContactChangeService }> = async (
  app,
  { contactChangeService },
) => {
  app.post(
    '/api/users/me/contact/send',
    {
      config: perUser(5),
      schema: {
        tags: ['account'],
        summary: 'Send a code to a new e-mail or phone of the signed-in user',
        body: ChangeContactSendBody,
        response: { 200: SendOtpResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request);
      return contactChangeService.send(user, request.body);
    },
  );

  app.post(
    '/api/users/me/contact/verify',
    {
      config: perUser(10),
      schema: {
        tags: ['account'],
        summary: 'Verify the code sent to the new address',
        body: ChangeContactVerifyBody,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request);
      await contactChangeService.verify(user, request.body.otpSessionId, request.body.code);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/users/me/contact/apply',
    {
      schema: {
        tags: ['account'],
        summary: 'Apply the verified address to the account',
        body: ChangeContactApplyBody,
        response: { 200: UserResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request);
      return { user: toSessionUser(await contactChangeService.apply(user, request.body.otpSessionId)) };
    },
  );
};
