import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, mapDbError } from '../lib/errors.ts';

type Body = { error: { code: string; message: string; fields?: Record<string, string> } };

const body = (code: string, message: string, fields?: Record<string, string>): Body => ({
  error: fields && Object.keys(fields).length ? { code, message, fields } : { code, message },
});

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
    if (db) return reply.status(db.status).send(body(db.code, db.message, db.fields));
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
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
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body('internal', 'Something went wrong on our side'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(body('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`)),
  );
}
