import { SignInWithPasswordBody, UserResponse, type SessionUser } from '@tawasul/contracts/auth';
import { zodValidator } from '../../../lib/forms/zod-form.tsx';

// The sign-in form's contract — its rules, its messages, the reader of the server's answer — in a chunk of its own
// with Zod: the form loads it when first focused, so the sign-in page itself stays within its size budget.

// A type, not an interface: the form's values must fit zodValidator's `Record<string, unknown>`.
export type PasswordSignInValues = { email: string; password: string };

export const validateSignIn = zodValidator<PasswordSignInValues>(SignInWithPasswordBody);

/** What the server receives: the e-mail trimmed and in lower case, as the contract makes it. */
export const toSignInBody = (values: PasswordSignInValues): SignInWithPasswordBody =>
  SignInWithPasswordBody.parse(values);

export const readSignedInUser = (body: unknown): SessionUser => UserResponse.parse(body).user;
