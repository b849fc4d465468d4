import { takeEarlyAnswer } from './early-answers';
import { readErrorEnvelope } from './errors';
import {
  isBrowserOffline,
  noteCachedAnswer,
  noteLiveAnswer,
  OFFLINE_CACHE_HEADER,
  OFFLINE_WRITE_MESSAGE,
} from './offline';

/** An error answered by our API (`{ "error": { "code", "message" } }`) or a network failure. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly requestId: string | undefined;

  constructor(options: { code: string; message: string; status: number; requestId?: string | undefined }) {
    super(options.message);
    this.name = 'ApiError';
    this.code = options.code;
    this.status = options.status;
    this.requestId = options.requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type TJsonBody = Record<string, unknown> | unknown[];

export type TRequestOptions = Omit<RequestInit, 'body'> & {
  /** Sent as JSON. */
  body?: TJsonBody | undefined;
  /** Sent as multipart/form-data (file uploads); the browser sets the boundary. */
  form?: FormData | undefined;
  /** Query string parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined> | undefined;
};

/**
 * The ApiError of a refused call made with fetch directly (a file upload or download): the envelope's code
 * and message, else the fallback.
 */
export async function readFailedResponse(response: Response, fallback: string): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const envelope = readErrorEnvelope(body);
  return new ApiError({
    code: envelope.code ?? `HTTP_${response.status}`,
    message: envelope.message ?? fallback,
    status: response.status,
    requestId: envelope.requestId ?? response.headers.get('x-request-id') ?? undefined,
  });
}

/** `path` with a query string of the given values; undefined values are left out. */
function buildUrl(path: string, query: TRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * An API path with its query string for a link the browser follows itself (a file download), leaving out
 * empty values as well: an unset filter field must not narrow the file.
 */
export function buildPath(path: string, query: Record<string, string | number | undefined>): string {
  return buildUrl(path, Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')));
}

/**
 * Calls our API with the session cookie and JSON in and out (or a form upload in).
 * Throws ApiError with the server's code and message on any non-2xx answer or network failure.
 */
export async function apiFetch<T = unknown>(path: string, options: TRequestOptions = {}): Promise<T> {
  const { body, form, query, headers, ...init } = options;
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  if (body !== undefined) requestHeaders.set('Content-Type', 'application/json');
  const isWrite = (init.method ?? 'GET').toUpperCase() !== 'GET';
  // Writes are never kept to be sent later: offline, say at once that nothing was saved.
  if (isWrite && isBrowserOffline()) {
    throw new ApiError({ code: 'OFFLINE', message: OFFLINE_WRITE_MESSAGE, status: 0 });
  }

  const url = buildUrl(path, query);
  // A list page's first requests were started by the entry before this code arrived.
  const early = isWrite ? undefined : takeEarlyAnswer(url);
  if (early) {
    try {
      return (await early) as T;
    } catch {
      // The early request failed or was for another organization: ask as usual, with its errors.
    }
  }

  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: requestHeaders,
      credentials: 'include',
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  } catch {
    if (isWrite && isBrowserOffline()) {
      throw new ApiError({ code: 'OFFLINE', message: OFFLINE_WRITE_MESSAGE, status: 0 });
    }
    throw new ApiError({
      code: 'NETWORK_ERROR',
      message: 'Could not reach the server. Check your connection and try again.',
      status: 0,
    });
  }
  const cachedAt = response.headers.get(OFFLINE_CACHE_HEADER);
  if (cachedAt) noteCachedAnswer(cachedAt);
  else noteLiveAnswer();

  const text = await response.text();
  let parsed: unknown;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }

  if (!response.ok) {
    const error = readErrorEnvelope(parsed);
    throw new ApiError({
      code: error.code ?? `HTTP_${response.status}`,
      message: error.message ?? (response.statusText || 'An error occurred'),
      status: response.status,
      requestId: error.requestId ?? response.headers.get('x-request-id') ?? undefined,
    });
  }
  return parsed as T;
}

/**
 * A GET of our API typed by the answer's contract (`T` of shared/contracts). The answer is not parsed again
 * here: the server parses every answer through the same schema before it sends it (guardedRoutes), so a
 * page's queries need only the contract's types, and zod stays out of the code a first visit downloads
 * (docs/decisions/0042-dashboard-first-visit-under-180-kb.md).
 */
export function apiGet<T>(path: string, options: Omit<TRequestOptions, 'method' | 'body'> = {}): Promise<T> {
  return apiFetch<T>(path, { ...options, method: 'GET' });
}

/** Whether a failed query is worth retrying: not for client errors that would fail the same way again. */
export function isRetryableError(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}
