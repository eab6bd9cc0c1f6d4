import { todayIso } from '@pg/contracts/dates';
import { type Notice, noticeInput } from '@pg/contracts/notices';
import { useState } from 'react';
import type { z } from 'zod';
import { AddButton } from '@/components/ui/add-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-input';
import { type DialogOpenProps, FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, InputField, TextareaField } from '@/components/ui/form-field';
import { PageSection } from '@/components/ui/page-section';
import { toast } from '@/components/ui/toast';
import { useEndNotice, useNotices, usePostNotice } from '@/features/complaints/api/notices';
import { useDialogForm } from '@/lib/dialog-form';
import { toastFailure } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';

type FormValues = z.input<typeof noticeInput>;
const blank = (): FormValues => ({ title: '', body: '', property_id: null, ends_on: '' });

/**
 * Notices to the branch's tenants ('Water off on Sunday 10 to 12'): posted here, read in the
 * tenant app until their last day. Ending one takes it off the tenants' phones from tomorrow.
 */
export function NoticesSection({ branchId }: { branchId: string }) {
  const { can } = useSession();
  const notices = useNotices(branchId);
  const end = useEndNotice();
  const [posting, setPosting] = useState(false);
  const items = notices.data?.items ?? [];
  return (
    <PageSection
      title="Notices to tenants"
      description="What tenants of this branch read in their app, until the day you choose."
      actions={
        can('complaints:create') && <AddButton onClick={() => setPosting(true)}>Post Notice</AddButton>
      }
    >
      {notices.isPending ? (
        <p className="text-muted-foreground text-sm" aria-busy="true">
          Loading notices…
        </p>
      ) : notices.isError ? (
        <p className="text-destructive text-sm">Could not load the notices. Please try again.</p>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground text-sm">No notices yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Notices">
          {items.map((n) => (
            <NoticeItem
              key={n.id}
              notice={n}
              ending={end.isPending && end.variables === n.id}
              onEnd={
                can('complaints:update') && n.current && n.ends_on !== todayIso()
                  ? () =>
                      end.mutate(n.id, {
                        onSuccess: () => toast.success('Notice ended'),
                        onError: (error) => toastFailure('Failed to end the notice', error),
                      })
                  : undefined
              }
            />
          ))}
        </ul>
      )}
      <PostNoticeDialog branchId={branchId} open={posting} onOpenChange={setPosting} />
    </PageSection>
  );
}

function NoticeItem({ notice, ending, onEnd }: { notice: Notice; ending: boolean; onEnd?: () => void }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border bg-card p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-medium">
          {notice.title}{' '}
          <Badge variant={notice.current ? 'success' : 'secondary'}>
            {notice.current ? 'Shown' : 'Ended'}
          </Badge>
        </p>
        <p className="whitespace-pre-line text-sm">{notice.body}</p>
        <p className="text-muted-foreground text-xs">
          {notice.property_name ?? 'Whole branch'} · posted {formatDate(notice.created_at)}
          {notice.created_by_name ? ` by ${notice.created_by_name}` : ''}
          {notice.ends_on ? ` · until ${formatDate(notice.ends_on)}` : ''}
        </p>
      </div>
      {onEnd && (
        <Button variant="outline" size="sm" onClick={onEnd} disabled={ending}>
          End today
        </Button>
      )}
    </li>
  );
}

function PostNoticeDialog({ branchId, open, onOpenChange }: DialogOpenProps & { branchId: string }) {
  const { form, dialog } = useDialogForm({
    schema: noticeInput,
    open,
    initial: blank,
    mutation: usePostNotice(branchId),
    saved: 'Notice posted',
    failed: 'Failed to post the notice',
    onDone: () => onOpenChange(false),
    draft: `notice:${branchId}`,
  });
  const field = fieldsOf(form.control);
  return (
    <FormDialog
      {...dialog}
      title="Post Notice"
      description="Every tenant staying in this branch sees it in their app."
      submitLabel="Post Notice"
    >
      <InputField {...field('title')} label="Title" placeholder="e.g. Water off on Sunday" />
      <TextareaField {...field('body')} label="Text" rows={4} />
      <DateField {...field('ends_on')} label="Show until (optional)" />
    </FormDialog>
  );
}
