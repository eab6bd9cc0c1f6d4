import { type ListResponse, PAGE_SIZE } from '@pg/contracts/common';
import type { Expense } from '@pg/contracts/expenses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type ExpenseListParams, expenseKeys } from './expense-keys';

function getExpenses(branchId: string, params: ExpenseListParams, signal?: AbortSignal) {
  return apiClient.get<ListResponse<Expense>>(`/api/branches/${branchId}/expenses`, {
    query: {
      ...params.filters,
      q: params.q?.trim(),
      limit: PAGE_SIZE,
      offset: (params.page - 1) * PAGE_SIZE,
    },
    signal,
  });
}

/** A page of the branch's expenses (newest date first), searched over category and vendor. */
export function useExpenses(branchId: string | null, params: ExpenseListParams) {
  return useQuery({
    queryKey: expenseKeys.list(branchId ?? '', params),
    queryFn: ({ signal }) => getExpenses(branchId!, params, signal),
    enabled: branchId !== null,
    placeholderData: keepPreviousData,
  });
}
