import type { RecurringExpense, RecurringExpenseValues } from '@pg/contracts/expenses';
import type { ListResponse } from '@pg/contracts/lists';
import { useQuery } from '@tanstack/react-query';
import { expenseKeys } from '@/features/expenses/api/expense-keys';
import { apiClient } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';
import { useChangeMutation } from '@/lib/query-keys';

/** GET /api/branches/:branchId/recurring-expenses: the branch's monthly expenses, ended ones too. */
export function useRecurringExpenses(branchId: string | null) {
  return useQuery({
    queryKey: [...expenseKeys.branch(branchId ?? ''), 'recurring'] as const,
    queryFn: ({ signal }) =>
      apiClient.get<ListResponse<RecurringExpense>>(
        `/api/branches/${encodeURIComponent(branchId!)}/recurring-expenses`,
        { signal },
      ),
    enabled: branchId !== null,
  });
}

/** Enters a monthly expense (`idempotencyKey`: one per opened dialog, so a retry adds once). */
export function useAddRecurringExpense(branchId: string) {
  return useChangeMutation('expenses', {
    mutationFn: ({ input, idempotencyKey }: { input: RecurringExpenseValues; idempotencyKey: string }) =>
      apiClient.post<RecurringExpense>(
        `/api/branches/${encodeURIComponent(branchId)}/recurring-expenses`,
        input,
        { headers: idempotencyHeaders(idempotencyKey) },
      ),
  });
}

/** Ends a monthly expense: nothing posts after `ends_on`. */
export function useEndRecurringExpense(id: string) {
  return useChangeMutation('expenses', {
    mutationFn: (input: { ends_on: string }) =>
      apiClient.post<RecurringExpense>(`/api/recurring-expenses/${encodeURIComponent(id)}/end`, input),
  });
}
