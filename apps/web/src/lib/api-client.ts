import {
  type EndpointCallArgs,
  type EndpointDefinition,
  type EndpointResponse,
  endpointUrl,
  type HttpMethod,
} from '@pillars/shared/contract';
import type { ErrorBody, ErrorCode } from '@pillars/shared/errors';
import { isAuthPath, isSubscriptionPath, paths } from './paths.ts';

export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'UNKNOWN';

/** Every failed API call rejects with this: the server's `{ error: { code, message, fields } }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(input: {
    status: number;
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, string>;
  }) {
    super(input.message);
    this.name = 'ApiError';
    this.status = input.status;
    this.code = input.code;
    this.fields = input.fields;
  }
}

export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** The server's own message for a refused request, else the screen's fallback text. */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.status === 0 || error.status >= 500 || error.code === 'UNKNOWN')
    return fallback;
  return error.message;
}

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as Partial<ErrorBody>;
    if (body.error?.code && typeof body.error.message === 'string') {
      return new ApiError({ status: response.status, ...body.error });
    }
  } catch {
    // Not JSON (a proxy error page, for instance): fall through to a generic error.
  }
  return new ApiError({
    status: response.status,
    code: 'UNKNOWN',
    message: 'Something went wrong. Please try again.',
  });
}

/**
 * The sign-in screens' own calls answer 401 as a normal state (a wrong password); only
 * other endpoints send a signed-out user to the login page. (The session check, GET
 * /api/me, answers a signed-out visitor 200 null.)
 */
function isSignInEndpoint(path: string): boolean {
  return path.startsWith('/api/auth/');
}

/**
 * Full page loads on purpose: the session or the access changed under the page, so
 * every cached answer is stale; a fresh start is the simplest correct reset.
 */
function redirectFor(path: string, error: ApiError): void {
  const { pathname, search } = window.location;
  if (error.status === 401 && !isSignInEndpoint(path) && !isAuthPath(pathname)) {
    window.location.assign(paths.login(`${pathname}${search}`));
    return;
  }
  if (error.code === 'SUBSCRIPTION_REQUIRED' && !isSubscriptionPath(pathname)) {
    window.location.assign(paths.subscription);
    return;
  }
  // The account must set up a second factor first (decision 052).
  if (error.code === 'TWO_FACTOR_REQUIRED' && !isAuthPath(pathname)) {
    window.location.assign(paths.twoFactorSetup);
  }
}

/** `fetch`, with a failure to reach the server as the app's NETWORK_ERROR. */
async function fetchOrNetworkError(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Could not reach the server. Please check your connection and try again.',
    });
  }
}

async function request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetchOrNetworkError(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });

  if (!response.ok) {
    const error = await toApiError(response);
    redirectFor(path, error);
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * The one place the app talks to the server: an endpoint's shared contract and what it
 * takes. The URL, the method and both types come from the contract the server registers
 * its route from, so a renamed path or field is a type error here too; the server
 * validates every answer against the same response schema before sending it.
 */
export function callEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  ...[input]: EndpointCallArgs<E>
): Promise<EndpointResponse<E>> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const url = endpointUrl(endpoint, params as Record<string, unknown>, query as Record<string, unknown>);
  return request<EndpointResponse<E>>(endpoint.method, url, body);
}

/** The error of a failed response's text (the same rules as `toApiError`). */
function apiErrorOfText(status: number, text: string): ApiError {
  try {
    const body = JSON.parse(text) as Partial<ErrorBody>;
    if (body.error?.code && typeof body.error.message === 'string') {
      return new ApiError({ status, ...body.error });
    }
  } catch {
    // Not JSON: fall through.
  }
  return new ApiError({ status, code: 'UNKNOWN', message: 'Something went wrong. Please try again.' });
}

/**
 * A multipart/form-data call (file uploads) with upload progress, which `fetch` cannot
 * report: XMLHttpRequest, same-origin with the session cookie like every other call (the
 * browser sends Origin and Sec-Fetch-Site, which the server's origin check reads). Errors
 * and redirects follow the same rules as `callEndpoint`.
 */
export function callMultipartEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  form: FormData,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<EndpointResponse<E>> {
  const url = endpointUrl(endpoint);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (options.onProgress) {
      const onProgress = options.onProgress;
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    const networkError = () =>
      reject(
        new ApiError({
          status: 0,
          code: 'NETWORK_ERROR',
          message: 'Could not reach the server. Please check your connection and try again.',
        }),
      );
    xhr.addEventListener('error', networkError);
    xhr.addEventListener('abort', networkError);
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as EndpointResponse<E>);
        } catch {
          reject(apiErrorOfText(xhr.status, ''));
        }
        return;
      }
      const error = apiErrorOfText(xhr.status, xhr.responseText);
      redirectFor(url, error);
      reject(error);
    });
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/**
 * A call whose answer is a stream of server-sent events rather than one JSON body (Article
 * Magic's enhancement, whose contract's response schema names one event). `fetch` rather than
 * EventSource, which can only GET: the request is a POST, same-origin with the session cookie.
 * Each `data:` line is parsed as JSON and handed to `onEvent` as it arrives; the promise ends
 * with the stream. A refusal before the stream starts rejects with an ApiError, with the same
 * redirects as `callEndpoint`; `signal` ends the call (the server then ends its own work).
 */
export async function streamEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  input: { params?: Record<string, unknown>; body?: unknown; signal?: AbortSignal },
  onEvent: (event: EndpointResponse<E>) => void,
): Promise<void> {
  const url = endpointUrl(endpoint, input.params);
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers: {
        Accept: 'text/event-stream',
        ...(input.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
      credentials: 'same-origin',
      signal: input.signal,
    });
  } catch (error) {
    if (input.signal?.aborted) throw error;
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Could not reach the server. Please check your connection and try again.',
    });
  }
  if (!response.ok || !response.body) {
    const error = await toApiError(response);
    redirectFor(url, error);
    throw error;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (data) onEvent(JSON.parse(data) as EndpointResponse<E>);
    }
  }
}

/** The name the server gives a file: filename* (UTF-8) first, else the ASCII filename. */
function fileNameFrom(contentDisposition: string | null, fallback: string): string {
  if (!contentDisposition) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(contentDisposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  return /filename="([^"]+)"/i.exec(contentDisposition)?.[1] ?? fallback;
}

/**
 * A GET endpoint whose answer is a file (the CSV exports): fetched like every other call
 * (the same errors, and a 401 or a lapsed subscription sends the page where `callEndpoint`
 * would), then handed to the browser as a download under the server's file name, or
 * `fallbackFileName`. Resolves to the name used.
 */
export async function downloadEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  fallbackFileName: string,
  ...[input]: EndpointCallArgs<E>
): Promise<string> {
  const { params, query } = (input ?? {}) as { params?: object; query?: object };
  const url = endpointUrl(endpoint, params as Record<string, unknown>, query as Record<string, unknown>);
  const response = await fetchOrNetworkError(url, { credentials: 'same-origin' });
  if (!response.ok) {
    const error = await toApiError(response);
    redirectFor(url, error);
    throw error;
  }
  const fileName = fileNameFrom(response.headers.get('content-disposition'), fallbackFileName);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  return fileName;
}
