import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, mapDbError, pgError } from '../lib/errors.ts';

type Body = { error: { code: string; message: string; fields?: Record<string, string> } };

const body = (code: string, message: string, fields?: Record<string, string>): Body => ({
  error: fields && Object.keys(fields).length ? { code, message, fields } : { code, message },
});

/** The first line of an error message, without the parameters Drizzle appends to a failed query's. */
const firstLine = (message: unknown) =>
  String(message ?? '')
    .split('\n')[0]!
    .replace(/\s*params:.*$/, '')
    .slice(0, 500);

/** The stack's frames only: its first lines repeat the message, and with it a query's parameters. */
const frames = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((l) => /^\s+at /.test(l))
        .join('\n')
    : undefined;

/**
 * What the log may say about an error: its type, code, the first line of its message and its stack
 * frames, and the same of its cause. Never a failed query's parameters (Drizzle writes them into its
 * message and keeps them in `params`), a database error's detail (which quotes the values at fault),
 * nor anything else of the request's body or query string. Logged under `error`: pino's serializer of
 * `err` would copy the raw error's own fields back in.
 */
export function loggableError(err: unknown) {
  const describe = (e: unknown) => {
    if (!e || typeof e !== 'object') return { type: typeof e, message: firstLine(e) };
    const { code, message } = e as { code?: unknown; message?: unknown };
    return {
      type: e.constructor?.name ?? 'Error',
      ...(typeof code === 'string' ? { code } : {}),
      message: firstLine(message),
    };
  };
  const cause = err && typeof err === 'object' ? (err as { cause?: unknown }).cause : undefined;
  const db = pgError(err);
  return {
    ...describe(err),
    ...(db ? { code: db.code } : {}),
    stack: frames((err as { stack?: unknown } | null)?.stack),
    ...(cause ? { cause: describe(cause) } : {}),
  };
}

/** One error handler for the whole API: every failure answers `{ error: { code, message, fields? } }`. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(body(err.code, err.message, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (v.keyword === 'unrecognized_keys') {
          for (const k of (v.params as { keys?: string[] }).keys ?? []) {
            fields[path ? `${path}.${k}` : k] ??= 'Unknown field';
          }
          continue;
        }
        fields[path || err.validationContext || 'request'] ??= v.message ?? 'Invalid value';
      }
      const first = Object.entries(fields)[0];
      return reply
        .status(400)
        .send(body('validation_failed', first ? `${first[0]}: ${first[1]}` : 'Invalid request', fields));
    }
    const db = mapDbError(err);
    if (db) {
      // A value the contract let through and the database refused: the contract misses a rule.
      if (db.status === 400) request.log.warn({ error: loggableError(err) }, 'the database refused a value');
      return reply.status(db.status).send(body(db.code, db.message, db.fields));
    }
    if (isResponseSerializationError(err)) {
      const issues = err.cause.issues.map((i) => ({
        path: i.path.join('.'),
        code: i.code,
        message: i.message,
      }));
      request.log.error({ error: loggableError(err), issues }, 'response did not match its schema');
      return reply.status(500).send(body('internal', 'Something went wrong on our side'));
    }
    const status = err.statusCode ?? 500;
    if (status === 429)
      return reply
        .status(429)
        .send(body('rate_limited', 'Too many requests. Please wait a moment and try again.'));
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_FILES_LIMIT')
      return reply.status(413).send(body('payload_too_large', 'The upload is too large'));
    if (status === 415)
      return reply.status(415).send(body('unsupported_media_type', 'This content type is not accepted'));
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty bodies and other client errors raised by Fastify itself.
      return reply.status(status).send(body(status === 404 ? 'not_found' : 'validation_failed', err.message));
    }
    request.log.error({ error: loggableError(err) }, 'unhandled error');
    return reply.status(500).send(body('internal', 'Something went wrong on our side'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(body('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`)),
  );
}

/**
 * Errors Fastify raises before a route is matched (a path that is not valid percent-encoding, a
 * path parameter longer than the router takes): answered in the API's error shape, without the path.
 */
export function frameworkErrors(_err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply.status(400).send(body('validation_failed', 'This address is not valid'));
}
