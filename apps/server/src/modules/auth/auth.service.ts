import { createHash, randomBytes } from 'node:crypto';
import type { SendOtpBody, SessionTransport, SessionUser, SignUpProfile } from '@tawasul/contracts/auth';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import { isStaffRole } from '@tawasul/contracts/roles';
import type { Config } from '../../config.ts';
import { AppError, isAppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MessagingService } from '../notifications/messaging.service.ts';
import { authText } from './auth-messages.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import type { AuthChallengesRepo } from './auth-challenges.repo.ts';
import type { AuthRepo, UserRow } from './auth.repo.ts';
import type { BetterAuth } from './better-auth.ts';
import type { OtpService } from './otp.service.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../lib/password-hashing.ts';
import { mayUsePortal, portalOf } from './portal.ts';

const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** What a flow needs to know of the request it serves. */
export interface RequestContext {
  headers: Headers;
  origin: string;
  ipAddress: string;
  userAgent: string | null;
  language: ProductLanguage;
}

export interface SignedIn {
  user: SessionUser;
  /** Set-Cookie values to pass on to the client. */
  cookies: string[];
  /** The session's token: a customer's widget sends it as a bearer token instead of the cookie. */
  token: string;
}

export interface AuthServiceDeps {
  config: Pick<Config, 'adminOrigin' | 'brandOrigin' | 'publicUrl'>;
  auth: BetterAuth;
  repo: AuthRepo;
  challenges: AuthChallengesRepo;
  otp: OtpService;
  messaging: MessagingService;
  clock: Clock;
  /** Password guessing: waits per address and per account (sign-in-throttle.ts). */
  throttle: SignInThrottle;
  /** Told when sessions end: one (`token`), or all of a person's but `exceptToken` (their open sockets close). */
  onSessionsEnded?: (ended: { userId: string; token?: string; exceptToken?: string }) => void;
}

export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.email !== null && user.emailVerified,
    phone: user.phoneNumber,
    name: user.name,
    firstNameEn: user.firstNameEn,
    lastNameEn: user.lastNameEn,
    firstNameAr: user.firstNameAr,
    lastNameAr: user.lastNameAr,
    image: user.image,
    gamerId: user.gamerId,
    roles: [user.role],
    brandId: user.brandId,
    language: user.language,
    isOnline: user.isOnline,
  };
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function createAuthService(deps: AuthServiceDeps) {
  const { config, auth, repo, challenges, otp, messaging, clock, onSessionsEnded, throttle } = deps;

  async function recordSignOut(context: RequestContext, user: UserRow): Promise<void> {
    if (!isStaffRole(user.role)) return;
    await repo.recordAuthEvent({
      userId: user.id,
      brandId: user.brandId,
      kind: 'sign_out',
      ipAddress: context.ipAddress,
      userAgent: context.userAgent,
      at: clock.now(),
    });
  }

  /** Deactivation, blocking and the portal rule, checked after the credentials are known to be right. */
  function assertMaySignIn(user: UserRow, origin: string): void {
    if (user.banned) throw new AppError(user.gamerId ? 'GAMER_ID_BLOCKED' : 'ACCOUNT_DEACTIVATED');
    if (!user.active) throw new AppError('ACCOUNT_DEACTIVATED');
    if (!mayUsePortal(user.role, portalOf(origin, config))) throw new AppError('DOMAIN_NOT_AUTHORIZED');
  }

  async function startSession(user: UserRow, method: 'password' | 'otp', context: RequestContext): Promise<SignedIn> {
    const { headers, response } = await auth.api.issueSession({
      body: { userId: user.id },
      headers: context.headers,
      returnHeaders: true,
    });
    const now = clock.now();
    const updated = (await repo.updateUser(user.id, { lastSignInAt: now })) ?? user;
    if (isStaffRole(user.role)) {
      await repo.recordAuthEvent({
        userId: user.id,
        brandId: user.brandId,
        kind: 'sign_in',
        method,
        ipAddress: context.ipAddress,
        userAgent: context.userAgent,
        at: now,
      });
    }
    return { user: toSessionUser(updated), cookies: headers.getSetCookie(), token: response.sessionToken };
  }

  async function assertSignUpAllowed(
    destination: { email?: string | undefined; phone?: string | undefined },
    profile?: SignUpProfile,
  ): Promise<void> {
    if (destination.phone) {
      const existing = await repo.findUserByPhone(destination.phone);
      if (existing) throw new AppError(existing.gamerId ? 'GAMER_ID_USER_SHOULD_LOGIN' : 'USER_EXISTS_PHONE');
    }
    const email = destination.email ?? profile?.email;
    if (email && (await repo.findUserByEmail(email))) throw new AppError('USER_EXISTS_EMAIL');
    if (profile?.gamerId) {
      const holder = await repo.findUserByGamerId(profile.gamerId);
      if (holder) throw new AppError(holder.banned ? 'GAMER_ID_BLOCKED' : 'USER_EXISTS_GAMER_ID');
    }
  }

  return {
    async signInWithPassword(email: string, password: string, context: RequestContext): Promise<SignedIn> {
      await throttle.assertMayTry(context.ipAddress, email);
      const user = await repo.findUserByEmail(email);
      const passwordHash = user ? await repo.findPasswordHash(user.id) : null;
      const valid = await verifyPassword(passwordHash ?? DUMMY_PASSWORD_HASH, password);
      if (!user || !passwordHash || !valid) {
        await throttle.failed(context.ipAddress, email);
        throw new AppError('INVALID_LOGIN_CREDENTIALS');
      }
      await throttle.succeeded(email);
      assertMaySignIn(user, context.origin);
      return startSession(user, 'password', context);
    },

    async sendOtp(body: SendOtpBody, language: ProductLanguage) {
      const channel = body.phone ? 'sms' : 'email';
      const destination = body.phone ?? body.email;
      if (!destination) throw new AppError('EMAIL_OR_PHONE_REQUIRED');
      let userId: string | null = null;
      if (body.purpose === 'sign-in') {
        const user = body.phone ? await repo.findUserByPhone(body.phone) : await repo.findUserByEmail(destination);
        if (!user) throw new AppError('USER_NOT_EXISTS');
        if (user.banned) throw new AppError(user.gamerId ? 'GAMER_ID_BLOCKED' : 'ACCOUNT_DEACTIVATED');
        if (!user.active) throw new AppError('ACCOUNT_DEACTIVATED');
        userId = user.id;
      } else {
        await assertSignUpAllowed({ email: body.email, phone: body.phone });
      }
      return otp.send({ purpose: body.purpose, channel, destination, userId, language });
    },

    /**
     * Signs in (or, for a sign-up code, creates the customer and signs in) with a one-time code. A bearer session
     * (the widget) is for customers only: staff keep their sessions in the httpOnly cookie.
     */
    async verifyOtp(
      input: {
        otpSessionId: string;
        code: string;
        profile?: SignUpProfile | undefined;
        session?: SessionTransport | undefined;
      },
      context: RequestContext,
    ): Promise<SignedIn> {
      const challenge = await otp.peek(input.otpSessionId);
      if (challenge.purpose !== 'sign-in' && challenge.purpose !== 'sign-up') throw new AppError('OTP_SESSION_INVALID');
      const byPhone = challenge.channel === 'sms';
      const destination = byPhone ? { phone: challenge.destination } : { email: challenge.destination };

      if (challenge.purpose === 'sign-up') await assertSignUpAllowed(destination, input.profile);
      // Code guessing is held back as password guessing is: per address across accounts (one address asking codes for
      // many phones and guessing each session's five tries) and per account across its sessions and addresses.
      await throttle.assertMayTry(context.ipAddress, challenge.destination);
      try {
        await otp.verify(input.otpSessionId, input.code);
      } catch (error) {
        if (isAppError(error) && (error.code === 'OTP_INVALID' || error.code === 'OTP_ATTEMPTS_EXCEEDED')) {
          await throttle.failed(context.ipAddress, challenge.destination);
        }
        throw error;
      }
      await throttle.succeeded(challenge.destination);
      await otp.consume(input.otpSessionId);

      if (challenge.purpose === 'sign-in') {
        const user = challenge.userId ? await repo.findUserById(challenge.userId) : undefined;
        if (!user) throw new AppError('USER_NOT_EXISTS');
        assertMaySignIn(user, context.origin);
        if (input.session === 'bearer' && user.role !== 'customer') throw new AppError('FORBIDDEN');
        const verified = byPhone ? { phoneNumberVerified: true } : { emailVerified: true };
        return startSession((await repo.updateUser(user.id, verified)) ?? user, 'otp', context);
      }

      const profile = input.profile ?? {};
      const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || challenge.destination;
      const user = await repo
        .createUser({
          name,
          role: 'customer',
          firstNameEn: profile.firstName ?? null,
          lastNameEn: profile.lastName ?? null,
          gamerId: profile.gamerId ?? null,
          email: byPhone ? (profile.email ?? null) : challenge.destination,
          emailVerified: !byPhone,
          phoneNumber: byPhone ? challenge.destination : null,
          phoneNumberVerified: byPhone,
          language: context.language,
        })
        .catch(async (error: unknown) => {
          // Someone took the phone, e-mail or Gamer ID between our check and this insert.
          await assertSignUpAllowed(destination, input.profile);
          throw error;
        });
      return startSession(user, 'otp', context);
    },

    /**
     * Ends the request's session (`session`: the one the request carried, if any): its cookie's, or the bearer
     * session. Answers the Set-Cookie values that clear the cookie.
     */
    async signOut(
      context: RequestContext,
      session: { user: UserRow; token: string; transport: 'cookie' | 'bearer' } | null,
    ): Promise<string[]> {
      let cookies: string[] = [];
      if (session?.transport === 'bearer') {
        await (await auth.$context).internalAdapter.deleteSession(session.token);
      } else {
        const { headers } = await auth.api.signOut({ headers: context.headers, returnHeaders: true });
        cookies = headers.getSetCookie();
      }
      if (session) {
        onSessionsEnded?.({ userId: session.user.id, token: session.token });
        await recordSignOut(context, session.user);
      }
      return cookies;
    },

    /** "Sign out everywhere": every session of the person ends, this one included. */
    async signOutEverywhere(context: RequestContext, user: UserRow): Promise<string[]> {
      const { headers } = await auth.api.signOut({ headers: context.headers, returnHeaders: true });
      await repo.deleteSessions(user.id);
      onSessionsEnded?.({ userId: user.id });
      await recordSignOut(context, user);
      return headers.getSetCookie();
    },

    /** Always answers the same way, so nobody learns which e-mails have accounts. */
    async requestPasswordReset(email: string, language: ProductLanguage): Promise<void> {
      const user = await repo.findUserByEmail(email);
      if (!user || !user.active || user.banned) return;
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await challenges.insertResetToken({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
        createdAt: now,
      });
      const link = `${config.publicUrl}/change-password?token=${token}`;
      const mailLanguage = user.language ?? language;
      await messaging.sendEmail({
        to: email,
        subject: authText('resetSubject', mailLanguage),
        text: authText('resetBody', mailLanguage, { link }),
      });
    },

    /** Tells the reset screen, before the form is shown, whether its link can still be used. */
    async checkResetLink(token: string): Promise<void> {
      const row = await challenges.findResetToken(sha256(token));
      if (!row) throw new AppError('RESET_LINK_INVALID');
      if (row.usedAt) throw new AppError('RESET_LINK_USED');
      if (row.expiresAt <= clock.now()) throw new AppError('RESET_LINK_EXPIRED');
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const tokenHash = sha256(token);
      assertUncommonPassword(password, 'password');
      const passwordHash = await hashPassword(password);
      const row = await challenges.consumeResetToken(tokenHash, clock.now());
      if (!row) {
        await this.checkResetLink(token);
        throw new AppError('RESET_LINK_INVALID');
      }
      await repo.setPasswordHash(row.userId, passwordHash);
      await repo.deleteSessions(row.userId);
      onSessionsEnded?.({ userId: row.userId });
    },

    async changePassword(user: UserRow, currentPassword: string, newPassword: string, sessionToken: string) {
      const passwordHash = await repo.findPasswordHash(user.id);
      if (!passwordHash || !(await verifyPassword(passwordHash, currentPassword))) {
        throw new AppError('INVALID_CURRENT_PASSWORD');
      }
      assertUncommonPassword(newPassword, 'newPassword');
      await repo.setPasswordHash(user.id, await hashPassword(newPassword));
      await repo.deleteSessions(user.id, sessionToken);
      onSessionsEnded?.({ userId: user.id, exceptToken: sessionToken });
    },

    async setOnlineStatus(user: UserRow, isOnline: boolean): Promise<void> {
      await repo.updateUser(user.id, { isOnline });
    },

    async setLanguage(user: UserRow, language: ProductLanguage): Promise<void> {
      await repo.updateUser(user.id, { language });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
