import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError, forbidden } from '../lib/errors.ts';
import { verifyAccessToken } from '../lib/tokens.ts';
import { loadPrincipal, type Principal } from '../modules/auth/principal.ts';

/**
 * Access rules are declared on each route's `config`:
 * - `public: true`: no session needed (sign-in, refresh, health, the public application);
 * - `permission: 'feature:action'`: a session whose effective permissions include it;
 * - `signedIn: true`: any session (the user's own profile, the branch list).
 * Every /api route must declare one; registering one without fails at start-up, so no route is
 * left open by omission.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
    signedIn?: boolean;
    permission?: string;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export type AccessRule = { public?: boolean; signedIn?: boolean; permission?: string };
/** Every API route with its access rule, for the permission matrix test and the docs. */
export type RouteTableEntry = { method: string; url: string } & AccessRule;

export function registerAuth(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const routeTable: RouteTableEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') return;
    const c = (route.config ?? {}) as AccessRule;
    if (!c.public && !c.signedIn && !c.permission && !route.url.startsWith('/api/docs')) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, ...c });
    }
  });

  // onRequest: access is decided before the body is parsed or validated.
  app.addHook('onRequest', async (request) => {
    const c = request.routeOptions.config as AccessRule;
    if (request.is404 || !request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    const principal = await authenticate(request, deps);
    request.principal = principal;
    if (c.public) return;
    if (!principal) throw new AppError('unauthorized', 'Your session has expired. Please sign in again.');
    if (c.permission && !principal.permissions.has(c.permission)) throw forbidden();
  });
}

async function authenticate(
  request: FastifyRequest,
  deps: { db: Db; config: Config },
): Promise<Principal | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const claims = await verifyAccessToken(deps.config.jwtSecret, header.slice(7).trim());
  if (!claims) return null;
  return loadPrincipal(deps.db, claims.sub, claims.sid);
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteTableEntry[];
  }
}

/** The signed-in principal of a route that declared an access rule other than public. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal)
    throw new AppError('unauthorized', 'Your session has expired. Please sign in again.');
  return request.principal;
}
