import type { ErrorCode } from "@reelsmith/contract/error-codes";

/**
 * The refusals that travel together in the automation API's routes, for their OpenAPI `errors`; the
 * document groups each operation's codes by status (openapi/openapi-document.ts).
 */

/**
 * Choices checked as create-video's: a custom presenter not made yet (AVATAR_NOT_READY), a template or
 * media of another user's or an unknown one (NOT_FOUND).
 */
export const CHECKED_CHOICES = ["AVATAR_NOT_READY", "NOT_FOUND"] as const satisfies ErrorCode[];

/**
 * A render charged up front and queued, refused before anything is charged: too few credits, the
 * catalogue still being built (NOT_READY) or no render queue (UNAVAILABLE; http/readiness.ts).
 */
export const CHARGED_RENDER = [
  "INSUFFICIENT_CREDITS",
  "NOT_READY",
  "UNAVAILABLE",
] as const satisfies ErrorCode[];
