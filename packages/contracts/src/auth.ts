import { z } from 'zod';
import { text } from './common.ts';

export const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

export const email = text({ message: 'Email is required' })
  .trim()
  .min(1, { message: 'Email is required' })
  .max(254, { message: 'Email is too long' })
  .pipe(z.email({ message: 'Enter a valid email address' }))
  .transform((v) => v.toLowerCase());

export const password = text({ message: 'Password is required' })
  .min(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` });

/** Sign-in form: both required; length rules are not applied at sign-in. */
export const signInSchema = z
  .object({
    email: text({ message: 'Email is required' }).trim().min(1, { message: 'Email is required' }).max(254),
    password: text({ message: 'Password is required' })
      .min(1, { message: 'Password is required' })
      .max(PASSWORD_MAX),
  })
  .strict();
export type SignInInput = z.infer<typeof signInSchema>;

export const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';

export const setupSchema = z.object({ email, password }).strict();

export const tokenQuery = z.object({ grant_type: z.enum(['password', 'refresh_token']) }).strict();

/**
 * POST /api/auth/token: the credentials of a sign-in or the refresh token of a refresh (else the
 * cookie). Which fields a grant needs is checked by the route, with signInSchema for a sign-in.
 */
export const tokenBody = z
  .object({
    email: text().max(254).optional(),
    password: text().max(PASSWORD_MAX).optional(),
    refresh_token: text().max(200).optional(),
  })
  .strict()
  .optional();

export const logoutQuery = z
  .object({ scope: z.enum(['global', 'local', 'others']).default('local') })
  .strict();

export const changePasswordSchema = z
  .object({
    current_password: text({ message: 'Current password is required' })
      .min(1, { message: 'Current password is required' })
      .max(PASSWORD_MAX),
    new_password: password,
  })
  .strict();
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Change Password form: adds the confirmation, checked in the browser. */
export const changePasswordForm = changePasswordSchema
  .extend({ confirm_password: text().min(1, { message: 'Confirm the new password' }) })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords do not match',
  });

export const sessionUser = z.object({
  id: z.string(),
  email: z.string(),
  created_at: z.string(),
  roles: z.array(z.string()),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  permissions: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  expires_at: z.number(),
  user: sessionUser,
});
export type TokenResponse = z.infer<typeof tokenResponse>;

export const setupStatus = z.object({ needs_setup: z.boolean() });
