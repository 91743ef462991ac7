import { authMessages } from "@reelsmith/contract/auth-messages";
import { type ApiErrorCode, ERROR_CODES, HTTP_ERROR, isErrorCode } from "@reelsmith/contract/error-codes";

/** Every request times out after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** The backend could not be reached at all. */
export class NetworkError extends Error {
  override name = "NetworkError";
  constructor(readonly url: string) {
    super(authMessages.network);
  }
}

/** The request ran longer than its time limit. */
export class TimeoutError extends Error {
  override name = "TimeoutError";
  constructor(readonly url: string) {
    super("The request timed out. Please try again.");
  }
}

/**
 * The server answered with `{ error: { code, message } }`, or with a non-2xx status and no such body
 * (`HTTP_ERROR`). Callers decide on `code` (contract/error-codes.ts), never on the message's text.
 */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
  }

  /** The status the code stands for; an answer that is not ours has only its own. */
  private get codeStatus(): number {
    return this.code === HTTP_ERROR ? this.status : ERROR_CODES[this.code];
  }

  /** The request itself was refused (a 4xx code): sending it again will not change the answer. */
  get refused(): boolean {
    return this.codeStatus >= 400 && this.codeStatus < 500;
  }

  /** The server says it cannot serve now (503): asking again at once will not help either. */
  get unavailable(): boolean {
    return this.codeStatus === 503;
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** The ApiError of a non-2xx answer; a code that is not in the table is HTTP_ERROR, as for a bare status. */
export async function readError(res: Response): Promise<ApiError> {
  try {
    const data = (await res.json()) as { error?: { code?: unknown; message?: string } };
    if (data.error?.message) {
      const code = isErrorCode(data.error.code) ? data.error.code : HTTP_ERROR;
      return new ApiError(res.status, code, data.error.message);
    }
  } catch {
    // Not JSON: fall through to the status text.
  }
  return new ApiError(res.status, HTTP_ERROR, res.statusText || `Request failed (${res.status})`);
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
}

/**
 * fetch for every call to our backend (this client and better-auth's): when the server cannot be reached
 * at all, the browser's own words ("Failed to fetch", "NetworkError when attempting to fetch resource",
 * "Load failed") become the spec's NetworkError, logged with the url, message and time. A request
 * cancelled by its caller or timed out is passed on as it is.
 */
export async function backendFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (init?.signal?.aborted || (error instanceof Error && error.name === "AbortError")) throw error;
    const url = urlOf(input);
    console.error("Network error", {
      url,
      message: error instanceof Error ? error.message : String(error),
      time: new Date().toISOString(),
    });
    throw new NetworkError(url);
  }
}

/** The one client every feature uses for our own `/api` endpoints. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", body, signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const headers: Record<string, string> = { Accept: "application/json", "X-Client-Info": "reelsmith-web" };
  if (body !== undefined) headers["Content-Type"] = "application/json";

  let res: Response;
  try {
    res = await backendFetch(path, {
      method,
      headers,
      credentials: "include",
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (timeout.aborted && !signal?.aborted) throw new TimeoutError(path);
    throw error;
  }

  if (!res.ok) throw await readError(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/**
 * A multipart POST to our backend (uploads: avatar photos, product photos) with the client's headers,
 * cookies and timeout. The answer comes back as it is, for the caller to read; a server that cannot be
 * reached throws as backendFetch does.
 */
export function postForm(path: string, form: FormData, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return backendFetch(path, {
    method: "POST",
    body: form,
    credentials: "include",
    headers: { Accept: "application/json", "X-Client-Info": "reelsmith-web" },
    // The caller's signal drops an upload a newer pick has replaced.
    signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
  });
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};
