import { type ChangePasswordInput, type SessionUser, sessionUser } from '@pg/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';

/** PUT /api/auth/user: checks the current password, sets the new one, ends the user's other sessions. */
async function changePassword(input: ChangePasswordInput): Promise<SessionUser> {
  return sessionUser.parse(await apiClient.put<unknown>('/api/auth/user', input));
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (user) => sessionStore.setUser(user),
  });
}
