import { branchParams, idParams, listResponse } from '@pg/contracts/common';
import type { PermissionKey } from '@pg/contracts/permissions';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { recordLabel, type ScopedRecord } from '../access/branch-scope.ts';
import type { Principal } from '../access/principal.ts';
import type { Db } from '../db/client.ts';
import { AppError, forbidden } from '../lib/errors.ts';
import { Missing, orNotFound } from '../lib/not-found.ts';
import { principalOf, tenantOf } from './auth.ts';
import { type RecordPhotoArgs, recordPhoto } from './record-photo.ts';
import type {
  Answer,
  BranchResource,
  CrudFeature,
  Declaration,
  Endpoint,
  Input,
  Method,
  Register,
  Schema,
} from './route-types.ts';

const withoutUndefined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/**
 * The shapes most API routes take, so a module's routes.ts reads as a table of its endpoints:
 * path, access rule, schemas and the one repository call. Each declares its branch `scope`,
 * validates with the contract's schemas and answers 404 when the repository answers null (or a
 * Missing naming another record):
 *
 *   const route = resourceRoutes(app, ['bookings']);
 *   route.branchRead(
 *     '/branches/:branchId/bookings',
 *     { permission: 'bookings:view', query: bookingListQuery, response: listResponse(booking) },
 *     (branchId, query) => repo.listBookings(db, branchId, query),
 *   );
 *
 * A branch's resource with the usual list, new, edit and delete routes (floors, complaints...) is
 * declared once with `branchResource`, from its schemas and its repository's functions. A route of
 * another shape (several path parameters, no branch, a file) is declared with `endpoint`.
 */
export function resourceRoutes(app: Parameters<FastifyPluginAsyncZod>[0], tags: string[]) {
  // Every route is registered here; the types are checked where each is declared (its schemas
  // against its function's answer), by the overloads of `endpoint` and the shapes below.
  const register: Register = (method, url, route, act) => {
    const { permission, scope, idempotent, noStore, response, created, notFound, sends } = route;
    const message = route.forbidden;
    (app as unknown as FastifyInstance).route({
      method,
      url,
      ...(route.bodyLimit && { bodyLimit: route.bodyLimit }),
      // Only the parts the route has: Fastify warns of a part given as undefined.
      config: withoutUndefined(
        permission === 'public'
          ? { public: true, rateLimit: route.rateLimit }
          : permission === 'tenant'
            ? { audience: 'tenant', idempotent }
            : permission === 'signed-in'
              ? { signedIn: true, scope }
              : { permission, scope, idempotent },
      ) as FastifyContextConfig,
      schema: withoutUndefined({
        tags,
        summary: route.summary,
        consumes: route.consumes,
        params: route.params,
        querystring: route.query,
        body: route.body,
        response: response && { [created ? 201 : 200]: response },
      }),
      // The access check's refusal in this route's words (a route's errorHandler sees its hooks').
      ...(message && {
        errorHandler: (err: unknown) => {
          if (err instanceof AppError && err.code === 'forbidden' && err.message === forbidden().message) {
            throw forbidden(message);
          }
          throw err;
        },
      }),
      handler: async (request, reply) => {
        if (noStore) reply.header('cache-control', 'no-store');
        const { params, query, body } = request as unknown as Input<Schema, Schema, Schema>;
        const answer = await act({
          params,
          query,
          body,
          reply,
          // Read when used: a tenant's or a public route has no staff member, and so on.
          get by() {
            return principalOf(request);
          },
          get tenant() {
            return tenantOf(request);
          },
        });
        if (sends) return answer;
        if (!response) {
          // A change with nothing to show: 404 only for a record it did not find.
          if (answer === null || answer instanceof Missing) orNotFound(answer, notFound);
          return reply.status(204).send();
        }
        return reply.status(created ? 201 : 200).send(orNotFound(answer, notFound));
      },
    });
  };

  function endpoint<
    R extends Schema,
    P extends Schema = z.ZodUndefined,
    Q extends Schema = z.ZodUndefined,
    B extends Schema = z.ZodUndefined,
  >(
    method: Method,
    url: string,
    route: Endpoint<P, Q, B, R> & { response: R; sends?: undefined },
    act: (input: Input<P, Q, B>) => Answer<R>,
  ): void;
  function endpoint<
    P extends Schema = z.ZodUndefined,
    Q extends Schema = z.ZodUndefined,
    B extends Schema = z.ZodUndefined,
  >(
    method: Method,
    url: string,
    route: Endpoint<P, Q, B, Schema> & ({ response?: undefined } | { sends: true }),
    act: (input: Input<P, Q, B>) => Promise<unknown>,
  ): void;
  function endpoint(
    method: Method,
    url: string,
    route: Endpoint<Schema, Schema, Schema, Schema | undefined>,
    act: (input: Input<Schema, Schema, Schema>) => Promise<unknown>,
  ) {
    register(method, url, route, act);
  }

  /**
   * A route on one record of a branch, by `:id` (`/payments/:id`, `/tenants/:id/leave`): 404
   * naming the record ('Tenant not found') when the repository answers null. Without a response
   * schema it answers 204 (a deletion); `created`, 201 (a new record under this one: a reminder
   * sent to a tenant, `/tenants/:id/reminders`).
   */
  function record<B extends Schema = z.ZodUndefined, R extends Schema = z.ZodUndefined>(
    method: Method,
    url: string,
    route: Declaration & { scope: ScopedRecord; created?: true; body?: B; response: R },
    act: (id: string, body: z.output<B>, by: Principal) => Answer<R>,
  ): void;
  function record<B extends Schema = z.ZodUndefined>(
    method: Method,
    url: string,
    route: Declaration & { scope: ScopedRecord; body?: B; response?: undefined },
    act: (id: string, body: z.output<B>, by: Principal) => Promise<unknown>,
  ): void;
  function record(
    method: Method,
    url: string,
    route: Declaration & { scope: ScopedRecord; created?: true; body?: Schema; response?: Schema },
    act: (id: string, body: unknown, by: Principal) => Promise<unknown>,
  ) {
    register(method, url, { ...route, params: idParams, notFound: recordLabel(route.scope) }, (input) =>
      act((input.params as z.output<typeof idParams>).id, input.body, input.by),
    );
  }

  const branchIdOf = (input: { params: unknown }) => (input.params as z.output<typeof branchParams>).branchId;

  const route = {
    /** GET `/branches/:branchId/...`: a branch's list or figures, read with the query. */
    branchRead<R extends Schema, Q extends Schema = z.ZodUndefined>(
      url: string,
      route: Declaration & { query?: Q; response: R },
      read: (branchId: string, query: z.output<Q>, by: Principal) => Answer<R>,
    ) {
      register(
        'GET',
        url,
        { ...route, idempotent: undefined, scope: 'branch', params: branchParams },
        (input) => read(branchIdOf(input), input.query as z.output<Q>, input.by),
      );
    },

    /**
     * A change to a branch, `/branches/:branchId/...`: a new record in it (POST, answered 201), or
     * with `method`, a setting saved or removed (PUT, DELETE) or a preview (POST), answered 200.
     */
    branchWrite<B extends Schema, R extends Schema>(
      url: string,
      route: Declaration & { body?: B; response: R; method?: 'PUT' | 'PATCH' | 'POST' | 'DELETE' },
      write: (branchId: string, body: z.output<B>, by: Principal) => Answer<R>,
    ) {
      const { method, ...rest } = route;
      register(
        method ?? 'POST',
        url,
        { ...rest, scope: 'branch', params: branchParams, created: method ? undefined : true },
        (input) => write(branchIdOf(input), input.body as z.output<B>, input.by),
      );
    },

    record,
    endpoint,
  };

  return {
    ...route,

    /** A photo kept with one record: PUT and GET at `url` (plugins/record-photo.ts). */
    recordPhoto: (...args: RecordPhotoArgs) => recordPhoto(register, ...args),

    /**
     * The usual routes of a branch's resource, from one declaration: its list (GET
     * `/branches/:branchId/<feature>`), its figures (GET `.../<feature>/summary`), a new one (POST
     * `/branches/:branchId/<feature>`), editing one (PATCH `/<feature>/:id`) and deleting one
     * (DELETE `/<feature>/:id`), each that the repository has. Each route's permission is the
     * feature's `view`, `create`, `update` or `delete`.
     */
    branchResource<
      I extends z.ZodType,
      Q extends Schema,
      B extends Schema,
      S extends Schema = z.ZodUndefined,
      U extends Schema = z.ZodUndefined,
    >(feature: CrudFeature, db: Db, resource: BranchResource<I, Q, B, S, U>) {
      const { scope, idempotent, schemas, repository } = resource;
      const { summary, update, remove } = repository;
      const view: PermissionKey = `${feature}:view`;

      route.branchRead(
        `/branches/:branchId/${feature}`,
        { permission: view, query: schemas.query, response: listResponse(schemas.item) },
        (branchId, query) => repository.list(db, branchId, query),
      );
      if (summary && schemas.summary) {
        route.branchRead(
          `/branches/:branchId/${feature}/summary`,
          { permission: view, response: schemas.summary },
          (branchId) => summary(db, branchId),
        );
      }
      route.branchWrite(
        `/branches/:branchId/${feature}`,
        { permission: `${feature}:create`, idempotent, body: schemas.input, response: schemas.item },
        (branchId, body, by) => repository.create(db, branchId, body, by),
      );
      if (update && schemas.update) {
        record(
          'PATCH',
          `/${feature}/:id`,
          { permission: `${feature}:update`, scope, body: schemas.update, response: schemas.item },
          (id, body, by) => update(db, id, body, by),
        );
      }
      if (remove) {
        record('DELETE', `/${feature}/:id`, { permission: `${feature}:delete`, scope }, (id, _body, by) =>
          remove(db, id, by),
        );
      }
    },
  };
}
