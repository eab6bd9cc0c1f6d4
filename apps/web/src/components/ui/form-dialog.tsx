import type * as React from 'react';
import { useState } from 'react';
import { type FieldValues, useFormState } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DialogFooter } from '@/components/ui/dialog';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { type BoundFieldProps, FormMessage } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';

/** What a dialog takes from the page that opens it: whether it is open, and how to close it. */
export type DialogOpenProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type FormDialogProps<T extends FieldValues> = DialogOpenProps & {
  title: React.ReactNode;
  description: React.ReactNode;
  /** While the save runs: a spinner on the submit button, both buttons disabled, no closing. */
  pending: boolean;
  /** The submit button's label, e.g. 'Add Expense' or 'Save Changes'. */
  submitLabel: React.ReactNode;
  /** A red submit button, for a step that cannot be taken back. */
  destructive?: boolean;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /**
   * The form's `control`: its own message (FormMessage) shows above the buttons, where a refusal
   * whose field is not on this form lands (lib/form-errors).
   */
  form: BoundFieldProps<T>['form'];
  /** The dialog's width when not the default's (sm:max-w-lg), e.g. 'sm:max-w-xl'. */
  className?: string;
  /** A question the server asked of the save (lib/dialog-form's `confirm`), asked over the form. */
  confirmation?: {
    title: string;
    question: string | null;
    onConfirm: () => void;
    onCancel: () => void;
  };
  /** The form's fields. */
  children: React.ReactNode;
};

/**
 * A dialog holding one form: title, description, the fields, the form's message, then Cancel and
 * the submit button. Closed by Back, Escape, its cross or a click outside with something typed,
 * it first asks 'Discard changes?' (Cancel is the user's own word for that and closes at once).
 */
export function FormDialog<T extends FieldValues>({
  open,
  onOpenChange,
  title,
  description,
  pending,
  submitLabel,
  destructive = false,
  onSubmit,
  form,
  className,
  confirmation,
  children,
}: FormDialogProps<T>) {
  const { isDirty } = useFormState({ control: form });
  const [discarding, setDiscarding] = useState(false);
  // False: refused (a save under way, or the question asked first), for Back to know at once.
  const request = (next: boolean) => {
    if (pending) return false;
    if (!next && isDirty) {
      setDiscarding(true);
      return false;
    }
    onOpenChange(next);
    return true;
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={request}
      title={title}
      description={description}
      className={className}
    >
      <form
        noValidate
        // A dialog opened from within another's form (Add Tenant from a picker) is portalled out of
        // its page, but React passes its submit up to the outer form: it stops here.
        onSubmit={(event) => {
          event.stopPropagation();
          onSubmit(event);
        }}
        className="grid gap-4"
      >
        {children}
        <FormMessage form={form} />
        <DialogFooter className="pt-2">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <SubmitButton variant={destructive ? 'destructive' : 'default'} pending={pending}>
            {submitLabel}
          </SubmitButton>
        </DialogFooter>
      </form>
      <ConfirmDialog
        open={discarding}
        title="Discard changes?"
        description="What you typed in this form will be lost."
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        pending={false}
        onConfirm={() => {
          setDiscarding(false);
          onOpenChange(false);
        }}
        onClose={() => setDiscarding(false)}
      />
      {confirmation && (
        <ConfirmDialog
          open={confirmation.question !== null}
          title={confirmation.title}
          description={confirmation.question}
          confirmLabel={typeof submitLabel === 'string' ? submitLabel : 'Confirm'}
          destructive={false}
          pending={pending}
          onConfirm={confirmation.onConfirm}
          onClose={confirmation.onCancel}
        />
      )}
    </DialogFrame>
  );
}
