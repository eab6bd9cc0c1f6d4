import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A session's refresh token in an httpOnly cookie, sent only to its own sign-in routes (`path`),
 * same-site only, secure behind HTTPS, for the session's absolute lifetime; the answer that sets it
 * is never cached. Staff sessions and tenant sessions each have one (pg_refresh, pg_tenant_refresh).
 */
export function refreshCookie(name: string, path: string, maxAgeSeconds: number) {
  return {
    /** Sets the cookie of a session just issued and answers its body. */
    send<T>(reply: FastifyReply, issued: { refreshToken: string; body: T }): T {
      reply.setCookie(name, issued.refreshToken, {
        path,
        httpOnly: true,
        sameSite: 'strict',
        secure: reply.request.protocol === 'https',
        maxAge: maxAgeSeconds,
      });
      reply.header('cache-control', 'no-store');
      return issued.body;
    },
    /** The refresh token the browser sent, if any. */
    read: (request: FastifyRequest): string | undefined => request.cookies[name],
    clear: (reply: FastifyReply) => reply.clearCookie(name, { path }),
  };
}
