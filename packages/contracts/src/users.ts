import { z } from 'zod';
import { password } from './auth.ts';
import { listQuery, optionalText, text, uuid } from './common.ts';
import { USER_FORM_ROLES } from './permissions.ts';
import { describePermission } from './roles.ts';

const FILL_ALL_FIELDS = 'Please fill in all fields';
export const ONLY_ADMINS_CREATE_USERS = 'Only admins can create users';
/** Creating a user with a role carrying permissions the creator does not hold (see `missingPermissions`). */
export const createUserWithUnheldRole = (role: string, missing: readonly string[]) =>
  `You can only create a user with a role whose permissions you hold yourself. The role ${role} also gives: ${missing.map(describePermission).join(', ')}`;

export const ALL_BRANCHES_LABEL = 'All branches';
export const ONLY_SUPER_ADMIN_ALL_BRANCHES =
  'Only a super admin can give or take away access to all branches';
export const ALL_BRANCHES_ADMINS_ONLY = 'Only admins can work in all branches';
export const CANNOT_CHANGE_OWN_BRANCHES = 'You cannot change your own branches';

/** The branches a user works in, without repeats. */
const branchIdList = z
  .array(uuid, { message: 'Choose branches' })
  .max(1000, { message: 'Too many branches' })
  .transform((ids) => [...new Set(ids)]);

/** The name a staff member is shown by (complaint replies, the audit log); the e-mail when none. */
export const userName = optionalText('Name', 100);
/** `PUT /api/auth/profile`: the signed-in user's own name. */
export const profileInput = z.object({ name: userName }).strict();
export type ProfileValues = z.input<typeof profileInput>;

/** 'Add New User' form and `POST /api/users`: email and password required, role user by default. */
export const createUserSchema = z
  .object({
    name: userName,
    email: text({ message: FILL_ALL_FIELDS })
      .trim()
      .min(1, { message: FILL_ALL_FIELDS })
      .max(254, { message: 'Email is too long' })
      .pipe(z.email({ message: 'Enter a valid email address' }))
      .transform((v) => v.toLowerCase()),
    password: text({ message: FILL_ALL_FIELDS }).min(1, { message: FILL_ALL_FIELDS }).pipe(password),
    role: z.enum(USER_FORM_ROLES, { message: 'Choose user, manager or admin' }).default('user'),
    /** The branches they work in (the web sends the branch selected in the header by default). */
    branch_ids: branchIdList.default([]),
    /** Works in every branch: for admins only, given by a super admin. */
    all_branches: z.boolean().default(false),
  })
  .strict()
  .refine((v) => !v.all_branches || v.role === 'admin', {
    path: ['all_branches'],
    message: ALL_BRANCHES_ADMINS_ONLY,
  });
export type CreateUserValues = z.output<typeof createUserSchema>;

export const userListQuery = listQuery.extend({
  sort: z.enum(['newest', 'email']).default('newest'),
});

/** A user as the Users List shows it. A user may hold several roles. */
export const userSummary = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  created_at: z.string(),
  roles: z.array(z.string()),
  /** The branches the user is assigned to, in code order. */
  branch_ids: z.array(z.string()),
  /** Works in every branch (a super admin always; an admin given 'All branches'). */
  all_branches: z.boolean(),
});
export type UserSummary = z.infer<typeof userSummary>;

/**
 * `PUT /api/users/:id/branches`: where a user works. Branches outside the caller's own are left
 * as they are; only a super admin changes `all_branches`, and only for admins.
 */
export const userBranchesInput = z
  .object({
    all_branches: z.boolean({ message: 'Choose whether they work in all branches' }),
    branch_ids: branchIdList,
  })
  .strict();
export type UserBranchesInput = z.input<typeof userBranchesInput>;

/** The roles the 'Add New User' form gives, each with the permissions it holds today. */
export const roleRights = z.object({
  items: z.array(z.object({ name: z.string(), permissions: z.array(z.string()) })),
});
export type RoleRights = z.infer<typeof roleRights>;
