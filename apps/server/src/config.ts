import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const duration = z.coerce.number().int().positive();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  /** Signs access tokens (HS256). Created in DATA_DIR on first run when absent. */
  JWT_SECRET: z.string().min(32).optional(),
  /** 32 bytes, hex or base64: encrypts Aadhar numbers and uploaded images. Created in DATA_DIR when absent. */
  DATA_KEY: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: duration.default(15 * 60),
  /** A session ends after this long without a refresh. */
  SESSION_IDLE_SECONDS: duration.default(7 * 24 * 3600),
  /** A session ends this long after sign-in, whatever its use. */
  SESSION_ABSOLUTE_SECONDS: duration.default(30 * 24 * 3600),
  REFRESH_REUSE_WINDOW_SECONDS: z.coerce.number().int().min(0).default(10),
  SIGN_IN_MAX_ATTEMPTS: duration.default(5),
  SIGN_IN_WINDOW_SECONDS: duration.default(15 * 60),
  SIGN_IN_MAX_ATTEMPTS_PER_IP: duration.default(50),
  APPLICATION_RATE_LIMIT: duration.default(5),
  APPLICATION_RETENTION_DAYS: duration.default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Set behind a reverse proxy so that client addresses and https are taken from its headers. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = z.infer<typeof envSchema> & { jwtSecret: Uint8Array; dataKey: Buffer };

/** Reads a secret from the environment, else from a file in DATA_DIR, else creates that file. */
function secretFromFile(dataDir: string, name: string, fromEnv: string | undefined, bytes: number): Buffer {
  if (fromEnv) return decodeKey(fromEnv, bytes, name);
  const file = path.join(dataDir, name);
  if (existsSync(file)) return decodeKey(readFileSync(file, 'utf8').trim(), bytes, name);
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(bytes);
  writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  return key;
}

function decodeKey(value: string, bytes: number, name: string): Buffer {
  const key =
    /^[0-9a-f]+$/i.test(value) && value.length === bytes * 2
      ? Buffer.from(value, 'hex')
      : Buffer.from(value, 'base64');
  if (key.length < bytes) throw new Error(`${name} must be at least ${bytes} bytes (hex or base64)`);
  return key.subarray(0, bytes);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means the caller's directory.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), c.DATA_DIR);
  return {
    ...c,
    DATA_DIR: dataDir,
    jwtSecret: c.JWT_SECRET
      ? Buffer.from(c.JWT_SECRET, 'utf8')
      : secretFromFile(dataDir, 'jwt-secret', undefined, 32),
    dataKey: secretFromFile(dataDir, 'data-key', c.DATA_KEY, 32),
  };
}
