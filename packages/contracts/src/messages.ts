import { z } from 'zod';
import { unknownPlaceholders } from './collecting.ts';
import { listQuery, optionalText, uuid } from './common.ts';

/**
 * Messages that send themselves: a branch's reminder schedule (steps in days from the due day,
 * each with its message, and quiet hours in India time) and the outbox every e-mail and WhatsApp
 * message goes through (queued, sent, failed with the provider's reason, retried).
 */

export const MESSAGE_KINDS = ['reminder', 'receipt'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_CHANNELS = ['email', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/**
 * queued: waiting for its time (a retry's, or the end of quiet hours); sending: a server has it;
 * sent: the provider took it; failed: refused for good, or after the last attempt; cancelled: a
 * reminder whose month was paid before it went out.
 */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = { reminder: 'Reminder', receipt: 'Receipt' };
export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = {
  email: 'E-mail',
  whatsapp: 'WhatsApp',
};
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Not sent (paid)',
};

/** How many times a message is tried before it is marked failed. */
export const MESSAGE_MAX_ATTEMPTS = 5;

/** 'Due day', '3 days before the due day', '1 day after the due day'. */
export function stepLabel(offsetDays: number): string {
  if (offsetDays === 0) return 'On the due day';
  const n = Math.abs(offsetDays);
  return `${n} day${n === 1 ? '' : 's'} ${offsetDays < 0 ? 'before' : 'after'} the due day`;
}

/** 'HH:MM', 24-hour, India time. */
const clockTime = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: `${label} must be a time such as 21:00` });

const reminderTemplate = optionalText('Message', 2000, { multiline: true }).refine(
  (t) => t === null || unknownPlaceholders(t).length === 0,
  {
    message: 'Use only the placeholders {tenant}, {amount}, {due_date}, {branch}, {upi_link} and {months}',
  },
);

export const reminderStep = z
  .object({
    offset_days: z
      .number({ message: 'Days must be a number' })
      .int({ message: 'Days must be a whole number' })
      .min(-31, { message: 'A reminder can be at most 31 days before the due day' })
      .max(60, { message: 'A reminder can be at most 60 days after the due day' }),
    /** Null: the branch's reminder message (Payment details), else the default one. */
    template: reminderTemplate,
  })
  .strict();
export type ReminderStep = z.output<typeof reminderStep>;

/** PUT /api/branches/:branchId/reminder-schedule. */
export const reminderScheduleInput = z
  .object({
    enabled: z.boolean(),
    steps: z.array(reminderStep).max(8, { message: 'At most 8 reminders a month' }),
    quiet_start: clockTime('Quiet hours start'),
    quiet_end: clockTime('Quiet hours end'),
  })
  .strict()
  .superRefine((s, ctx) => {
    const seen = new Set<number>();
    s.steps.forEach((step, i) => {
      if (seen.has(step.offset_days)) {
        ctx.addIssue({
          code: 'custom',
          message: 'Two reminders on the same day',
          path: ['steps', i, 'offset_days'],
        });
      }
      seen.add(step.offset_days);
    });
    if (s.enabled && s.steps.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Add at least one reminder', path: ['steps'] });
    }
  });
export type ReminderScheduleValues = z.output<typeof reminderScheduleInput>;

/** A step of the schedule's form: how many days, before or after the due day. */
export const REMINDER_SIDES = ['before', 'after'] as const;
export type ReminderSide = (typeof REMINDER_SIDES)[number];
export const REMINDER_SIDE_LABELS: Record<ReminderSide, string> = {
  before: 'before the due day',
  after: 'after the due day',
};

/**
 * The schedule as its form holds it (Rent settings): each step's days as typed, and whether before
 * or after the due day, under the names the server's messages use (steps.1.offset_days), then
 * checked as the server checks it.
 */
export const reminderScheduleForm = z
  .object({
    enabled: z.boolean(),
    steps: z.array(
      z.object({
        offset_days: z
          .string({ message: 'Days must be a whole number' })
          .trim()
          .regex(/^\d{1,3}$/, { message: 'Days must be a whole number' }),
        side: z.enum(REMINDER_SIDES),
        template: z.string(),
      }),
    ),
    quiet_start: z.string(),
    quiet_end: z.string(),
  })
  .transform(
    (v): z.input<typeof reminderScheduleInput> => ({
      ...v,
      steps: v.steps.map((step) => ({
        offset_days: (step.side === 'before' ? -1 : 1) * Number(step.offset_days),
        template: step.template,
      })),
    }),
  )
  .pipe(reminderScheduleInput);
export type ReminderScheduleFormValues = z.input<typeof reminderScheduleForm>;

/** The form's values of a stored schedule (empty text for a step's own message when it has none). */
export const reminderScheduleFormValues = (s: {
  enabled: boolean;
  steps: { offset_days: number; template: string | null }[];
  quiet_start: string;
  quiet_end: string;
}): ReminderScheduleFormValues => ({
  enabled: s.enabled,
  steps: s.steps.map((step) => ({
    offset_days: String(Math.abs(step.offset_days)),
    side: step.offset_days < 0 ? 'before' : 'after',
    template: step.template ?? '',
  })),
  quiet_start: s.quiet_start,
  quiet_end: s.quiet_end,
});

/** The schedule a branch starts from: 3 days before, on the day, 3 and 7 days after; quiet 21:00-08:00. */
export const DEFAULT_REMINDER_SCHEDULE: ReminderScheduleValues = {
  enabled: false,
  steps: [-3, 0, 3, 7].map((offset_days) => ({ offset_days, template: null })),
  quiet_start: '21:00',
  quiet_end: '08:00',
};

export const reminderSchedule = z.object({
  branch_id: z.string(),
  enabled: z.boolean(),
  steps: z.array(z.object({ offset_days: z.number(), template: z.string().nullable() })),
  quiet_start: z.string(),
  quiet_end: z.string(),
  /** Steps falling before this day (India) are not sent: turning reminders on does not remind of the past. */
  enabled_from: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type ReminderSchedule = z.infer<typeof reminderSchedule>;

/** GET /api/branches/:branchId/reminder-schedule: the schedule, and which channels the server has. */
export const reminderScheduleAnswer = z.object({
  schedule: reminderSchedule,
  channels: z.object({ email: z.boolean(), whatsapp: z.boolean() }),
});
export type ReminderScheduleAnswer = z.infer<typeof reminderScheduleAnswer>;

/** GET /api/branches/:branchId/messages. */
export const messagesQuery = listQuery
  .extend({
    status: z.enum(MESSAGE_STATUSES, { message: 'Unknown status' }).optional(),
    tenant_id: uuid.optional(),
  })
  .strict();
export type MessagesQuery = z.output<typeof messagesQuery>;

export const message = z.object({
  id: z.string(),
  branch_id: z.string(),
  tenant_id: z.string().nullable(),
  tenant_name: z.string().nullable(),
  kind: z.enum(MESSAGE_KINDS),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string(),
  /** The reminder's step in days from the due day; null for a receipt. */
  step_offset: z.number().nullable(),
  /** The month a reminder is about (its first day). */
  month: z.string().nullable(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  provider_message_id: z.string().nullable(),
  next_attempt_at: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type Message = z.infer<typeof message>;

export const MESSAGES_TEXTS = {
  title: 'Messages',
  description: 'Reminders and receipts sent by e-mail and WhatsApp, and those that failed.',
  empty: 'No messages yet',
  retry: 'Retry now',
  retried: 'The message will be sent again',
  scheduleTitle: 'Automatic reminders',
  noChannel:
    'No e-mail or WhatsApp is set up on the server, so reminders are sent from the Dues page with WhatsApp links. The README says how to set up e-mail and the WhatsApp Business Cloud API.',
} as const;
