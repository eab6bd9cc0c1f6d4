import { notFound } from './errors.ts';

/**
 * Not found, as a repository answers it: `null` for the record its route addresses,
 * or a Missing naming another record it needed (a second path parameter, a parent named in the
 * body). The route answers either with a 404 through orNotFound; repositories never throw one.
 */
export class Missing {
  constructor(readonly what: string) {}
}

/**
 * The value, or the route's 404: for null, naming `what`, the record the route addresses ('Bed
 * not found'); for a Missing, naming the record it names.
 */
export function orNotFound<T>(value: T | Missing | null | undefined, what = 'Record'): T {
  if (value instanceof Missing) throw notFound(value.what);
  if (value === null || value === undefined) throw notFound(what);
  return value;
}
