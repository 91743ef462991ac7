/** The one error type of the server; onError maps it to `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503 = 400,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notAuthenticated = () => new AppError("UNAUTHORIZED", "User not authenticated", 401);
export const notFound = (what = "Not found") => new AppError("NOT_FOUND", what, 404);
