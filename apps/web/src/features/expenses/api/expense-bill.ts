import type { Expense } from '@pg/contracts/expenses';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/query-keys';

/** Keeps a photo of an expense's bill (multipart), replacing one kept before. */
export function useSetExpenseBill() {
  return useChangeMutation('expenses', {
    mutationFn: ({ expenseId, photo }: { expenseId: string; photo: Blob }) => {
      const body = new FormData();
      body.set('photo', photo, 'bill.jpg');
      return apiClient.put<Expense>(`/api/expenses/${encodeURIComponent(expenseId)}/bill`, body);
    },
    onSuccess: () => toast.success('Bill kept with the expense'),
  });
}

/** The photo of the bill kept with an expense, fetched when asked for (never cached). */
export const expenseBill = (expenseId: string) =>
  apiClient.blob(`/api/expenses/${encodeURIComponent(expenseId)}/bill`);
