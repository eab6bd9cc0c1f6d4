import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/*
 * What is typed into an open dialog, kept in this tab's session storage until the dialog closes
 * (submitted or cancelled), so that a reload, a crash of the tab's page or a lost session does not
 * lose a half-filled payment. Session storage is this tab's alone and gone with the tab; signing
 * out clears it (clearDrafts).
 */

const PREFIX = 'pg-console:draft:';

type Draft = { values?: Record<string, unknown>; idempotencyKey?: string };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked by the browser's settings: nothing is kept
  }
}

export function readDraft(name: string): Draft | null {
  try {
    const raw = storage()?.getItem(PREFIX + name);
    return raw ? (JSON.parse(raw) as Draft) : null;
  } catch {
    return null;
  }
}

export function updateDraft(name: string, patch: Draft) {
  try {
    storage()?.setItem(PREFIX + name, JSON.stringify({ ...readDraft(name), ...patch }));
  } catch {
    // Storage full or blocked: the dialog works on without a draft.
  }
}

export function removeDraft(name: string) {
  storage()?.removeItem(PREFIX + name);
}

/** Every draft of this tab (signing out). */
export function clearDrafts() {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}

/**
 * Keeps `form`'s values as the draft `name` while `open`: an opening finds what an earlier page of
 * this tab left there, every change is saved, and closing the dialog removes it. Call it after the
 * dialog's own effect that resets the form on opening.
 */
export function useFormDraft<T extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: a draft keeps the typed values, whatever the schema makes of them
  form: UseFormReturn<T, any, any>,
  name: string,
  open: boolean,
) {
  useEffect(() => {
    if (!open) return;
    const saved = readDraft(name)?.values;
    if (saved) form.reset({ ...form.getValues(), ...saved } as T, { keepDefaultValues: true });
    const subscription = form.watch((values) =>
      updateDraft(name, { values: values as Record<string, unknown> }),
    );
    return () => {
      subscription.unsubscribe();
      removeDraft(name);
    };
  }, [open, name, form]);
}
