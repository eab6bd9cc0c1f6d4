import { z } from 'zod';

/**
 * The settings of the channels messages go out by (docs/messages.md): e-mail through any SMTP
 * server, and the WhatsApp Business Cloud API. Each is off until configured; a half-given or
 * malformed setting stops the server at start with a line naming it (config.ts).
 */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

export const messagingEnv = {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465: the whole SMTP server in one setting. */
  SMTP_URL: optional(
    z.url({ protocol: /^smtps?$/, message: 'must be smtp://user:password@host:port (or smtps://)' }),
  ),
  /** Or the SMTP server part by part. */
  SMTP_HOST: optional(z.string().min(1)),
  SMTP_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. Default: port 465. */
  SMTP_SECURE: optional(z.enum(['true', 'false'])),
  SMTP_USER: optional(z.string().min(1)),
  SMTP_PASS: optional(z.string().min(1)),
  /** The sender of every e-mail: 'Sunrise PG <rent@sunrisepg.in>' or 'rent@sunrisepg.in'. */
  SMTP_FROM: optional(
    z.string().regex(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
      message: "must be an e-mail address, or 'Name <address>'",
    }),
  ),
  /** WhatsApp Business Cloud API: a permanent access token and the sending phone number's id. */
  WHATSAPP_TOKEN: optional(z.string().min(20, { message: 'must be the access token from Meta' })),
  WHATSAPP_PHONE_NUMBER_ID: optional(
    z.string().regex(/^\d+$/, { message: 'must be the number id (digits)' }),
  ),
  /** The Graph API's address and version (tests point it at a local server). */
  WHATSAPP_API_URL: z
    .url({ message: 'must be an http(s) address' })
    .default('https://graph.facebook.com/v21.0'),
  /**
   * An approved message template to send reminders as (outside the 24 hours after a tenant's
   * last message, the Cloud API takes templates only); its body's parameters are the tenant, the
   * amount, the due date and the branch. Unset: reminders go as text messages.
   */
  WHATSAPP_TEMPLATE: optional(
    z.string().regex(/^[a-z0-9_]+$/, { message: 'must be a template name (a-z, 0-9, _)' }),
  ),
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2}(_[A-Z]{2})?$/)
    .default('en'),
};

type MessagingValues = z.output<z.ZodObject<typeof messagingEnv>>;

export type EmailSettings = {
  /** nodemailer's transport options: the URL, or host, port, secure and auth. */
  transport: string | { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } };
  from: string;
};
export type WhatsAppSettings = {
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  template: { name: string; language: string } | null;
};
export type MessagingSettings = { email: EmailSettings | null; whatsapp: WhatsAppSettings | null };

/** The channels the settings turn on, or the sentence saying which setting is wrong. */
export function messagingSettings(c: MessagingValues): MessagingSettings | string {
  let email: EmailSettings | null = null;
  if (c.SMTP_URL && c.SMTP_HOST) return 'Set SMTP_URL or SMTP_HOST, not both.';
  if (!c.SMTP_URL && !c.SMTP_HOST) {
    const stray = (['SMTP_PORT', 'SMTP_USER', 'SMTP_PASS', 'SMTP_FROM', 'SMTP_SECURE'] as const).find(
      (k) => c[k],
    );
    if (stray) return `${stray} is set but SMTP_HOST (or SMTP_URL) is not: set it to send e-mail.`;
  } else {
    if (!c.SMTP_FROM)
      return 'SMTP_FROM is required with SMTP_URL or SMTP_HOST: the address e-mails come from.';
    if (Boolean(c.SMTP_USER) !== Boolean(c.SMTP_PASS)) return 'Set SMTP_USER and SMTP_PASS together.';
    if (c.SMTP_URL) {
      email = { transport: c.SMTP_URL, from: c.SMTP_FROM };
    } else {
      const port = c.SMTP_PORT ?? 587;
      email = {
        transport: {
          host: c.SMTP_HOST!,
          port,
          secure: c.SMTP_SECURE ? c.SMTP_SECURE === 'true' : port === 465,
          ...(c.SMTP_USER ? { auth: { user: c.SMTP_USER, pass: c.SMTP_PASS! } } : {}),
        },
        from: c.SMTP_FROM,
      };
    }
  }
  if (Boolean(c.WHATSAPP_TOKEN) !== Boolean(c.WHATSAPP_PHONE_NUMBER_ID)) {
    return 'Set WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID together to send WhatsApp messages.';
  }
  const whatsapp: WhatsAppSettings | null =
    c.WHATSAPP_TOKEN && c.WHATSAPP_PHONE_NUMBER_ID
      ? {
          apiUrl: c.WHATSAPP_API_URL.replace(/\/+$/, ''),
          token: c.WHATSAPP_TOKEN,
          phoneNumberId: c.WHATSAPP_PHONE_NUMBER_ID,
          template: c.WHATSAPP_TEMPLATE
            ? { name: c.WHATSAPP_TEMPLATE, language: c.WHATSAPP_TEMPLATE_LANGUAGE }
            : null,
        }
      : null;
  return { email, whatsapp };
}
