import { apiErrorBody, type ErrorCode } from '@pg/contracts/errors';

/**
 * The one way the console talks to its API: JSON in and out, the session's bearer token, errors
 * as `ApiError`. A 401 on an authenticated call refreshes the session once and replays the call
 * once; if that does not help, the session is cleared and the router sends the user to /auth.
 * This file knows nothing about how sessions work: `session-store.ts` plugs that in through
 * `setAuthHandler`.
 */

/** A failed call: the HTTP status, the server's error code and message, and per-field messages. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached at all. */
  readonly status: number;
  /** The server's `error.code` (validation_failed, conflict, invalid_credentials...), or network_error/http_error. */
  readonly code: string;
  /** Messages by field name, when the server tied the failure to form fields. */
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  /** True when no answer came from the server (offline, DNS, connection refused). */
  get isNetworkError() {
    return this.status === 0;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Whether the server refused with this code (from the contracts' list); the web never reads message texts. */
export const hasErrorCode = (error: unknown, code: ErrorCode): error is ApiError =>
  isApiError(error) && error.code === code;

/** The record asked for is not there: an unknown id, or one that is not an id at all (nothing to retry). */
export const isMissingRecord = (error: unknown) =>
  hasErrorCode(error, 'not_found') || hasErrorCode(error, 'validation_failed');

/** How the client reaches the session; registered once by the session store. */
type AuthHandler = {
  getAccessToken: () => string | null;
  /** Get a new access token; resolves false when the session is over. */
  refresh: () => Promise<boolean>;
  /** The server refused the session even after a refresh. */
  onUnauthorized: () => void;
};

let authHandler: AuthHandler | null = null;

export function setAuthHandler(handler: AuthHandler | null) {
  authHandler = handler;
}

type Query = Record<string, string | number | boolean | null | undefined>;

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query string; null, undefined and empty-string values are left out. */
  query?: Query;
  /** Sent as JSON, or as is when FormData. */
  body?: unknown;
  /** Send the bearer token and handle 401 by refreshing (default true). */
  auth?: boolean;
  /** Extra request headers, e.g. `Idempotency-Key`; the client's own (Authorization, Content-Type) win. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  return reached(
    fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    }),
  );
}

/** A request's response; a request that reached no server fails with ApiError 'network_error'. */
async function reached(sent: Promise<Response>): Promise<Response> {
  try {
    return await sent;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'network_error',
      'Unable to reach the server. Check your connection and try again.',
    );
  }
}

/**
 * The answer to a request sent without this client (the session's refresh that index.html sends
 * before the scripts run), as `request` gives it: the parsed body, or ApiError.
 */
export async function answerOf<T>(sent: Promise<Response>): Promise<T> {
  const response = await reached(sent);
  if (!response.ok) throw await toApiError(response);
  return (await readBody(response)) as T;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Turns a failed response into an ApiError, using the server's `{ error: { code, message, fields } }`. */
export async function toApiError(response: Response): Promise<ApiError> {
  const parsed = apiErrorBody.safeParse(await readBody(response).catch(() => undefined));
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(response.status, code, message, fields);
  }
  return new ApiError(
    response.status,
    'http_error',
    `The server answered ${response.status} ${response.statusText}`.trim(),
  );
}

/** Calls the API; resolves with the parsed JSON body (undefined for 204) or throws ApiError. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readBody(await respond(path, options))) as T;
}

/** Calls the API with the session (refreshed once on a 401); the successful response, or ApiError. */
async function respond(path: string, options: RequestOptions): Promise<Response> {
  const auth = (options.auth ?? true) && authHandler !== null;
  const token = auth ? (authHandler?.getAccessToken() ?? null) : null;
  let response = await send(path, options, token);

  if (response.status === 401 && auth && authHandler) {
    // Another call may have refreshed the session meanwhile: then just replay with the new token.
    const current = authHandler.getAccessToken();
    const renewed = current !== null && current !== token ? true : await authHandler.refresh();
    if (renewed) response = await send(path, options, authHandler.getAccessToken());
    if (response.status === 401) authHandler.onUnauthorized();
  }

  if (!response.ok) throw await toApiError(response);
  return response;
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = void>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
  /** A file the API serves only with the session (a photo, a download), as a Blob. */
  blob: async (path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    (await respond(path, { ...options, method: 'GET' })).blob(),
};

/** A message for a toast: the server's own words when it gave some, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    !error.isNetworkError &&
    error.code !== 'http_error' &&
    error.status < 500
  ) {
    // A value refused by the contract: its field's message is the user's words (the message names
    // the field's key first, for other callers of the API: 'to: To must be on or after From').
    const fields = error.code === 'validation_failed' && error.fields ? Object.values(error.fields) : [];
    return fields.length ? [...new Set(fields)].join(' ') : error.message;
  }
  return fallback;
}
