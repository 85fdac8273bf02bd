import { errors, type EndpointTable } from './endpoint.ts';
import {
  ChangePasswordBody,
  ForgotPasswordBody,
  LanguageBody,
  OkResponse,
  OnlineStatusBody,
  ResetPasswordBody,
  ResetTokenQuery,
  SendOtpBody,
  SendOtpResponse,
  SessionResponse,
  SignInWithPasswordBody,
  UserResponse,
  VerifyOtpBody,
  VerifyOtpResponse,
} from '../auth.ts';
import {
  ChangeContactApplyBody,
  ChangeContactSendBody,
  ChangeContactVerifyBody,
  DeleteAccountBody,
  UpdateProfileBody,
} from '../users.ts';

/** The endpoints of `apps/server/src/modules/auth`. */
export const AUTH_ENDPOINTS = {
  'GET /api/_auth/session': { response: { 200: SessionResponse } },
  'DELETE /api/_auth/session': { response: { 200: OkResponse } },
  'POST /api/auth/sign-out': { response: { 200: OkResponse } },
  'POST /api/auth/sign-in/password': {
    body: SignInWithPasswordBody,
    response: { 200: UserResponse, ...errors(400, 401, 403, 429) },
  },
  'POST /api/auth/otp/send': {
    body: SendOtpBody,
    response: { 200: SendOtpResponse, ...errors(400, 401, 403, 404, 409, 429, 503) },
  },
  'POST /api/auth/otp/verify': {
    body: VerifyOtpBody,
    response: { 200: VerifyOtpResponse, ...errors(400, 401, 403, 409, 429) },
  },
  'POST /api/auth/password/forgot': {
    body: ForgotPasswordBody,
    response: { 200: OkResponse, ...errors(400, 401, 403, 429) },
  },
  'GET /api/auth/password/reset': {
    querystring: ResetTokenQuery,
    response: { 200: OkResponse, ...errors(400, 401, 403, 410, 429) },
  },
  'POST /api/auth/password/reset': {
    body: ResetPasswordBody,
    response: { 200: OkResponse, ...errors(400, 401, 403, 410, 429) },
  },
  'PATCH /api/users/me': {
    body: UpdateProfileBody,
    response: { 200: UserResponse, ...errors(400, 401, 403, 404, 409, 415) },
  },
  'DELETE /api/users/me': { body: DeleteAccountBody, response: { 200: OkResponse, ...errors(400, 401, 403) } },
  'POST /api/auth/sign-out-everywhere': { response: { 200: OkResponse, ...errors(401) } },
  'POST /api/auth/password/change': {
    body: ChangePasswordBody,
    response: { 200: OkResponse, ...errors(400, 401, 403) },
  },
  'PATCH /api/auth/changeOnlineStatus': {
    body: OnlineStatusBody,
    response: { 200: OnlineStatusBody, ...errors(400, 401, 403) },
  },
  'GET /api/admin/language': { response: { 200: LanguageBody } },
  'PUT /api/admin/language': { body: LanguageBody, response: { 200: LanguageBody, ...errors(400, 401, 403) } },
  'POST /api/users/me/contact/send': {
    body: ChangeContactSendBody,
    response: { 200: SendOtpResponse, ...errors(400, 401, 403, 409, 429) },
  },
  'POST /api/users/me/contact/verify': {
    body: ChangeContactVerifyBody,
    response: { 200: OkResponse, ...errors(400, 401, 403, 409, 429) },
  },
  'POST /api/users/me/contact/apply': {
    body: ChangeContactApplyBody,
    response: { 200: UserResponse, ...errors(400, 401, 403, 409, 429) },
  },
} satisfies EndpointTable;
