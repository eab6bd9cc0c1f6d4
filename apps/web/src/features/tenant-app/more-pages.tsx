import { zodResolver } from '@hookform/resolvers/zod';
import { type NoticeInput, noticeInput } from '@pg/contracts/bookings';
import type { TenantStay } from '@pg/contracts/tenant-app';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DateField } from '@/components/ui/date-input';
import { FormMessage, fieldsOf } from '@/components/ui/form-field';
import { RecordLoadFailed, RecordLoading } from '@/components/ui/record-states';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toast';
import { downloadMyData, useGiveNotice, useMyStay } from '@/features/tenant-app/api';
import { errorMessage } from '@/lib/api-client';
import { placeFieldErrors } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';

/** Give notice: the stay's dates, the earliest vacating date, then the day I leave. */
export function NoticePage() {
  const query = useMyStay();
  if (query.isPending) return <RecordLoading label="Loading your stay" />;
  if (query.isError)
    return <RecordLoadFailed failedText="Failed to load your stay" onRetry={() => void query.refetch()} />;
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
