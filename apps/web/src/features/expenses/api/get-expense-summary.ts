import type { ExpenseSummary } from '@pg/contracts/expenses';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { expenseKeys } from './expense-keys';

function getExpenseSummary(branchId: string, signal?: AbortSignal) {
  return apiClient.get<ExpenseSummary>(`/api/branches/${branchId}/expenses/summary`, { signal });
}

/** The whole branch's expenses: their sum, number and distinct categories. */
export function useExpenseSummary(branchId: string | null) {
  return useQuery({
    queryKey: expenseKeys.summary(branchId ?? ''),
    queryFn: ({ signal }) => getExpenseSummary(branchId!, signal),
    enabled: branchId !== null,
  });
}
