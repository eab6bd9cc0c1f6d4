import { useSearchParams } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { USER_OPTIONS_LIMIT, useUserOptions } from '@/features/user-permissions/api/get-user-options';
import { AssignedRolesCard } from '@/features/user-permissions/components/assigned-roles-card';
import { PermissionOverridesCard } from '@/features/user-permissions/components/permission-overrides-card';
import { UserSelect } from '@/features/user-permissions/components/user-select';
import { useSession } from '@/lib/session';

/** /user-permissions (super admins; the route's guard shows everyone else the spec's denial). */
export function UserPermissionsPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const userId = params.get('user');
  const options = useUserOptions();
  // A user deleted meanwhile (or a mistyped address): say so instead of failing to load.
  const missing =
    userId !== null &&
    options.isSuccess &&
    options.data.total <= USER_OPTIONS_LIMIT &&
    !options.data.items.some((u) => u.id === userId);

  const select = (id: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('user', id);
        return next;
      },
      { replace: true },
    );

  // Changing one's own access: the session's permissions (what the console shows) follow at once.
  const onChanged = () => {
    if (userId && userId === session.user?.id) void session.refreshUser().catch(() => undefined);
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <PageHeader
        title="User Permissions"
        description="A user's permissions come from their roles; an override grants or denies one permission to that user alone. Changes apply on their next action, without signing out."
      />
      <Card className="py-4">
        <CardContent className="px-4 sm:px-6">
          <UserSelect value={userId} onChange={select} />
        </CardContent>
      </Card>

      {missing ? (
        <p
          role="alert"
          className="rounded-lg border border-dashed p-8 text-center text-muted-foreground text-sm"
        >
          This user no longer exists. Select another user.
        </p>
      ) : userId ? (
        <div className="grid items-start gap-5 lg:grid-cols-[20rem_1fr]">
          <AssignedRolesCard key={`roles-${userId}`} userId={userId} onChanged={onChanged} />
          <PermissionOverridesCard key={`permissions-${userId}`} userId={userId} onChanged={onChanged} />
        </div>
      ) : (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground text-sm">
          Select a user to see their roles and permissions.
        </p>
      )}
    </div>
  );
}
