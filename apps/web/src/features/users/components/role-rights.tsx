import { roleLabel, roleRightsSummary } from '@pg/contracts/permissions';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useRoleRights } from '@/features/users/api/get-role-rights';

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * 'What each role may do': one line per role the form gives, read from the permissions the role
 * holds now (a role an owner changed reads as changed).
 */
export function RoleRights() {
  const query = useRoleRights();
  if (!query.data) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>What each role may do</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          {query.data.items.map((role) => {
            const { may, mayNot } = roleRightsSummary(role.permissions);
            return (
              <div key={role.name} className="grid gap-0.5 sm:grid-cols-[7rem_1fr] sm:gap-3">
                <dt className="font-medium">{roleLabel(role.name)}</dt>
                <dd className="text-muted-foreground">
                  {may.length ? `May ${may.map(lower).join('; ')}.` : 'Sees the console only.'}
                  {mayNot.length > 0 && ` May not ${mayNot.map(lower).join('; ')}.`}
                </dd>
              </div>
            );
          })}
        </dl>
      </CardContent>
    </Card>
  );
}
