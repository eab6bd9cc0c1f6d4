import { z } from 'zod';
import { password } from './auth.ts';
import { listQuery } from './common.ts';
import { USER_FORM_ROLES } from './permissions.ts';

export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const ONLY_ADMINS_CREATE_USERS = 'Only admins can create users';

/** 'Add New User' form and `POST /api/users`: email and password required, role user by default. */
export const createUserSchema = z
  .object({
    email: z
      .string({ message: FILL_ALL_FIELDS })
      .trim()
      .min(1, { message: FILL_ALL_FIELDS })
      .max(254, { message: 'Email is too long' })
      .pipe(z.email({ message: 'Enter a valid email address' }))
      .transform((v) => v.toLowerCase()),
    password: z.string({ message: FILL_ALL_FIELDS }).min(1, { message: FILL_ALL_FIELDS }).pipe(password),
    role: z.enum(USER_FORM_ROLES, { message: 'Choose user, manager or admin' }).default('user'),
  })
  .strict();
export type CreateUserInput = z.input<typeof createUserSchema>;
export type CreateUserValues = z.output<typeof createUserSchema>;

export const userListQuery = listQuery.extend({
  sort: z.enum(['newest', 'email']).default('newest'),
});
export type UserListQuery = z.input<typeof userListQuery>;

/** A user as the Users List shows it. A user may hold several roles. */
export const userSummary = z.object({
  id: z.string(),
  email: z.string(),
  created_at: z.string(),
  roles: z.array(z.string()),
});
export type UserSummary = z.infer<typeof userSummary>;
