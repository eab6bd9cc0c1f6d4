// What the first pages (sign-in, and the session every page starts from) need of the contracts,
// written with zod/mini: the sign-in form's schema and the session's answers. The rest of the
// contracts use the whole of zod, which these pages then need not download. auth.ts re-exports
// them beside the other schemas of signing in.
import { z } from 'zod/mini';
import { textChecks } from './text.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const required = (message: string, max: number, trim: boolean) =>
  z
    .string({ message })
    .check(...textChecks(), ...(trim ? [z.trim()] : []), z.minLength(1, { message }), z.maxLength(max));

/** Sign-in form: both required; length rules are not applied at sign-in. */
export const signInSchema = z.strictObject({
  email: required('Email is required', 254, true),
  password: required('Password is required', PASSWORD_MAX, false),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const sessionUser = z.object({
  id: z.string(),
  /** The name the user is shown by; null: their e-mail. */
  name: z.nullable(z.string()),
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
  /**
   * The user's branches as GET /api/branches?sort=code lists them (every field of a branch), for a
   * user who may see them: the shell's first data come with the session, not one round trip later.
   * Only what the shell picks a branch by is checked here; the rest is the branch list's own.
   */
  branches: z.optional(
    z.object({
      items: z.array(z.looseObject({ id: z.string(), code: z.string(), name: z.string() })),
      total: z.number(),
    }),
  ),
  /** The branch the user last chose in the header (on any device), opened first; null: none yet. */
  last_branch_id: z.optional(z.nullable(z.string())),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

export const setupStatus = z.object({ needs_setup: z.boolean() });
