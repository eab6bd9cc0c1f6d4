import {
  MESSAGE_STATUS_LABELS,
  MESSAGE_STATUSES,
  MESSAGES_TEXTS,
  messagesQuery,
} from '@pg/contracts/messages';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { enumFilter, type FilterField } from '@/components/ui/list-filters';
import { ListPage } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { useTenantOption } from '@/domain/tenants/tenant-options';
import { useMessages, useRetryMessage } from '@/features/messages/api/messages';
import { MessagesTable } from '@/features/messages/components/messages-table';
import { NoBranchSelected } from '@/lib/branch-context';
import { toastFailure } from '@/lib/form-errors';
import { useSession } from '@/lib/session';
import { useBranchListing } from '@/lib/use-branch-list';
import {
  filteredTableStateOf,
  listFiltersOf,
  listParamsOf,
  paginationOf,
  searchBoxOf,
} from '@/lib/use-list-search';

const FILTERS = { schema: messagesQuery, keys: ['status', 'tenant_id'] } as const;
const FILTER_FIELDS: FilterField[] = [
  enumFilter('status', 'Status', 'All statuses', MESSAGE_STATUSES, MESSAGE_STATUS_LABELS),
];

/**
 * /messages: the reminders and receipts of the selected branch that went out by e-mail and
 * WhatsApp, those waiting and those that failed (with the provider's reason), newest first; by
 * status, and by tenant (?tenant_id=, the link on a tenant's page). A failed one can be sent again.
 */
export function MessagesPage() {
  const { can } = useSession();
  const { selectedBranch, branchId, listing } = useBranchListing(FILTERS);
  const list = useMessages(branchId, listParamsOf(listing));
  const retry = useRetryMessage();
  const tenantId = listing.filters.tenant_id;
  const tenant = useTenantOption(tenantId ?? '', Boolean(tenantId) && can('tenants:view'));

  const onRetry = (id: string) =>
    retry.mutate(id, {
      onSuccess: () => toast.success(MESSAGES_TEXTS.retried),
      onError: (error) => toastFailure('Failed to retry the message', error, 'Please try again.'),
    });

  return (
    <ListPage
      header={
        <PageHeader
          title={MESSAGES_TEXTS.title}
          description={
            selectedBranch
              ? `Reminders and receipts of ${selectedBranch.name} sent by e-mail and WhatsApp, and those that failed.`
              : MESSAGES_TEXTS.description
          }
        />
      }
      placeholder={!branchId && <NoBranchSelected what="messages" />}
      loadError={{ failed: list.isError, message: 'Failed to load messages', id: 'messages-load-error' }}
      search={searchBoxOf(listing, list, {
        label: 'Search messages by tenant or address',
        placeholder: 'Search by tenant, e-mail or phone...',
      })}
      toolbar={
        tenantId && (
          <div className="flex items-center gap-2 text-sm">
            <span>
              To <strong>{tenant.data?.name ?? 'one tenant'}</strong> only
            </span>
            <Button
              variant="outline"
              size="sm"
              className="pointer-coarse:min-h-11"
              onClick={() => listing.setFilters({ tenant_id: undefined })}
            >
              <X aria-hidden="true" />
              Every tenant
            </Button>
          </div>
        )
      }
      filters={listFiltersOf(listing, 'messages', FILTER_FIELDS)}
      pagination={paginationOf(list, listing, 'messages')}
    >
      <MessagesTable
        messages={list.data?.items ?? []}
        state={filteredTableStateOf(list, listing, {
          filtered: 'No messages match these filters',
          clearHint: 'Clear the filters to see every message.',
          searchedHint: 'Try another name or address.',
          emptyHint: 'Turn on reminders in Rent settings.',
        })}
        onRetry={can('payments:create') ? (m) => onRetry(m.id) : undefined}
        retryingId={retry.isPending ? (retry.variables ?? null) : null}
      />
    </ListPage>
  );
}
