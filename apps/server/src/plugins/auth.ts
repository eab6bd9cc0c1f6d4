import type { PermissionKey } from '@pg/contracts/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type BranchScope, checkRouteScope, enforceBranchScope } from '../access/branch-scope.ts';
import { loadPrincipal, type Principal } from '../access/principal.ts';
import { PrincipalCache } from '../access/principal-cache.ts';
import { loadTenantPrincipal, type TenantPrincipal } from '../access/tenant-principal.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError, forbidden } from '../lib/errors.ts';
import { TENANT_AUDIENCE, verifyWithSecrets } from '../lib/tokens.ts';

/**
 * Access rules are declared on each route's `config`:
 * - `public: true`: no session needed (sign-in, refresh, health, the public application);
 * - `permission: 'feature:action'`: a session whose effective permissions include it (a
 *   PermissionKey: one not in the catalogue does not compile);
 * - `signedIn: true`: any session (the user's own profile, the branch list);
 * - `audience: 'tenant'`: a tenant's session of the tenant app (modules/tenant-app), and no staff
 *   session. Every other rule is the staff's audience: a tenant's token is refused there (401), as a
 *   staff token is on a tenant route. A tenant route reads the tenant from the session
 *   (`tenantOf`), never from the URL; it declares no branch scope.
 * Every /api route must declare one; registering one without fails at start-up, so no route is
 * left open by omission. Every route that needs a session also declares its branch `scope`
 * (access/branch-scope.ts), checked at start-up the same way.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
    signedIn?: boolean;
    permission?: PermissionKey;
    scope?: BranchScope;
    audience?: 'tenant';
  }
  interface FastifyRequest {
    principal: Principal | null;
    tenantPrincipal: TenantPrincipal | null;
  }
}

type AccessRule = {
  public?: boolean;
  signedIn?: boolean;
  permission?: PermissionKey;
  scope?: BranchScope;
  audience?: 'tenant';
};
/** Every API route with its access rule, for the permission matrix test and the docs. */
type RouteTableEntry = { method: string; url: string } & AccessRule;

export function registerAuth(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const routeTable: RouteTableEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.decorateRequest('principal', null);
  app.decorateRequest('tenantPrincipal', null);
  const ttl = deps.config.PRINCIPAL_CACHE_MS ?? (deps.config.NODE_ENV === 'test' ? 0 : 5_000);
  const cache = new PrincipalCache(ttl, () => deps.config.clock.now().getTime());
  const reads = new Set(['GET', 'HEAD', 'OPTIONS']);
  // Any write may have changed someone's access: the cached principals go once it is done (onSend
  // runs after the handler's transaction has committed, before the client hears the answer).
  app.addHook('onSend', async (request) => {
    if (!reads.has(request.method)) cache.invalidate();
  });

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') return;
    const c = (route.config ?? {}) as AccessRule;
    if (!c.public && !c.signedIn && !c.permission && !c.audience && !route.url.startsWith('/api/docs')) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    }
    if (c.audience && (c.public || c.signedIn || c.permission || c.scope)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} mixes the tenant audience with staff rules`,
      );
    }
    if (c.audience === 'tenant' && /:(\w+)/.test(route.url.replace(/:id\b/, ''))) {
      throw new Error(`Tenant route ${String(route.method)} ${route.url} names more than its record`);
    }
    if (!c.public && !c.audience && !route.url.startsWith('/api/docs'))
      checkRouteScope(String(route.method), route.url, c.scope);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, ...c });
    }
  });

  // onRequest: access is decided before the body is parsed or validated, from the rule of the
  // route Fastify matched, never from the text of the URL. Only routes outside /api (static
  // files, the web app, the API docs) have no rule: the onRoute check above refuses the rest.
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const c = request.routeOptions.config as AccessRule;
    if (c.audience === 'tenant') {
      request.tenantPrincipal = await authenticateTenant(request, deps);
      if (!request.tenantPrincipal) throw sessionExpired();
      return;
    }
    if (!c.public && !c.signedIn && !c.permission) {
      const pattern = request.routeOptions.url ?? '';
      if (pattern.startsWith('/api/') && !pattern.startsWith('/api/docs')) throw forbidden();
      return;
    }
    const readCache = reads.has(request.method) ? cache : null;
    const principal = await authenticate(request, deps, readCache);
    request.principal = principal;
    if (c.public) return;
    if (!principal) throw sessionExpired();
    if (c.permission && !principal.permissions.has(c.permission)) throw forbidden();
    await enforceBranchScope(deps.db, request, principal, c.scope, readCache);
  });
}

const sessionExpired = () => new AppError('unauthorized', 'Your session has expired. Please sign in again.');

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
};

/** The tenant of a tenant-audience token whose session is live; null for any other token. */
async function authenticateTenant(request: FastifyRequest, deps: { db: Db; config: Config }) {
  const token = bearer(request);
  if (!token) return null;
  const claims = await verifyWithSecrets(deps.config, token, deps.config.clock.now(), TENANT_AUDIENCE);
  return claims ? loadTenantPrincipal(deps.db, claims.sub, claims.sid) : null;
}

async function authenticate(
  request: FastifyRequest,
  deps: { db: Db; config: Config },
  cache: PrincipalCache | null,
): Promise<Principal | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const claims = await verifyWithSecrets(deps.config, header.slice(7).trim(), deps.config.clock.now());
  if (!claims) return null;
  return cache ? cache.load(deps.db, claims.sub, claims.sid) : loadPrincipal(deps.db, claims.sub, claims.sid);
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteTableEntry[];
  }
}

/** The signed-in tenant of a route of the tenant audience. */
export function tenantOf(request: FastifyRequest): TenantPrincipal {
  if (!request.tenantPrincipal) throw sessionExpired();
  return request.tenantPrincipal;
}

/** The signed-in principal of a route that declared an access rule other than public. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal)
    throw new AppError('unauthorized', 'Your session has expired. Please sign in again.');
  return request.principal;
}
