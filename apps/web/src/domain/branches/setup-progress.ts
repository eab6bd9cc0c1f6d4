import { useSyncExternalStore } from 'react';

/**
 * Setup steps that leave no record on the server: whether a branch's application QR code has been
 * downloaded, printed or its link copied (on this device). The dashboard's first-run checklist
 * ticks 'Print the application QR' from it.
 */
const CHANGED = 'pgc:setup-progress';
const qrKey = (branchId: string) => `pgc.setup.qr-shared.${branchId}`;

/** The search parameter that opens the header's application QR dialog from a link. */
export const SHOW_APPLICATION_QR = { name: 'show', value: 'application-qr' } as const;

export function markQrShared(branchId: string) {
  try {
    localStorage.setItem(qrKey(branchId), '1');
  } catch {
    // Storage full or disabled: the step simply stays unticked.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function readQrShared(branchId: string | null) {
  if (!branchId) return false;
  try {
    return localStorage.getItem(qrKey(branchId)) === '1';
  } catch {
    return false;
  }
}

export function useQrShared(branchId: string | null): boolean {
  return useSyncExternalStore(subscribe, () => readQrShared(branchId));
}
