import type * as React from 'react';
import { useId } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** One level of the drill-down: a titled card with an action, and its list. */
function Panel({
  title,
  subtitle,
  action,
  children,
  className,
  ...props
}: Omit<React.ComponentProps<'section'>, 'title'> & {
  title: string;
  subtitle?: React.ReactNode;
  action?: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 flex-col rounded-xl border bg-card text-card-foreground shadow-xs',
        className,
      )}
      {...props}
    >
      <div className="flex items-start justify-between gap-3 border-b px-4 py-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold">
            {title}
          </h2>
          {subtitle && <p className="break-words text-muted-foreground text-sm">{subtitle}</p>}
        </div>
        {action}
      </div>
      <div className="p-2">{children}</div>
    </section>
  );
}

/** The list's message: an empty state or a prompt to choose the level above. */
function PanelMessage({ children }: { children: React.ReactNode }) {
  return <p className="px-3 py-8 text-center text-muted-foreground text-sm">{children}</p>;
}

function PanelSkeleton() {
  return (
    <div className="grid gap-2 p-1" aria-hidden="true">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

/**
 * A row of a panel: a button that selects the item (its main text), and the row's actions. The
 * selected row is marked for assistive technology with aria-current.
 */
export function PanelItem({
  selected,
  onSelect,
  label,
  children,
  actions,
}: {
  selected?: boolean;
  /** Without it the row is not selectable (beds). */
  onSelect?: () => void;
  label: React.ReactNode;
  children?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  // The row's button is named by all it shows, its label first (WCAG 2.5.3); the spaces between
  // the parts keep their words apart in that name.
  const id = useId();
  const body = (
    <>
      <span id={`${id}-label`} className="block truncate font-medium">
        {label}
      </span>{' '}
      {children && (
        <span id={`${id}-details`} className="mt-0.5 block text-muted-foreground text-xs">
          {children}
        </span>
      )}
    </>
  );
  return (
    <li
      className={cn(
        'flex items-center gap-1 rounded-md border border-transparent',
        selected ? 'border-primary/30 bg-primary/10' : 'hover:bg-muted/60',
      )}
    >
      {onSelect ? (
        <button
          type="button"
          onClick={onSelect}
          aria-current={selected ? 'true' : undefined}
          // Named by all it shows, the details too (WCAG 2.5.3: the name holds the visible words).
          aria-labelledby={children ? `${id}-label ${id}-details` : `${id}-label`}
          className="min-w-0 flex-1 rounded-md px-3 py-2 text-left text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {body}
        </button>
      ) : (
        <div className="min-w-0 flex-1 px-3 py-2 text-sm">{body}</div>
      )}
      {actions && <div className="flex shrink-0 gap-0.5 pr-1">{actions}</div>}
    </li>
  );
}

type RecordsPanelProps<T> = {
  title: string;
  subtitle: React.ReactNode;
  /** The panel's add button, when the user may add. */
  action?: React.ReactNode;
  /** Shown instead of the list until the level above is chosen ('Select a property to see its floors.'). */
  prompt?: string | undefined;
  query: { isPending: boolean; isError: boolean; data?: { items: T[] } | undefined };
  /** When the list failed to load: 'Could not load the floors. Please try again.' */
  failed?: string;
  /** When it is empty: 'No floors added yet'. */
  empty: string;
  /** One row of the list (a PanelItem with its key). */
  children: (item: T) => React.ReactNode;
  /** Under the list, when it has rows. */
  footer?: (items: T[]) => React.ReactNode;
};

/** One level of the drill-down with its list: a prompt, a placeholder, a failure, an empty state, or the rows. */
export function RecordsPanel<T>({
  title,
  subtitle,
  action,
  prompt,
  query,
  failed,
  empty,
  children,
  footer,
}: RecordsPanelProps<T>) {
  const items = query.data?.items ?? [];
  return (
    <Panel title={title} subtitle={subtitle} action={action}>
      {prompt ? (
        <PanelMessage>{prompt}</PanelMessage>
      ) : query.isPending ? (
        <PanelSkeleton />
      ) : query.isError ? (
        <PanelMessage>{failed}</PanelMessage>
      ) : items.length === 0 ? (
        <PanelMessage>{empty}</PanelMessage>
      ) : (
        <>
          <ul className="grid gap-1">{items.map(children)}</ul>
          {footer?.(items)}
        </>
      )}
    </Panel>
  );
}
