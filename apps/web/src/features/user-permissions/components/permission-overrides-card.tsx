import { permissionSentence, roleLabel } from '@pg/contracts/permissions';
import {
  CANNOT_CHANGE_OWN_OVERRIDES,
  CANNOT_GIVE_UNHELD,
  missingPermissions,
  type UserPermissionState,
} from '@pg/contracts/roles';
import { Check, ShieldCheck, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription } from '@/components/ui/card';
import { CardHeaderWithControls } from '@/components/ui/card-header-with-controls';
import { LoadedContent } from '@/components/ui/loaded-content';
import { SearchBox } from '@/components/ui/search-box';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useUserPermissions } from '@/features/user-permissions/api/get-user-permissions';
import {
  type OverrideChoice,
  useUpdateUserPermission,
} from '@/features/user-permissions/api/update-user-permission';
import { toastFailure } from '@/lib/form-errors';
import { groupByModule, humanize } from '@/lib/permission-groups';
import { useSession } from '@/lib/session';

/** Where a permission comes from, in words. */
function sourceText(p: UserPermissionState): string {
  switch (p.source) {
    case 'super_admin':
      return 'Super admin: holds every permission';
    case 'grant':
      return p.roles.length
        ? `Granted by override (also from role ${p.roles.map(roleLabel).join(', ')})`
        : 'Granted by override';
    case 'deny':
      return p.roles.length
        ? `Denied by override (role ${p.roles.map(roleLabel).join(', ')} would allow it)`
        : 'Denied by override';
    case 'role':
      return `From role ${p.roles.map(roleLabel).join(', ')}`;
    default:
      return 'No role gives it';
  }
}

const CHOICES: { label: 'Grant' | 'Deny' | 'Default'; value: OverrideChoice }[] = [
  { label: 'Grant', value: true },
  { label: 'Deny', value: false },
  { label: 'Default', value: null },
];

type Show = 'all' | 'allowed' | 'not_allowed' | 'overrides';
const SHOW_FILTERS: Record<Show, { label: string; test: (p: UserPermissionState) => boolean }> = {
  all: { label: 'All', test: () => true },
  allowed: { label: 'Allowed', test: (p) => p.allowed },
  not_allowed: { label: 'Not allowed', test: (p) => !p.allowed },
  overrides: { label: 'Overrides', test: (p) => p.override !== null },
};

const activeVariant = (value: OverrideChoice) =>
  value === true ? ('default' as const) : value === false ? ('destructive' as const) : ('secondary' as const);

/** 'Permission Overrides': per module, Grant, Deny or Default for each permission, with the outcome. */
export function PermissionOverridesCard({ userId, onChanged }: { userId: string; onChanged: () => void }) {
  const { user: me } = useSession();
  const query = useUserPermissions(userId);
  const mutation = useUpdateUserPermission();
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [filter, setFilter] = useState('');
  const [show, setShow] = useState<Show>('all');

  useEffect(() => {
    if (query.isError)
      toast.error('Failed to fetch user permissions', { id: 'user-permissions-fetch-error' });
  }, [query.isError]);

  const items = query.data?.items ?? [];
  const needle = filter.trim().toLowerCase();
  const groups = useMemo(
    () =>
      groupByModule(
        needle
          ? items.filter((p) =>
              `${p.module} ${p.feature} ${p.action} ${p.description}`.toLowerCase().includes(needle),
            )
          : items,
      ),
    [items, needle],
  );
  const superAdmin = query.data?.is_super_admin ?? false;
  const allowedCount = items.filter((p) => p.allowed).length;
  const overrideCount = items.filter((p) => p.override !== null).length;
  // The server's delegation rules, shown before a click: nobody changes their own overrides, and
  // anyone but a super admin grants, denies or resets only the permissions they hold.
  const ownRecord = me?.id === userId;
  const unheld = (key: string) => !me || missingPermissions(me, [key]).length > 0;
  const someUnheld = !ownRecord && !superAdmin && items.some((p) => unheld(p.key));

  const choose = (p: UserPermissionState, granted: OverrideChoice) => {
    if (p.override === granted) return;
    setSaving((s) => new Set(s).add(p.id));
    mutation.mutate(
      { userId, permissionId: p.id, granted },
      {
        onSuccess: () => {
          toast.success('User permission updated successfully');
          onChanged();
        },
        onError: (error) => toastFailure('Failed to update user permission', error),
        onSettled: () =>
          setSaving((s) => {
            const copy = new Set(s);
            copy.delete(p.id);
            return copy;
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeaderWithControls
        title="Permission Overrides"
        controls={
          <div className="grid w-full gap-2 sm:w-64">
            <SearchBox
              value={filter}
              onChange={setFilter}
              label="Filter permissions"
              placeholder="Filter permissions..."
              className="sm:max-w-none"
            />
            <Select value={show} onValueChange={(value) => setShow(value as Show)}>
              <SelectTrigger className="w-full" aria-label="Show">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {(Object.keys(SHOW_FILTERS) as Show[]).map((key) => (
                  <SelectItem key={key} value={key}>
                    {key === 'all' ? 'All permissions' : SHOW_FILTERS[key].label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        }
      >
        <CardDescription>
          Grant or Deny overrides the user's roles for one permission; Default removes the override.
        </CardDescription>
        {query.isSuccess && (
          <p className="text-sm" aria-live="polite">
            Holds <strong>{allowedCount}</strong> of {items.length} permissions
            {overrideCount > 0 && ` · ${overrideCount === 1 ? '1 override' : `${overrideCount} overrides`}`}
          </p>
        )}
      </CardHeaderWithControls>
      <CardContent className="grid gap-6" aria-busy={query.isPending || undefined}>
        {superAdmin && (
          <div
            role="note"
            className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm"
          >
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <p>
              This user is a super admin: they hold every permission, and overrides do not apply. Take away
              the super_admin role to limit what they can do.
            </p>
          </div>
        )}
        {query.isSuccess && (ownRecord || someUnheld) && (
          <p id="overrides-note" role="note" className="rounded-md bg-muted px-3 py-2 text-sm">
            {ownRecord ? CANNOT_CHANGE_OWN_OVERRIDES : `${CANNOT_GIVE_UNHELD}; the others are greyed out.`}
          </p>
        )}
        <LoadedContent
          query={query}
          rows={8}
          rowClassName="h-10 w-full"
          failedText="Failed to fetch user permissions"
        >
          {() =>
            groups.length === 0 ? (
              <p className="text-muted-foreground text-sm">No permission matches this filter.</p>
            ) : (
              groups.map((group) => (
                <section key={group.module} aria-labelledby={`module-${group.module}`} className="grid gap-1">
                  <h3 id={`module-${group.module}`} className="font-semibold text-sm">
                    {humanize(group.module)}
                  </h3>
                  <ul className="divide-y rounded-lg border">
                    {group.items.map((p) => {
                      const name = permissionSentence(p);
                      const busy = saving.has(p.id);
                      const locked = ownRecord || unheld(p.key);
                      return (
                        <li
                          key={p.id}
                          className="grid gap-2 px-3 py-2.5 sm:grid-cols-[1fr_auto] sm:items-center"
                          data-allowed={p.allowed}
                        >
                          <div className="min-w-0 space-y-1">
                            <p className="text-sm">
                              <span className="font-medium">{name}</span>
                            </p>
                            <p className="flex flex-wrap items-center gap-2 text-xs">
                              {p.allowed ? (
                                <Badge variant="success">
                                  <Check aria-hidden="true" />
                                  Allowed
                                </Badge>
                              ) : (
                                <Badge variant="outline" className="text-muted-foreground">
                                  <X aria-hidden="true" />
                                  Not allowed
                                </Badge>
                              )}
                              <span className="text-muted-foreground">{sourceText(p)}</span>
                            </p>
                          </div>
                          <fieldset
                            className="flex min-w-0 items-center gap-1"
                            title={
                              ownRecord
                                ? CANNOT_CHANGE_OWN_OVERRIDES
                                : locked
                                  ? 'You do not hold this permission yourself'
                                  : undefined
                            }
                            aria-describedby={locked ? 'overrides-note' : undefined}
                          >
                            <legend className="sr-only">Override for {name}</legend>
                            {CHOICES.map((choice) => {
                              const active = p.override === choice.value;
                              const blocked = superAdmin && choice.value !== null;
                              return (
                                <Button
                                  key={choice.label}
                                  size="sm"
                                  variant={active ? activeVariant(choice.value) : 'outline'}
                                  aria-pressed={active}
                                  disabled={busy || blocked || locked}
                                  onClick={() => choose(p, choice.value)}
                                  className="min-w-16"
                                >
                                  {choice.label}
                                </Button>
                              );
                            })}
                            {busy && (
                              <Spinner label="Saving" className="ml-1 size-3.5 text-muted-foreground" />
                            )}
                          </fieldset>
                        </li>
                      );
                    })}
                  </ul>
                </section>
              ))
            )
          }
        </LoadedContent>
      </CardContent>
    </Card>
  );
}
