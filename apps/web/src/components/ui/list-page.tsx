import type * as React from 'react';
import { useEffect } from 'react';
import { ListFilters, type ListFiltersProps } from '@/components/ui/list-filters';
import { PaginationBar, type PaginationBarProps } from '@/components/ui/pagination-bar';
import { SearchBox, type SearchBoxProps } from '@/components/ui/search-box';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard, type StatCardProps } from '@/components/ui/stat-card';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/utils';

type ListPageProps = {
  /** The page's <PageHeader>. */
  header: React.ReactNode;
  /** Shown under the header instead of the list, e.g. while no branch is selected. */
  placeholder?: React.ReactNode;
  /** The page's figures, in a row above the list; each is a region named by its title. */
  stats?: StatCardProps[];
  /** The list's search box. */
  search?: SearchBoxProps;
  /** Beside the search box: a count, a filter. */
  toolbar?: React.ReactNode;
  /** The list's filters (and its Sort select on a phone), under the search box. */
  filters?: ListFiltersProps | undefined;
  /** A failed load of the list: the page's toast (`message`), once per failure (`id`). */
  loadError?: { failed: boolean; message: string; id: string };
  /** Under the list. */
  pagination?: PaginationBarProps;
  /** Under the list and its pagination: another part of the page (an expense's monthly ones). */
  after?: React.ReactNode;
  className?: string;
  /** The list (a table) and the page's dialogs. */
  children?: React.ReactNode;
};

/**
 * The frame of a list page (docs/architecture.md): header, figures, search, filters, the list, pagination, and the toast
 * of a failed load. The page brings the data; this holds none.
 */
export function ListPage({
  header,
  placeholder,
  stats,
  search,
  toolbar,
  filters,
  loadError,
  pagination,
  after,
  className,
  children,
}: ListPageProps) {
  const failed = loadError?.failed ?? false;
  const message = loadError?.message ?? '';
  const id = loadError?.id;
  useEffect(() => {
    if (failed) toast.error(message, { id });
  }, [failed, message, id]);

  return (
    <div className={cn('mx-auto flex w-full max-w-6xl flex-col gap-5', className)}>
      {header}
      {placeholder || (
        <>
          {stats && (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {stats.map((stat) => (
                <section key={stat.title} aria-label={stat.title}>
                  <StatCard className="h-full" {...stat} />
                </section>
              ))}
            </div>
          )}
          {(search || toolbar) && (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              {search && <SearchBox {...search} />}
              {toolbar}
            </div>
          )}
          {filters && <ListFilters {...filters} />}
          {children}
          {pagination && <PaginationBar {...pagination} />}
          {after}
        </>
      )}
    </div>
  );
}

/** A figure of a stat card that loads: a placeholder while pending, '—' when it failed. */
export function loadedFigure(
  state: { isPending: boolean; isError: boolean },
  value: () => React.ReactNode,
  placeholderWidth = 'w-24',
): React.ReactNode {
  if (state.isPending) return <Skeleton className={cn('h-8', placeholderWidth)} />;
  if (state.isError) return '—';
  return value();
}
