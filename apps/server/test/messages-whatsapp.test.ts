import { type AddressInfo, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SendError } from '../src/modules/messages/outgoing.ts';
import { sendWhatsApp } from '../src/modules/messages/whatsapp.ts';
import { startWhatsAppServer } from './message-servers.ts';

/**
 * The WhatsApp Business Cloud API client against a local server answering as Meta's
 * documentation describes: the message id on success, the error object's reason otherwise,
 * and which refusals are worth trying again.
 */
const TOKEN = 'EAAtesttoken0123456789abcdef';
const wa = await startWhatsAppServer(TOKEN, () => new Date());
const settings = { apiUrl: wa.url, token: TOKEN, phoneNumberId: '106540352242922', template: null };
const message = {
  id: 'row-1',
  recipient: '919876543210',
  subject: null,
  body: 'Hello Asha, your rent of ₹8,000.00 is due.',
  payload: { tenant: 'Asha', amount: '₹8,000.00', due_date: '01/01/2027', branch: 'Sunrise PG' },
};

const refusal = async (send: Promise<unknown>) => {
  const err = await send.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SendError);
  return { reason: (err as SendError).message, permanent: (err as SendError).permanent };
};

describe('the WhatsApp Cloud API client', () => {
  it('sends a text message and answers the message id', async () => {
    const { providerId } = await sendWhatsApp(settings, message);
    expect(providerId).toMatch(/^wamid\./);
    expect(wa.requests.at(-1)).toMatchObject({
      path: '/v21.0/106540352242922/messages',
      authorization: `Bearer ${TOKEN}`,
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '919876543210',
        type: 'text',
        text: { preview_url: false, body: message.body },
      },
    });
  });

  it('sends an approved template with the body parameters in order when the server has one', async () => {
    await sendWhatsApp({ ...settings, template: { name: 'rent_reminder', language: 'en' } }, message);
    expect(wa.requests.at(-1)!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'rent_reminder',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: ['Asha', '₹8,000.00', '01/01/2027', 'Sunrise PG'].map((text) => ({
              type: 'text',
              text,
            })),
          },
        ],
      },
    });
  });

  it("gives Meta's reason: a wrong token for good, a rate limit to try again", async () => {
    expect(await refusal(sendWhatsApp({ ...settings, token: 'EAAwrongtoken0000000000' }, message))).toEqual({
      reason: 'Invalid OAuth access token - Cannot parse access token (code 190)',
      permanent: true,
    });
    wa.state.error = { status: 400, code: 130429, message: 'Rate limit hit' };
    expect(await refusal(sendWhatsApp(settings, message))).toEqual({
      reason: 'Rate limit hit (code 130429)',
      permanent: false,
    });
    wa.state.error = { status: 400, code: 131026, message: 'Message undeliverable' };
    expect(await refusal(sendWhatsApp(settings, message))).toEqual({
      reason: 'Message undeliverable (code 131026)',
      permanent: true,
    });
    wa.state.error = { status: 503, code: 2, message: 'Service temporarily unavailable' };
    expect((await refusal(sendWhatsApp(settings, message))).permanent).toBe(false);
    wa.state.error = null;
  });

  it('tries again later when the API cannot be reached', async () => {
    // A port that was free a moment ago: nothing listens on it.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const down = await refusal(
      sendWhatsApp({ ...settings, apiUrl: `http://127.0.0.1:${port}/v21.0` }, message),
    );
    expect(down.permanent).toBe(false);
    expect(down.reason).toMatch(/^WhatsApp API unreachable: .*ECONNREFUSED/);
  });
});
