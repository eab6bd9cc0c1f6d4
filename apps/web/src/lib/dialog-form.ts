import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/components/ui/toast';
import { hasErrorCode, isApiError } from '@/lib/api-client';
import { useFormDraft } from '@/lib/form-draft';
import { placeFieldErrors, toastFailure } from '@/lib/form-errors';
import { useIdempotencyKey } from '@/lib/idempotency';

type DialogFormOptions<TValues extends FieldValues, TOutput, TData, TVariables> = {
  /** The one schema of the form (from contracts): checked in the browser, and again by the server. */
  schema: z.ZodType<TOutput, TValues>;
  open: boolean;
  /** The form's values when the dialog opens (read once per opening, not while it is open). */
  initial: () => TValues;
  mutation: UseMutationResult<TData, unknown, TVariables>;
  /**
   * What is sent, from the checked values (and the Idempotency-Key when `idempotent`); may prepare
   * them first (make a photo small, say). By default the values, or `{ input, idempotencyKey }`.
   */
  toVariables?: (values: TOutput, idempotencyKey: string) => TVariables | Promise<TVariables>;
  /** A money write: one Idempotency-Key per opening (kept with the draft), renewed once answered. */
  idempotent?: boolean;
  /**
   * The toast once saved: its title, or its title and a line under it (and a button, say 'Print
   * receipt'), from what the server answered and the values sent.
   */
  saved: string | ((data: TData, values: TOutput) => string | SavedToast);
  /**
   * When the server's message did not land on a field: the failure toast's title (the server's
   * words under it), or what shows the failure instead (a feature's own toast style).
   */
  failed: string | ((error: unknown) => void);
  /**
   * Closes the dialog: once saved, with what the server answered and the values sent; else
   * (Cancel, Escape) without.
   */
  onDone: (saved?: TData, values?: TOutput) => void;
  /** Keeps what was typed as a draft under this name while open (lib/form-draft). */
  draft?: string;
  /** The fields the server's messages may land on, first focused first: by default every field. */
  fields?: readonly Path<TValues>[];
  /**
   * A save the server may question (409 confirmation_required, an amount far above what is due):
   * its question is asked under `title`, and confirming sends the form again with `field` true.
   */
  confirm?: { field: Path<TValues>; title: string };
};

type Save<TOutput, TData, TVariables> = {
  mutation: UseMutationResult<TData, unknown, TVariables>;
  toVariables: (values: TOutput, idempotencyKey: string) => TVariables;
};

/**
 * The save of an add-or-edit dialog, for useDialogForm: `edit`'s when there is a record to edit
 * (its `toVariables` is given the record), else `add`'s.
 *
 * useDialogForm({ ...addOrEdit(floor, { mutation: create, toVariables: … }, { mutation: update, toVariables: … }), … })
 */
export function addOrEdit<TRecord, TOutput, TData, TAdd, TEdit>(
  record: TRecord | null,
  add: Save<TOutput, TData, TAdd>,
  edit: {
    mutation: UseMutationResult<TData, unknown, TEdit>;
    toVariables: (values: TOutput, record: TRecord) => TEdit;
  },
): Save<TOutput, TData, TAdd | TEdit> {
  // Either mutation is only ever sent what its own toVariables makes.
  if (record === null) return add as Save<TOutput, TData, TAdd | TEdit>;
  return {
    mutation: edit.mutation as UseMutationResult<TData, unknown, TAdd | TEdit>,
    toVariables: (values) => edit.toVariables(values, record),
  };
}

/** A question the server asked of a save, for FormDialog to ask the user (see `confirm`). */
export type DialogConfirmation = {
  title: string;
  question: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

const isNetworkFailure = (error: unknown) => !isApiError(error) || error.isNetworkError;

type SavedToast = { title: string; description: string; action?: { label: string; onClick: () => void } };

/**
 * The form of a dialog that saves one thing: the schema's resolver, the values reset
 * each time it opens, the save with its toast, the server's field messages on their fields and
 * a message whose field is not on the form as the form's message, any other failure as a toast,
 * and the dialog closed once saved. Returns the form, the submit
 * handler, whether the save runs, and `dialog`: all of these that FormDialog takes.
 *
 * const { form, dialog } = useDialogForm({ ... });
 * <FormDialog {...dialog} title="Record Visitor" description="..." submitLabel="Record Visitor">
 */
export function useDialogForm<TValues extends FieldValues, TOutput, TData, TVariables = TOutput>({
  schema,
  open,
  initial,
  mutation,
  toVariables,
  idempotent = false,
  saved,
  failed,
  onDone,
  draft,
  fields,
  confirm,
}: DialogFormOptions<TValues, TOutput, TData, TVariables>): {
  form: UseFormReturn<TValues, unknown, TOutput>;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
  dialog: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    pending: boolean;
    onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
    form: UseFormReturn<TValues, unknown, TOutput>['control'];
    confirmation?: DialogConfirmation;
  };
} {
  const form = useForm<TValues, unknown, TOutput>({
    // The resolver's types cannot follow a generic schema; the schema's own types are checked above.
    resolver: zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>,
    defaultValues: initial() as DefaultValues<TValues>,
  });
  // Read at opening only: a save refetches what `initial` reads, and resetting then would drop
  // the save's own callbacks.
  const initialRef = useRef(initial);
  initialRef.current = initial;
  const { reset } = mutation;
  useEffect(() => {
    if (open) {
      form.reset(initialRef.current());
      reset();
    }
  }, [open, form, reset]);
  useFormDraft(form, draft ?? '', open && draft !== undefined);
  const idempotency = useIdempotencyKey(open && idempotent, draft);
  const [question, setQuestion] = useState<string | null>(null);
  const confirmed = (value: boolean) =>
    confirm && form.setValue(confirm.field, value as never, { shouldDirty: false });

  const onSubmit = form.handleSubmit(async (values) => {
    const key = idempotent ? idempotency.current() : '';
    const variables = toVariables
      ? await toVariables(values, key)
      : ((idempotent ? { input: values, idempotencyKey: key } : values) as TVariables);
    mutation.mutate(variables, {
      onSuccess: (data) => {
        if (idempotent) idempotency.renew();
        const said = typeof saved === 'string' ? saved : saved(data, values);
        if (typeof said === 'string') toast.success(said);
        else {
          const { title, ...options } = said;
          toast.success(title, options);
        }
        onDone(data, values);
      },
      onError: (error) => {
        if (idempotent) idempotency.renewIfRefused(error);
        // A confirmation holds for the values it was given only; a lost answer is sent again as it was.
        if (confirm && !isNetworkFailure(error) && form.getValues(confirm.field) === true) confirmed(false);
        if (confirm && hasErrorCode(error, 'confirmation_required')) {
          setQuestion(error.message);
          return;
        }
        const named = fields ?? (Object.keys(form.getValues()) as Path<TValues>[]);
        if (placeFieldErrors(form, error, named)) return;
        if (typeof failed === 'string') toastFailure(failed, error, 'Please try again.');
        else failed(error);
      },
    });
  });
  const pending = mutation.isPending || form.formState.isSubmitting;
  // The dialog only ever asks to close (Escape, the overlay, Cancel): that is onDone.
  const onOpenChange = (next: boolean) => {
    if (!next) onDone();
  };
  const confirmation: DialogConfirmation | undefined = confirm && {
    title: confirm.title,
    question,
    onConfirm: () => {
      setQuestion(null);
      confirmed(true);
      void onSubmit();
    },
    onCancel: () => setQuestion(null),
  };
  return {
    form,
    onSubmit,
    pending,
    dialog: { open, onOpenChange, pending, onSubmit, form: form.control, confirmation },
  };
}
