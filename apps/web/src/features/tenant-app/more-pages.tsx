import { zodResolver } from '@hookform/resolvers/zod';
import { type NoticeInput, noticeInput } from '@pg/contracts/bookings';
import { COMPLAINT_STATUS_LABELS } from '@pg/contracts/complaints';
import { type TenantComplaintInput, type TenantStay, tenantComplaintInput } from '@pg/contracts/tenant-app';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DateField } from '@/components/ui/date-input';
import { FormMessage, fieldsOf, InputField, TextareaField } from '@/components/ui/form-field';
import { RecordLoadFailed, RecordLoading } from '@/components/ui/record-states';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toast';
import {
  downloadMyData,
  useGiveNotice,
  useMyComplaints,
  useMyStay,
  useRaiseComplaint,
} from '@/features/tenant-app/api';
import { errorMessage } from '@/lib/api-client';
import { placeFieldErrors } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';

/** Give notice: the stay's dates, the earliest vacating date, then the day I leave. */
export function NoticePage() {
  const query = useMyStay();
  if (query.isPending) return <RecordLoading label="Loading your stay" />;
  if (query.isError)
    return (
      <RecordLoadFailed
        missing={false}
        missingText=""
        failedText="Failed to load your stay"
        onRetry={() => void query.refetch()}
      />
    );
  const { stay } = query.data;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-semibold text-xl">Give notice</h1>
      {!stay ? (
        <p className="text-muted-foreground text-sm">You can give notice once you are checked in.</p>
      ) : (
        <NoticeForm stay={stay} />
      )}
    </div>
  );
}

function NoticeForm({ stay }: { stay: NonNullable<TenantStay['stay']> }) {
  const give = useGiveNotice();
  const form = useForm<NoticeInput>({
    resolver: zodResolver(noticeInput),
    defaultValues: { vacating_date: stay.end_date },
  });
  const field = fieldsOf(form.control);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await give.mutateAsync(values);
      toast.success('Notice given');
    } catch (error) {
      if (!placeFieldErrors(form, error, ['vacating_date']))
        form.setError('root.server', {
          message: errorMessage(error, 'Could not give notice. Please try again.'),
        });
    }
  });
  return (
    <Card className="p-4">
      <dl className="grid gap-1 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">Bed</dt>
          <dd>{`Room ${stay.room_number}, bed ${stay.bed_number}`}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">Stay ends on</dt>
          <dd>{formatDate(stay.end_date)}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">Notice period</dt>
          <dd>None: you may leave from today</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">Earliest end date</dt>
          <dd>{formatDate(stay.earliest_vacating_date)}</dd>
        </div>
        {stay.notice_given_on && (
          <div className="flex justify-between gap-2">
            <dt className="text-muted-foreground">Notice given on</dt>
            <dd>{formatDate(stay.notice_given_on)}</dd>
          </div>
        )}
      </dl>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
        <DateField
          {...field('vacating_date')}
          label="I leave on"
          min={stay.earliest_vacating_date}
          max={stay.end_date}
        />
        <FormMessage form={form.control} />
        <SubmitButton pending={give.isPending} className="w-full">
          Give notice
        </SubmitButton>
      </form>
    </Card>
  );
}

const STATUS_BADGE = {
  open: 'secondary',
  in_progress: 'warning',
  resolved: 'success',
  closed: 'outline',
} as const;

/** My complaints, their status; and raising one. */
export function ComplaintsPage() {
  const query = useMyComplaints();
  const raise = useRaiseComplaint();
  const form = useForm<TenantComplaintInput>({
    resolver: zodResolver(tenantComplaintInput),
    defaultValues: { category: '', description: '' },
  });
  const field = fieldsOf(form.control);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await raise.mutateAsync(values);
      toast.success('Complaint registered');
      form.reset({ category: '', description: '' });
    } catch (error) {
      if (!placeFieldErrors(form, error, ['category', 'description']))
        form.setError('root.server', { message: errorMessage(error, 'Could not send. Please try again.') });
    }
  });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-semibold text-xl">Complaints</h1>
      <Card className="p-4">
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Raise a complaint">
          <InputField
            {...field('category')}
            label="What is it about"
            placeholder="Plumbing, Wi-Fi, cleaning…"
          />
          <TextareaField {...field('description')} label="What is wrong" rows={3} />
          <FormMessage form={form.control} />
          <SubmitButton pending={raise.isPending} className="w-full">
            Raise complaint
          </SubmitButton>
        </form>
      </Card>
      {query.isPending ? (
        <RecordLoading label="Loading your complaints" />
      ) : query.isError ? (
        <RecordLoadFailed
          missing={false}
          missingText=""
          failedText="Failed to load your complaints"
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ul className="flex flex-col gap-2" aria-label="My complaints">
          {query.data.items.map((c) => (
            <li key={c.id}>
              <Card className="gap-1 p-3">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium">{c.category}</span>
                  <Badge variant={STATUS_BADGE[c.status]}>{COMPLAINT_STATUS_LABELS[c.status]}</Badge>
                </div>
                <p className="whitespace-pre-line text-sm">{c.description}</p>
                <p className="text-muted-foreground text-xs">{`Raised on ${formatDate(c.created_at)}`}</p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Download my data: everything the console holds about me, as a JSON file. */
export function MyDataButton() {
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="outline"
      disabled={pending}
      onClick={() => {
        setPending(true);
        downloadMyData()
          .catch((error) => toast.error(errorMessage(error, 'Could not download your data')))
          .finally(() => setPending(false));
      }}
    >
      Download my data
    </Button>
  );
}
