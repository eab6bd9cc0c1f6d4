import type { WhatsAppSettings } from '../../lib/messaging-config.ts';
import { type Outgoing, SendError } from './outgoing.ts';

/**
 * The WhatsApp Business Cloud API's messages endpoint, as Meta documents it:
 * POST {api}/{phone-number-id}/messages with `Authorization: Bearer <token>` and a JSON body
 * `{ messaging_product: 'whatsapp', to, type: 'text' | 'template', ... }`; it answers
 * `{ messages: [{ id }] }`, or `{ error: { message, type, code, error_subcode?, error_data? } }`.
 */

/** The template's body parameters, in order: {{1}} tenant, {{2}} amount, {{3}} due date, {{4}} branch. */
export const TEMPLATE_PARAMETERS = ['tenant', 'amount', 'due_date', 'branch'] as const;

/** Error codes that say "later" (rate limits, a service briefly unavailable): tried again. */
const RETRY_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056]);

type GraphError = {
  error?: { message?: string; type?: string; code?: number; error_data?: { details?: string } };
};

/** The request body of one message: a template when the server sends templates and the message has its values. */
export function whatsAppBody(settings: WhatsAppSettings, m: Outgoing) {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: m.recipient };
  if (settings.template && m.payload) {
    return {
      ...base,
      type: 'template',
      template: {
        name: settings.template.name,
        language: { code: settings.template.language },
        components: [
          {
            type: 'body',
            parameters: TEMPLATE_PARAMETERS.map((name) => ({ type: 'text', text: m.payload?.[name] ?? '' })),
          },
        ],
      },
    };
  }
  return { ...base, type: 'text', text: { preview_url: false, body: m.body } };
}

export async function sendWhatsApp(settings: WhatsAppSettings, m: Outgoing): Promise<{ providerId: string }> {
  let res: Response;
  try {
    res = await fetch(`${settings.apiUrl}/${settings.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(whatsAppBody(settings, m)),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (err) {
    const cause = (err as Error & { cause?: Error }).cause;
    throw new SendError(`WhatsApp API unreachable: ${cause?.message ?? (err as Error).message}`, false);
  }
  const answer = (await res.json().catch(() => null)) as
    | (GraphError & { messages?: { id?: string }[] })
    | null;
  const id = answer?.messages?.[0]?.id;
  if (res.ok && id) return { providerId: id };
  const e = answer?.error;
  const reason = e
    ? [`${e.message ?? 'Error'}${e.code !== undefined ? ` (code ${e.code})` : ''}`, e.error_data?.details]
        .filter(Boolean)
        .join(': ')
    : `WhatsApp API answered ${res.status} without a message id`;
  const later = res.status >= 500 || res.status === 429 || (e?.code !== undefined && RETRY_CODES.has(e.code));
  throw new SendError(reason, !later);
}
