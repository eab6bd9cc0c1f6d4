import type { DashboardStats } from '@pg/contracts/dashboard';
import type { PermissionKey } from '@pg/contracts/permissions';
import { ArrowRight, CheckCircle2, Circle } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { SHOW_APPLICATION_QR, useQrShared } from '@/domain/branches/setup-progress';
import { useSession } from '@/lib/session';
import { addLink } from '@/lib/use-add-from-address';
import { cn } from '@/lib/utils';

type Step = { label: string; to: string; done: boolean; permission: PermissionKey | null };

/** Whether a branch still needs setting up: the checklist shows until it has beds and tenants. */
export const needsSetup = (stats: DashboardStats) => stats.beds.total === 0 || stats.tenants.total === 0;

/**
 * The first run's checklist: each step a link to where it is done, ticked once it is. Shown on the
 * dashboard while there is no branch, or the selected one has no beds or no tenants yet. A step the
 * user may not do names who can.
 */
export function SetupChecklist({
  branchId,
  stats,
  level,
}: {
  branchId: string | null;
  stats: DashboardStats | undefined;
  /** h1 when the checklist is the page (no branch yet), h2 under the branch's banner. */
  level: 'h1' | 'h2';
}) {
  const { can } = useSession();
  const qrShared = useQrShared(branchId);
  const headingId = useId();
  const steps: Step[] = [
    {
      label: 'Add your first branch',
      to: addLink('/branches'),
      done: branchId !== null,
      permission: 'branches:create',
    },
    {
      label: 'Add a property, floors, rooms and beds',
      to: addLink('/properties'),
      done: (stats?.beds.total ?? 0) > 0,
      permission: 'properties:create',
    },
    {
      label: 'Add tenants',
      to: addLink('/tenants'),
      done: (stats?.tenants.total ?? 0) > 0,
      permission: 'tenants:create',
    },
    {
      label: 'Print the application QR',
      to: `?${SHOW_APPLICATION_QR.name}=${SHOW_APPLICATION_QR.value}`,
      done: qrShared,
      permission: null,
    },
  ];
  const done = steps.filter((s) => s.done).length;
  const Heading = level;
  return (
    <Card className="gap-3 p-5" role="region" aria-labelledby={headingId}>
      <div>
        <Heading id={headingId} className="font-semibold text-lg">
          Set up your PG
        </Heading>
        <p className="text-muted-foreground text-sm">
          {done} of {steps.length} done. This list goes away once the branch has beds and tenants.
        </p>
      </div>
      <ol className="grid gap-1">
        {steps.map((step) => {
          const allowed = step.permission === null || can(step.permission);
          const Icon = step.done ? CheckCircle2 : Circle;
          const content = (
            <>
              <Icon
                className={cn('size-5 shrink-0', step.done ? 'text-success' : 'text-muted-foreground')}
                aria-hidden="true"
              />
              <span className={cn('flex-1', step.done && 'text-muted-foreground')}>
                {step.label}
                <span className="sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
                {!allowed && (
                  <span className="block text-muted-foreground text-xs">An administrator does this</span>
                )}
              </span>
            </>
          );
          return (
            <li key={step.label}>
              {allowed ? (
                <Link
                  to={step.to}
                  className="flex min-h-11 items-center gap-3 rounded-md px-2 py-1 text-sm underline-offset-4 hover:bg-muted hover:underline"
                >
                  {content}
                  <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
                </Link>
              ) : (
                <div className="flex min-h-11 items-center gap-3 px-2 py-1 text-sm">{content}</div>
              )}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
