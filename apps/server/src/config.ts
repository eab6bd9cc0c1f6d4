import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { type Clock, systemClock } from './lib/clock.ts';
import { type MessagingSettings, messagingEnv, messagingSettings } from './lib/messaging-config.ts';
import { ownerOnlyDir } from './lib/owner-only.ts';

/** A setting the server cannot start with; main prints its message alone, without a stack. */
export class ConfigError extends Error {}

const duration = z.coerce.number().int().positive();

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `1` (hops), `10.0.0.5,10.1.0.0/16` (addresses or CIDRs), or `false`/unset (no proxy). */
function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): false | number | string[] {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        "give the number of proxies in front of the server (TRUST_PROXY=1 behind one nginx or Caddy) or their addresses; 'true' would take the client address from whatever X-Forwarded-For a client sends",
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(v)) return Number(v);
  const items = v.split(',').map((s) => s.trim());
  const bad = items.filter((item) => {
    if (PROXY_NAMES.has(item)) return false;
    const [address, prefix, ...rest] = item.split('/');
    const family = isIP(address ?? '');
    if (!family || rest.length) return true;
    if (prefix === undefined) return false;
    return !/^\d+$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128);
  });
  if (bad.length) {
    ctx.addIssue({
      code: 'custom',
      message: `not a number of proxies, nor proxy addresses or CIDRs: ${bad.join(', ')}`,
    });
    return z.NEVER;
  }
  return items;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  /**
   * The console's address as tenants reach it (https://pg.example.com): the links in messages the
   * server sends itself (a reminder's payment page). Without it, a reminder carries the UPI link.
   */
  PUBLIC_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .url({ protocol: /^https?$/, message: 'must be an http(s) address, such as https://pg.example.com' })
      .optional(),
  ),
  /** Signs access tokens (HS256). Created in DATA_DIR on first run when absent. */
  JWT_SECRET: z.string().min(32).optional(),
  /**
   * The JWT_SECRET being replaced: still verifies (never signs) access tokens, until those it
   * signed have expired (ACCESS_TOKEN_TTL_SECONDS after every server has the new one).
   */
  JWT_SECRET_PREVIOUS: z.string().min(32).optional(),
  /** 32 bytes, hex or base64: encrypts Aadhar numbers and uploaded images. Created in DATA_DIR when absent. */
  DATA_KEY: z.string().min(32).optional(),
  /**
   * The DATA_KEY being replaced: still decrypts, while a background job re-encrypts everything
   * with DATA_KEY, DATA_KEY_ROTATION_BATCH rows a minute. Removed once none is left.
   */
  DATA_KEY_PREVIOUS: z.string().min(32).optional(),
  DATA_KEY_ROTATION_BATCH: z.coerce.number().int().min(1).max(100_000).default(200),
  ACCESS_TOKEN_TTL_SECONDS: duration.default(15 * 60),
  /**
   * How long a read may reuse a session's resolved roles, permissions and branches (every write
   * through the API forgets them at once). Default 5000 ms; 0 under NODE_ENV=test, whose tests
   * change access in the database directly between requests.
   */
  PRINCIPAL_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** A session ends after this long without a refresh. */
  SESSION_IDLE_SECONDS: duration.default(7 * 24 * 3600),
  /** A session ends this long after sign-in, whatever its use. */
  SESSION_ABSOLUTE_SECONDS: duration.default(30 * 24 * 3600),
  REFRESH_REUSE_WINDOW_SECONDS: z.coerce.number().int().min(0).default(10),
  /** Passwords checked per account and address within the window. */
  SIGN_IN_MAX_ATTEMPTS: duration.default(5),
  SIGN_IN_WINDOW_SECONDS: duration.default(15 * 60),
  /** Passwords checked per address, whatever the account, within the window. */
  SIGN_IN_MAX_ATTEMPTS_PER_IP: duration.default(50),
  /** Passwords checked per account, from all addresses together, within the window. */
  SIGN_IN_MAX_ATTEMPTS_PER_ACCOUNT: duration.default(100),
  APPLICATION_RATE_LIMIT: duration.default(5),
  APPLICATION_RETENTION_DAYS: duration.default(30),
  /** Days after a tenant leaves before their personal data is erased (the name and money records stay). */
  TENANT_RETENTION_DAYS: duration.default(730),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /**
   * Behind reverse proxies: their number (hops) or their addresses, so that the client address
   * (and https) are taken from the headers they add, and from nothing a client can forge.
   */
  TRUST_PROXY: z.string().optional().transform(parseTrustProxy),
  /** Where backups are written (default: DATA_DIR/backups); better on another disk. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** The hour (0-23, server time) of the nightly backup; `off` for none. */
  BACKUP_HOUR: z.union([z.literal('off'), z.coerce.number().int().min(0).max(23)]).default(3),
  /** Days a nightly backup is kept. */
  BACKUP_KEEP: duration.default(14),
  /** Turns on GET /metrics, for a scraper that sends this bearer token. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** E-mail (SMTP) and WhatsApp (Cloud API): lib/messaging-config.ts. */
  ...messagingEnv,
});

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A number trusts that many hops from this server: the
 * client is the address that many entries from the right of X-Forwarded-For (each proxy appends
 * the address it received from), and anything a client wrote further left is ignored.
 */
export function trustProxyOption(
  value: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

export type Config = z.infer<typeof envSchema> & {
  jwtSecret: Uint8Array;
  /** JWT_SECRET_PREVIOUS: verifies, never signs. */
  jwtSecretPrevious: Uint8Array | null;
  dataKey: Buffer;
  /** DATA_KEY_PREVIOUS: decrypts what is not yet re-encrypted with dataKey. */
  dataKeyPrevious: Buffer | null;
  /** What time it is for sessions, limits and retention; tests pass one they can move. */
  clock: Clock;
  /** The channels messages go out by: each null until configured. */
  messaging: MessagingSettings;
};

const FS_REASONS: Record<string, string> = {
  ENOTDIR: 'part of the path is a file, not a directory',
  EEXIST: 'it is a file, not a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
};

/** Runs a file-system step on DATA_DIR, turning its failure into one clear sentence. */
function inDataDir<T>(dataDir: string, step: () => T): T {
  try {
    return step();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    const reason = FS_REASONS[code] ?? (err as Error).message;
    throw new ConfigError(
      `Cannot use DATA_DIR ${dataDir}: ${reason}. Set DATA_DIR to a directory the server can write to.`,
    );
  }
}

/** Reads a secret from the environment, else from a file in DATA_DIR, else creates that file. */
function secretFromFile(dataDir: string, name: string, fromEnv: string | undefined, bytes: number): Buffer {
  if (fromEnv) return decodeKey(fromEnv, bytes, name);
  const file = path.join(dataDir, name);
  if (existsSync(file)) {
    return decodeKey(inDataDir(dataDir, () => readFileSync(file, 'utf8')).trim(), bytes, name);
  }
  const key = randomBytes(bytes);
  inDataDir(dataDir, () => {
    ownerOnlyDir(dataDir);
    writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  });
  return key;
}

function decodeKey(value: string, bytes: number, name: string): Buffer {
  const key =
    /^[0-9a-f]+$/i.test(value) && value.length === bytes * 2
      ? Buffer.from(value, 'hex')
      : Buffer.from(value, 'base64');
  if (key.length < bytes) throw new ConfigError(`${name} must be at least ${bytes} bytes (hex or base64)`);
  return key.subarray(0, bytes);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means the caller's directory.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), c.DATA_DIR);
  if (c.DATABASE_URL && (!c.JWT_SECRET || !c.DATA_KEY)) {
    // A key made here would be this server's alone: other servers on the database could not read
    // its sessions or what it encrypts.
    const missing = [!c.JWT_SECRET && 'JWT_SECRET', !c.DATA_KEY && 'DATA_KEY'].filter(Boolean).join(' and ');
    throw new ConfigError(
      `With DATABASE_URL, set ${missing} in the environment: every server on the database must use the same keys.`,
    );
  }
  const messaging = messagingSettings(c);
  if (typeof messaging === 'string') throw new ConfigError(`Invalid configuration: ${messaging}`);
  if (!c.DATABASE_URL) {
    // The embedded database lives in DATA_DIR/pgdata: made here, whatever the secrets' source.
    const pgdata = path.join(dataDir, 'pgdata');
    inDataDir(dataDir, () => {
      ownerOnlyDir(dataDir);
      ownerOnlyDir(pgdata);
      accessSync(pgdata, constants.W_OK);
    });
  }
  return {
    ...c,
    DATA_DIR: dataDir,
    BACKUP_DIR: path.resolve(env.INIT_CWD ?? process.cwd(), c.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    jwtSecret: c.JWT_SECRET
      ? Buffer.from(c.JWT_SECRET, 'utf8')
      : secretFromFile(dataDir, 'jwt-secret', undefined, 32),
    jwtSecretPrevious: c.JWT_SECRET_PREVIOUS ? Buffer.from(c.JWT_SECRET_PREVIOUS, 'utf8') : null,
    dataKey: secretFromFile(dataDir, 'data-key', c.DATA_KEY, 32),
    dataKeyPrevious: c.DATA_KEY_PREVIOUS ? decodeKey(c.DATA_KEY_PREVIOUS, 32, 'DATA_KEY_PREVIOUS') : null,
    clock: systemClock,
    messaging,
  };
}

/**
 * The configuration of a process started from the command line (the server, backup, restore): a
 * setting it cannot start with ends it with one line saying which and why, without a stack.
 */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
