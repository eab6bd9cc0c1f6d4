import type { Expense, ExpenseValues } from '@pg/contracts/expenses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { expenseKeys } from './expense-keys';

export function createExpense(branchId: string, input: ExpenseValues) {
  return apiClient.post<Expense>(`/api/branches/${branchId}/expenses`, input);
}

/** Adds an expense; the branch's list and totals are fetched again. */
export function useCreateExpense(branchId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExpenseValues) => {
      if (!branchId) throw new Error('No branch selected');
      return createExpense(branchId, input);
    },
    onSuccess: () => {
      if (branchId) void queryClient.invalidateQueries({ queryKey: expenseKeys.branch(branchId) });
    },
  });
}
