import type { listResponse } from '@pg/contracts/common';
import type { PermissionKey } from '@pg/contracts/permissions';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { BranchScope, ScopedRecord } from '../access/branch-scope.ts';
import type { Principal } from '../access/principal.ts';
import type { TenantPrincipal } from '../access/tenant-principal.ts';
import type { Db } from '../db/client.ts';
import type { Missing } from '../lib/not-found.ts';

/** What every route declares: its access rule and its place in the API docs. */
/** A contract's schema, of zod or zod/mini. */
export type Schema = z.core.$ZodType;

export type Declaration = {
  /**
   * Who may call it: a permission, 'signed-in' for any staff session (the bell, the user's own
   * things), 'tenant' for a tenant's session of the tenant app, 'public' for no session (signing
   * in, the application form).
   */
  permission: PermissionKey | 'signed-in' | 'tenant' | 'public';
  /** A money write that a repeated request must not make twice (plugins/idempotency.ts). */
  idempotent?: boolean;
  summary?: string;
  /** An answer holding personal records: `cache-control: no-store`, so no cache keeps a copy. */
  noStore?: boolean;
};

/** What a repository answers for a route whose answer has the schema R. */
export type Answer<R extends Schema> = Promise<z.output<R> | Missing | null | undefined>;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A feature of the permission catalogue that has the action A: 'floors' for 'floors:view'. */
type FeatureWith<A extends string> = PermissionKey extends infer K
  ? K extends `${infer F}:${A}`
    ? F
    : never
  : never;
/** A feature viewed, created, edited and deleted ('floors', 'complaints'...). */
export type CrudFeature = FeatureWith<'view'> &
  FeatureWith<'create'> &
  FeatureWith<'update'> &
  FeatureWith<'delete'>;

/**
 * A branch's resource as its routes.ts declares it: the contract's schemas and the repository's
 * functions, each called with the database first. The figures (`summary`) and editing (`update`)
 * come with both their schema and their function, deleting (`remove`) with its function, when the
 * resource has them.
 */
export type BranchResource<
  I extends z.ZodType,
  Q extends Schema,
  B extends Schema,
  S extends Schema,
  U extends Schema,
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

/** What an endpoint's function is given: the request's parts, validated, and who asks. */
export type Input<P extends Schema, Q extends Schema, B extends Schema> = {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  /** The staff member who asks (a staff route). */
  by: Principal;
  /** The tenant who asks (a tenant route): their own records only, never an id from the URL. */
  tenant: TenantPrincipal;
  /** For an endpoint that `sends` its own answer (a file, a stream). */
  reply: FastifyReply;
};

/** An endpoint of any shape: its branch scope, its schemas and how it answers. */
export type Endpoint<P, Q, B, R> = Declaration & {
  /** A staff route's branch scope; a tenant's or a public route has none. */
  scope?: BranchScope;
  /** The largest body it takes, in bytes, when more than the server's default (an import). */
  bodyLimit?: number;
  /** Requests allowed per window from one address (public routes). */
  rateLimit?: { max: number; timeWindow: number };
  params?: P;
  query?: Q;
  body?: B;
  /** Without one it answers 204 (a deletion, a change with nothing to show). */
  response?: R;
  /** The body's media types when not JSON (`multipart/form-data`). */
  consumes?: string[];
  /** Answered 201: a new record. */
  created?: true;
  /** The record a null answer names in its 404 ('User not found'). */
  notFound?: string;
  /** The function sends its own answer through `reply` (a file, a stream). */
  sends?: true;
  /** The access check's refusal in this route's own words. */
  forbidden?: string;
};

/** Registers one route of any shape; the declaring shapes (plugins/routes.ts) check its types. */
export type Register = (
  method: Method,
  url: string,
  route: Endpoint<Schema, Schema, Schema, Schema | undefined>,
  act: (input: Input<Schema, Schema, Schema>) => Promise<unknown>,
) => void;
