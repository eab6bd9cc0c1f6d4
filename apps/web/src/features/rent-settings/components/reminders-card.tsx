import { DEFAULT_REMINDER_TEMPLATE, REMINDER_PLACEHOLDERS } from '@pg/contracts/collecting';
import {
  MESSAGES_TEXTS,
  REMINDER_SIDE_LABELS,
  REMINDER_SIDES,
  type ReminderScheduleAnswer,
  type ReminderScheduleFormValues,
  reminderScheduleForm,
  reminderScheduleFormValues,
  stepLabel,
} from '@pg/contracts/messages';
import { Plus, Trash2 } from 'lucide-react';
import { type Control, useFieldArray, useFormState } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { fieldsOf, InputField, TextareaField } from '@/components/ui/form-field';
import { LoadedContent } from '@/components/ui/loaded-content';
import { SelectFormField } from '@/components/ui/select-field';
import { useReminderSchedule, useSaveReminderSchedule } from '@/features/rent-settings/api/rent-settings';
import { SettingsCard } from '@/features/rent-settings/components/settings-card';
import { useSettingsForm } from '@/features/rent-settings/components/settings-form';

/** At most this many reminders a month (the contract's limit). */
const MAX_STEPS = 8;
const SIDE_OPTIONS = REMINDER_SIDES.map((s) => ({ value: s, label: REMINDER_SIDE_LABELS[s] }));

/** What each placeholder of a message becomes. */
const PLACEHOLDER_MEANINGS: Record<(typeof REMINDER_PLACEHOLDERS)[number], string> = {
  tenant: "the tenant's name",
  amount: 'what is open up to that month',
  due_date: "the month's due day",
  branch: "the branch's name",
  upi_link: 'a UPI link to pay (its line is left out without a UPI ID)',
  months: 'what is open, month by month',
};

/** Which channels the server sends by, or that reminders stay the Dues page's WhatsApp links. */
function channelsText({ email, whatsapp }: ReminderScheduleAnswer['channels']) {
  if (!email && !whatsapp) return MESSAGES_TEXTS.noChannel;
  const by = [email && 'e-mail (to tenants with an e-mail address)', whatsapp && 'WhatsApp'].filter(Boolean);
  return `This server sends reminders by ${by.join(' and ')}.`;
}

/**
 * Automatic reminders: on or off, the steps in days before or after the due day (up to 8), each
 * with its own message or the branch's one, and the quiet hours when none is sent (India time).
 */
export function RemindersCard({ branchId, canSave }: { branchId: string; canSave: boolean }) {
  const query = useReminderSchedule(branchId);
  const { form, onSubmit, pending } = useSettingsForm({
    schema: reminderScheduleForm,
    values: query.data && reminderScheduleFormValues(query.data.schedule),
    mutation: useSaveReminderSchedule(branchId),
    saved: 'Reminder schedule saved',
    failed: 'Failed to save the reminder schedule',
  });
  const field = fieldsOf(form.control);
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const { errors } = useFormState({ control: form.control, name: 'steps' });
  // The list's own message (none, or more than 8): on the list, or its root once it has fields.
  const stepsError = errors.steps?.root?.message ?? errors.steps?.message;
  const values = form.watch('steps');

  return (
    <SettingsCard
      title={MESSAGES_TEXTS.scheduleTitle}
      description="Reminders of unpaid rent sent by themselves, on the days you choose around each month's due day."
      status={query.data && channelsText(query.data.channels)}
      form={query.data ? form.control : null}
      onSubmit={onSubmit}
      pending={pending}
      canSave={canSave}
      saveLabel="Save reminders"
    >
      <LoadedContent
        query={query}
        rows={4}
        rowClassName="h-9 w-full"
        failedText="Failed to load the reminder schedule."
      >
        {() => (
          <>
            <CheckboxField
              // The checkbox's control type cannot follow the form's list paths; the name is checked.
              control={form.control as unknown as Control<Pick<ReminderScheduleFormValues, 'enabled'>>}
              name="enabled"
              label="Send reminders"
            />
            <fieldset className="grid min-w-0 gap-4">
              <legend className="mb-2 font-medium text-sm">Reminders</legend>
              {steps.fields.map((step, i) => {
                const typed = values?.[i];
                const days = typed && /^\d+$/.test(typed.offset_days) ? Number(typed.offset_days) : null;
                const when =
                  days === null ? `Reminder ${i + 1}` : stepLabel(typed?.side === 'before' ? -days : days);
                return (
                  <div key={step.id} className="grid min-w-0 gap-3 rounded-lg border p-3">
                    <div className="flex items-center justify-between gap-2">
                      <p className="font-medium text-sm">{when}</p>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="pointer-coarse:size-11"
                        aria-label={`Remove reminder ${i + 1}`}
                        onClick={() => steps.remove(i)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                    <div className="grid items-start gap-3 sm:grid-cols-2">
                      <InputField
                        {...field(`steps.${i}.offset_days`)}
                        label={`Days, reminder ${i + 1}`}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        step={1}
                      />
                      <SelectFormField
                        {...field(`steps.${i}.side`)}
                        label={`When, reminder ${i + 1}`}
                        options={SIDE_OPTIONS}
                      />
                    </div>
                    <TextareaField
                      {...field(`steps.${i}.template`)}
                      label={`Message, reminder ${i + 1}`}
                      description="Empty: the branch's reminder message (Payment details), or the default"
                      rows={3}
                      placeholder={DEFAULT_REMINDER_TEMPLATE}
                    />
                  </div>
                );
              })}
              {stepsError && (
                <p role="alert" className="text-destructive text-sm">
                  {stepsError}
                </p>
              )}
              {steps.fields.length < MAX_STEPS ? (
                <Button
                  variant="outline"
                  className="w-fit pointer-coarse:min-h-11"
                  onClick={() => steps.append({ offset_days: '', side: 'after', template: '' })}
                >
                  <Plus aria-hidden="true" />
                  Add reminder
                </Button>
              ) : (
                <p className="text-muted-foreground text-sm">At most {MAX_STEPS} reminders a month.</p>
              )}
            </fieldset>
            <details className="text-sm">
              <summary className="flex min-h-11 cursor-pointer items-center">
                Placeholders in a message
              </summary>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                {REMINDER_PLACEHOLDERS.map((p) => (
                  <div key={p} className="contents">
                    <dt className="font-mono">{`{${p}}`}</dt>
                    <dd className="text-muted-foreground">{PLACEHOLDER_MEANINGS[p]}</dd>
                  </div>
                ))}
              </dl>
            </details>
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <InputField
                {...field('quiet_start')}
                label="Quiet hours start"
                description="India time, 24-hour (21:00)"
                inputMode="numeric"
                placeholder="21:00"
              />
              <InputField
                {...field('quiet_end')}
                label="Quiet hours end"
                description="Nothing is sent in between; same time: none"
                inputMode="numeric"
                placeholder="08:00"
              />
            </div>
          </>
        )}
      </LoadedContent>
    </SettingsCard>
  );
}
