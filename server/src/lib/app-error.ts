import { authMessages } from "@reelsmith/contract/auth-messages";
import { ERROR_CODES, type ErrorCode, type ErrorStatus } from "@reelsmith/contract/error-codes";

/**
 * The one error type of the server; onError maps it to `{ error: { code, message } }`. The status comes
 * from the code (contract/error-codes.ts), so a code always answers with the same status.
 */
export class AppError extends Error {
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERROR_CODES[code];
  }
}

export const notAuthenticated = (message: string = authMessages.notAuthenticated) =>
  new AppError("UNAUTHORIZED", message);
export const notFound = (what = "Not found") => new AppError("NOT_FOUND", what);
