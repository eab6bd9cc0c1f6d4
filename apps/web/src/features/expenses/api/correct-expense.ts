import type { ExpenseUpdate } from '@pg/contracts/corrections';
import type { Expense } from '@pg/contracts/expenses';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

/** Edits an expense (amount, date, category, vendor, note); audited on the server. */
export function useUpdateExpense() {
  return useChangeMutation('expenses', {
    mutationFn: ({ id, input }: { id: string; input: ExpenseUpdate }) =>
      apiClient.patch<Expense>(`/api/expenses/${id}`, input),
  });
}

/** Voids an expense with a reason: it stays in the list, struck through, and counts nowhere. */
export function useVoidExpense() {
  return useChangeMutation('expenses', {
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiClient.post<Expense>(`/api/expenses/${id}/void`, { reason }),
  });
}
