import { z } from 'zod';
import { text } from './common.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './session.ts';

export {
  PASSWORD_MAX,
  PASSWORD_MIN,
  type SessionUser,
  type SignInInput,
  sessionUser,
  setupStatus,
  signInSchema,
  type TokenResponse,
  tokenResponse,
} from './session.ts';

export const email = text({ message: 'Email is required' })
  .trim()
  .min(1, { message: 'Email is required' })
  .max(254, { message: 'Email is too long' })
  .pipe(z.email({ message: 'Enter a valid email address' }))
  .transform((v) => v.toLowerCase());

export const password = text({ message: 'Password is required' })
  .min(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` });

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

/** PUT /api/auth/branch: the branch the user now works in, remembered for their next sign-in. */
export const lastBranchInput = z.strictObject({
  branch_id: z.uuid({ message: 'Choose a branch' }),
});
