/**
 * Every error code the API answers with (`{ "error": { "code", "message" } }`) and the one HTTP status it
 * goes with. A code never has two statuses: a failure that needs another status is another code. The
 * server's `AppError` takes its status from here; the app decides on the code.
 */
export const ERROR_CODES = {
  /** A body, query or parameter that fails its schema; the message is the rule's own text. */
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  INVALID_PRODUCT_URL: 400,
  /** A narrator avatar whose processing has not finished. */
  AVATAR_NOT_READY: 400,
  UNAUTHORIZED: 401,
  INSUFFICIENT_CREDITS: 402,
  FORBIDDEN: 403,
  /** A state-changing call from another site's page. */
  FORBIDDEN_ORIGIN: 403,
  AVATAR_LIMIT: 403,
  /** An upload that would take the user's media library past its quota (MEDIA_QUOTA_BYTES). */
  MEDIA_QUOTA_FULL: 403,
  NOT_FOUND: 404,
  PROFILE_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  /** An avatar id that is taken. */
  CONFLICT: 409,
  USERNAME_TAKEN: 409,
  /** Share asked for before the video is finished. */
  VIDEO_NOT_READY: 409,
  /** A DELETE of media that a storyboard scene uses, without ?force=true. */
  MEDIA_IN_USE: 409,
  PAYLOAD_TOO_LARGE: 413,
  INVALID_PRODUCT_DATA: 422,
  LANGUAGE_UNSUPPORTED: 422,
  RATE_LIMITED: 429,
  /** Anything unexpected; the answer carries the request id of the log line. */
  INTERNAL: 500,
  PROFILE_UPDATE_FAILED: 500,
  SAVE_FAILED: 500,
  DELETE_FAILED: 500,
  IMAGE_UNAVAILABLE: 502,
  STORY_FAILED: 502,
  STORY_EMPTY: 502,
  /** The first start is still building the catalogues. */
  NOT_READY: 503,
  /** A queue that is not running, or a catalogue build that failed. */
  UNAVAILABLE: 503,
  CATALOG_UNAVAILABLE: 503,
  /** A product page whose shop cannot be reached: no DNS answer, a refused connection, a timeout, a 5xx. */
  SHOP_UNREACHABLE: 503,
} as const satisfies Record<string, 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503>;

export type ErrorCode = keyof typeof ERROR_CODES;
export type ErrorStatus = (typeof ERROR_CODES)[ErrorCode];

/**
 * The code of an answer that is not one of ours (no `{ error }` body, e.g. a proxy's page) or of a
 * framework error: only its HTTP status is known.
 */
export const HTTP_ERROR = "HTTP_ERROR";

/** What an API error's `code` can be. */
export type ApiErrorCode = ErrorCode | typeof HTTP_ERROR;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CODES, value);
}

export const errorCodes = Object.keys(ERROR_CODES) as ErrorCode[];
