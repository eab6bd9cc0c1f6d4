import { instantInIndia } from '@pg/contracts/dates';
import { type Visitor, visitorOutForm } from '@pg/contracts/visitors';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, InputField } from '@/components/ui/form-field';
import { useMarkVisitorOut } from '@/features/visitors/api/mark-visitor-out';
import { useDialogForm } from '@/lib/dialog-form';
import { formatDate, formatTime } from '@/lib/format';

type MarkOutDialogProps = {
  /** The visitor to mark out; the dialog is open while one is given. */
  visitor: Visitor | null;
  /** The register's day, which the time out is of. */
  date: string;
  onClose: () => void;
};

/** 'Mark out' on an earlier day's register: the time they went out, entered after the fact. */
export function MarkOutDialog({ visitor, date, onClose }: MarkOutDialogProps) {
  const { form, dialog } = useDialogForm({
    schema: visitorOutForm,
    open: visitor !== null,
    initial: () => ({ time_out: '' }),
    mutation: useMarkVisitorOut(),
    toVariables: ({ time_out }) => ({ id: visitor!.id, out_at: instantInIndia(date, time_out) }),
    saved: (v) => `${v.name} marked out`,
    failed: 'Failed to mark the visitor out',
    onDone: onClose,
  });
  const field = fieldsOf(form.control);
  return (
    <FormDialog
      {...dialog}
      title="Mark out"
      description={
        visitor
          ? `${visitor.name} came in at ${formatTime(visitor.in_at)} on ${formatDate(date)}. When did they go out?`
          : ''
      }
      submitLabel="Mark out"
    >
      <InputField {...field('time_out')} label="Time out" type="time" />
    </FormDialog>
  );
}
