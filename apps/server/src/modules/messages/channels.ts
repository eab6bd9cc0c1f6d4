import type { MessageChannel } from '@pg/contracts/messages';
import nodemailer from 'nodemailer';
import type { EmailSettings, MessagingSettings } from '../../lib/messaging-config.ts';
import { type Channel, SendError } from './outgoing.ts';
import { sendWhatsApp } from './whatsapp.ts';

type SmtpError = Error & { responseCode?: number; response?: string; code?: string };

/** E-mail through any SMTP server (nodemailer). */
function emailChannel(settings: EmailSettings, host: string): Channel {
  const transport = nodemailer.createTransport(settings.transport as never);
  return {
    async send(m) {
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to: m.recipient,
          subject: m.subject ?? '',
          text: m.body,
          // One Message-ID per outbox row: a copy sent again after a crash is the same message to
          // mail clients that recognise it.
          messageId: `<${m.id}@${host}>`,
        });
        return { providerId: info.messageId ?? null };
      } catch (err) {
        const e = err as SmtpError;
        const reason = e.response ?? e.message;
        // 5xx: the server refuses this message for good (no such mailbox, rejected); else retry.
        throw new SendError(reason, e.responseCode !== undefined && e.responseCode >= 500);
      }
    },
    async check() {
      try {
        await transport.verify();
        return null;
      } catch (err) {
        return (err as Error).message;
      }
    },
    close: () => transport.close(),
  };
}

/** The host part of the sender's address: the Message-ID's right side. */
function senderHost(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1] ?? 'localhost';
}

/** The channels the server is configured for, by name. */
export function openChannels(settings: MessagingSettings): Partial<Record<MessageChannel, Channel>> {
  const channels: Partial<Record<MessageChannel, Channel>> = {};
  if (settings.email) channels.email = emailChannel(settings.email, senderHost(settings.email.from));
  if (settings.whatsapp) {
    const wa = settings.whatsapp;
    channels.whatsapp = {
      send: (m) => sendWhatsApp(wa, m),
      check: async () => null,
      close: () => {},
    };
  }
  return channels;
}
