import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

/**
 * The real parts the messages tests send to: an SMTP server (smtp-server) started in the test,
 * and a local HTTP server answering as the WhatsApp Business Cloud API's documentation describes.
 */

/** Sessions that outlast the days these tests move their clock by. */
export const LONG_SESSIONS = {
  ACCESS_TOKEN_TTL_SECONDS: String(90 * 24 * 3600),
  SESSION_IDLE_SECONDS: String(90 * 24 * 3600),
  SESSION_ABSOLUTE_SECONDS: String(90 * 24 * 3600),
};

export type ReceivedMail = { to: string[]; messageId: string; subject: string; text: string; at: Date };

/** A quoted-printable body, as nodemailer writes a text with non-ASCII characters (₹), decoded. */
function decodeBody(raw: string, headers: string): string {
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return raw;
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/gi, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
}

const header = (headers: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(headers)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ??
  '';

/**
 * An SMTP server on a free local port. `mode` decides what it answers to each message: 'accept',
 * 'refuse' (451, try again later) or 'reject' (550, for good). `stop()` and `start()` take it down
 * and bring it back on the same port. `now` stamps each mail with the test's clock.
 */
export async function startSmtpServer(now: () => Date) {
  const received: ReceivedMail[] = [];
  const state = { mode: 'accept' as 'accept' | 'refuse' | 'reject' };
  let server: SMTPServer;
  let port = 0;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (state.mode !== 'accept') {
            const err = Object.assign(
              new Error(state.mode === 'refuse' ? 'Mailbox busy, try again later' : 'No such user here'),
              { responseCode: state.mode === 'refuse' ? 451 : 550 },
            );
            callback(err);
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          const split = raw.search(/\r?\n\r?\n/);
          const headers = raw.slice(0, split);
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            messageId: header(headers, 'Message-ID'),
            subject: header(headers, 'Subject'),
            text: decodeBody(raw.slice(split).trim(), headers),
            at: now(),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  };
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  await start();
  afterAll(stop);
  return { received, state, url: `smtp://127.0.0.1:${port}`, start, stop };
}

export type WhatsAppRequest = {
  path: string;
  authorization: string;
  body: Record<string, unknown>;
  at: Date;
};

/**
 * A local server answering POST /v21.0/{phone-number-id}/messages as the Cloud API does: with a
 * Bearer token it knows, `{ messaging_product, contacts, messages: [{ id }] }`; otherwise, or when
 * `answer` says so, `{ error: { message, type, code, fbtrace_id } }` with the status Meta uses.
 */
export async function startWhatsAppServer(token: string, now: () => Date) {
  const requests: WhatsAppRequest[] = [];
  const state: { error: null | { status: number; code: number; message: string } } = { error: null };
  let n = 0;
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  };
  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const error = (status: number, code: number, message: string, type = 'OAuthException') =>
        send(status, { error: { message, type, code, fbtrace_id: `trace${n}` } });
      if (req.method !== 'POST' || !/^\/v\d+\.\d+\/\d+\/messages$/.test(req.url ?? '')) {
        return error(400, 100, 'Unsupported post request', 'GraphMethodException');
      }
      if (req.headers.authorization !== `Bearer ${token}`) {
        return error(401, 190, 'Invalid OAuth access token - Cannot parse access token');
      }
      requests.push({ path: req.url!, authorization: req.headers.authorization, body, at: now() });
      if (state.error) return error(state.error.status, state.error.code, state.error.message);
      if (body.messaging_product !== 'whatsapp' || typeof body.to !== 'string') {
        return error(400, 100, '(#100) Invalid parameter');
      }
      n++;
      send(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.TEST${n}` }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { requests, state, url: `http://127.0.0.1:${port}/v21.0` };
}
