import { type SessionUser, sessionUser } from '@pg/contracts/auth';
import type { ProfileValues } from '@pg/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';

/** PUT /api/auth/profile: the name the signed-in user is shown by. */
async function setName(input: ProfileValues): Promise<SessionUser> {
  return sessionUser.parse(await apiClient.put<unknown>('/api/auth/profile', input));
}

export function useSetName() {
  return useMutation({ mutationFn: setName, onSuccess: (user) => sessionStore.setUser(user) });
}
