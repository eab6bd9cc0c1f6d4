import { apiClient } from '@/lib/api-client';

/** The branch chosen in the header is remembered in the browser under this key. */
const SELECTED_BRANCH_STORAGE_KEY = 'selectedBranchId';

/**
 * The remembered branch if it still exists, otherwise the first branch (the list is in
 * code order), otherwise none.
 */
export function pickBranch<B extends { id: string }>(
  branches: readonly B[],
  preferredId: string | null,
): B | null {
  if (preferredId) {
    const preferred = branches.find((b) => b.id === preferredId);
    if (preferred) return preferred;
  }
  return branches[0] ?? null;
}

/**
 * The branch to open first: the one the user last chose (kept on the server, so a sign-in on another
 * device opens it too; the session's answer carries it), else the one this browser remembers (which
 * may be another user's).
 */
export function preferredBranchId(lastBranchId: string | null | undefined): string | null {
  return lastBranchId ?? readStoredBranchId();
}

export function readStoredBranchId(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_BRANCH_STORAGE_KEY);
  } catch {
    return null; // storage disabled (private mode, policies)
  }
}

export function storeBranchId(id: string | null) {
  try {
    if (id) window.localStorage.setItem(SELECTED_BRANCH_STORAGE_KEY, id);
    else window.localStorage.removeItem(SELECTED_BRANCH_STORAGE_KEY);
  } catch {
    // storage disabled: the choice lasts until the page is reloaded
  }
}

/**
 * Tells the server the branch the user now works in, for their next sign-in on any device. A
 * failure costs only that: the next sign-in opens what this browser remembers.
 */
export function rememberBranch(id: string) {
  void apiClient.put('/api/auth/branch', { branch_id: id }).catch(() => undefined);
}
