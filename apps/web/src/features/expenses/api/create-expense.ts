import type { Expense, ExpenseValues } from '@pg/contracts/expenses';
import { apiClient } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';
import { useChangeMutation } from '@/lib/query-keys';

/** `idempotencyKey`: one per opened dialog, so a retry or a double click adds once. */
export function createExpense(branchId: string, input: ExpenseValues, idempotencyKey: string) {
  return apiClient.post<Expense>(`/api/branches/${branchId}/expenses`, input, {
    headers: idempotencyHeaders(idempotencyKey),
  });
}

/** Adds an expense; the branch's list and totals are fetched again. */
export function useCreateExpense(branchId: string | null) {
  return useChangeMutation('expenses', {
    mutationFn: ({ input, idempotencyKey }: { input: ExpenseValues; idempotencyKey: string }) => {
      if (!branchId) throw new Error('No branch selected');
      return createExpense(branchId, input, idempotencyKey);
    },
  });
}
