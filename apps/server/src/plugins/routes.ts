import { branchParams, idParams, listResponse } from '@pg/contracts/common';
import type { PermissionKey } from '@pg/contracts/permissions';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { recordLabel, type ScopedRecord } from '../access/branch-scope.ts';
import type { Principal } from '../access/principal.ts';
import type { Db } from '../db/client.ts';
import { type Missing, orNotFound } from '../lib/not-found.ts';
import { principalOf } from './auth.ts';

/** What every route declares: its access rule and its place in the API docs. */
type Declaration = {
  permission: PermissionKey;
  /** A money write that a repeated request must not make twice (plugins/idempotency.ts). */
  idempotent?: boolean;
  summary?: string;
  /** An answer holding personal records: `cache-control: no-store`, so no cache keeps a copy. */
  noStore?: boolean;
};

/** What a repository answers for a route whose answer has the schema R. */
export type Answer<R extends z.ZodType> = Promise<z.output<R> | Missing | null | undefined>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A feature of the permission catalogue that has the action A: 'floors' for 'floors:view'. */
type FeatureWith<A extends string> = PermissionKey extends infer K
  ? K extends `${infer F}:${A}`
    ? F
    : never
  : never;
/** A feature viewed, created, edited and deleted ('floors', 'complaints'...). */
type CrudFeature = FeatureWith<'view'> &
  FeatureWith<'create'> &
  FeatureWith<'update'> &
  FeatureWith<'delete'>;

/**
 * A branch's resource as its routes.ts declares it: the contract's schemas and the repository's
 * functions, each called with the database first. The figures (`summary`) and editing (`update`)
 * come with both their schema and their function, deleting (`remove`) with its function, when the
 * resource has them.
 */
type BranchResource<
  I extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  S extends z.ZodType,
  U extends z.ZodType,
> = {
  /** The kind of record `/<feature>/:id` names ('floor'), which decides its branch. */
  scope: ScopedRecord;
  /** Creating one is a money write (Declaration's `idempotent`). */
  idempotent?: boolean;
  schemas: { item: I; query: Q; input: B; summary?: S; update?: U };
  repository: {
    list: (db: Db, branchId: string, query: z.output<Q>) => Answer<ReturnType<typeof listResponse<I>>>;
    summary?: (db: Db, branchId: string) => Answer<S>;
    create: (db: Db, branchId: string, body: z.output<B>, by: Principal) => Answer<I>;
    update?: (db: Db, id: string, body: z.output<U>, by: Principal) => Answer<I>;
    remove?: (db: Db, id: string, by: Principal) => Promise<unknown>;
  };
};

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
 * declared once with `branchResource`, from its schemas and its repository's functions.
 *
 * A route of another shape (several path parameters, a file, no session) is written with
 * `app.get`/`app.post` as usual.
 */
export function resourceRoutes(app: Parameters<FastifyPluginAsyncZod>[0], tags: string[]) {
  // The types are checked where each route is declared (its schemas against its repository's
  // answer); here the routes are registered as plain Fastify routes.
  const register = (
    method: Method,
    url: string,
    config: FastifyContextConfig,
    schema: FastifySchema,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    noStore?: boolean,
  ) =>
    (app as unknown as FastifyInstance).route({
      method,
      url,
      // Only the parts the route has: Fastify warns of a part given as undefined.
      config: withoutUndefined(config),
      schema: withoutUndefined({ tags, ...schema }),
      handler: noStore
        ? (request, reply) => {
            reply.header('cache-control', 'no-store');
            return handler(request, reply);
          }
        : handler,
    });

  const branchIdOf = (request: FastifyRequest) => (request.params as z.output<typeof branchParams>).branchId;

  /**
   * A route on one record of a branch, by `:id` (`/payments/:id`, `/tenants/:id/leave`): 404
   * naming the record ('Tenant not found') when the repository answers null. Without a response
   * schema it answers 204 (a deletion); `created`, 201 (a new record under this one: a reminder
   * sent to a tenant, `/tenants/:id/reminders`).
   */
  function record<B extends z.ZodType = z.ZodUndefined, R extends z.ZodType = z.ZodUndefined>(
    method: Method,
    url: string,
    route: Declaration & { scope: ScopedRecord; created?: true; body?: B; response: R },
    act: (id: string, body: z.output<B>, by: Principal) => Answer<R>,
  ): void;
  function record<B extends z.ZodType = z.ZodUndefined>(
    method: Method,
    url: string,
    route: Declaration & { scope: ScopedRecord; body?: B; response?: undefined },
    act: (id: string, body: z.output<B>, by: Principal) => Promise<unknown>,
  ): void;
  function record(
    method: Method,
    url: string,
    route: Declaration & { scope: ScopedRecord; created?: true; body?: z.ZodType; response?: z.ZodType },
    act: (id: string, body: unknown, by: Principal) => Promise<unknown>,
  ) {
    register(
      method,
      url,
      { permission: route.permission, scope: route.scope, idempotent: route.idempotent },
      {
        summary: route.summary,
        params: idParams,
        body: route.body,
        response: route.response && { [route.created ? 201 : 200]: route.response },
      },
      async (request, reply) => {
        const { id } = request.params as z.output<typeof idParams>;
        const answer = orNotFound(
          await act(id, request.body, principalOf(request)),
          recordLabel(route.scope),
        );
        if (!route.response) return reply.status(204).send();
        return route.created ? reply.status(201).send(answer) : answer;
      },
      route.noStore,
    );
  }

  const route = {
    /** GET `/branches/:branchId/...`: a branch's list or figures, read with the query. */
    branchRead<R extends z.ZodType, Q extends z.ZodType = z.ZodUndefined>(
      url: string,
      route: Declaration & { query?: Q; response: R },
      read: (branchId: string, query: z.output<Q>) => Answer<R>,
    ) {
      register(
        'GET',
        url,
        { permission: route.permission, scope: 'branch' },
        {
          summary: route.summary,
          params: branchParams,
          querystring: route.query,
          response: { 200: route.response },
        },
        async (request) => orNotFound(await read(branchIdOf(request), request.query as z.output<Q>)),
        route.noStore,
      );
    },

    /** POST `/branches/:branchId/...`: a new record in the branch, answered 201. */
    branchCreate<B extends z.ZodType, R extends z.ZodType>(
      url: string,
      route: Declaration & { body: B; response: R },
      create: (branchId: string, body: z.output<B>, by: Principal) => Answer<R>,
    ) {
      register(
        'POST',
        url,
        { permission: route.permission, scope: 'branch', idempotent: route.idempotent },
        { summary: route.summary, params: branchParams, body: route.body, response: { 201: route.response } },
        async (request, reply) => {
          const created = await create(
            branchIdOf(request),
            request.body as z.output<B>,
            principalOf(request),
          );
          return reply.status(201).send(orNotFound(created));
        },
      );
    },

    record,
  };

  return {
    ...route,

    /**
     * The usual routes of a branch's resource, from one declaration: its list (GET
     * `/branches/:branchId/<feature>`), its figures (GET `.../<feature>/summary`), a new one (POST
     * `/branches/:branchId/<feature>`), editing one (PATCH `/<feature>/:id`) and deleting one
     * (DELETE `/<feature>/:id`), each that the repository has. Each route's permission is the
     * feature's `view`, `create`, `update` or `delete`.
     */
    branchResource<
      I extends z.ZodType,
      Q extends z.ZodType,
      B extends z.ZodType,
      S extends z.ZodType = z.ZodUndefined,
      U extends z.ZodType = z.ZodUndefined,
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
      route.branchCreate(
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
