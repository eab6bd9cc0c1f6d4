import { permissionSentence } from '@pg/contracts/permissions';

/**
 * Permissions grouped by module, in the catalogue's order, for the pages that list them (Role
 * Management's 'Manage Permissions', User Permissions' 'Permission Overrides').
 */
type PermissionLike = {
  id: string;
  module: string;
  feature: string;
  action: string;
  description: string;
};

export function groupByModule<P extends PermissionLike>(
  permissions: readonly P[],
): { module: string; items: P[] }[] {
  const groups = new Map<string, P[]>();
  for (const p of permissions) {
    const items = groups.get(p.module);
    if (items) items.push(p);
    else groups.set(p.module, [p]);
  }
  return [...groups].map(([module, items]) => ({ module, items }));
}

/** 'user_permissions' -> 'User permissions'. */
export const humanize = (name: string) => {
  const words = name.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A permission's label: what it lets a person do, in an owner's words ('Record payments'); the
 * spec's 'feature - action (description)' read like code to the people who use these screens.
 */
export const permissionLabel = (p: PermissionLike) => permissionSentence(p);
