import { AVATAR_FILE_MAX_BYTES, avatarMessages } from "@reelsmith/contract/avatars";
import { MEDIA_CLIP_MAX_BYTES, mediaMessages } from "@reelsmith/contract/media";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../lib/app-error";
import type { AppEnv } from "./context";

/** Room for a multipart form's boundaries and small fields beside its files. */
const FORM_SLACK = 1024 * 1024;
/** Any other API body (JSON): the largest, a draft or a batch, is far below it. */
export const API_BODY_MAX_BYTES = 12 * 1024 * 1024;

export const bodyLimitMessages = {
  /** A new custom avatar: two files of up to 10 MB each. */
  avatarFiles: "The photo and the voice sample must each be less than 10MB.",
  other: `The request is too large: the limit is ${API_BODY_MAX_BYTES / 1024 / 1024}MB.`,
} as const;

/**
 * The body limits of the API, per route, each refusing with the words the route itself uses for a file
 * that is too large: a 20 MB photo sent to the face check or to product photos is 'File size must be
 * less than 10MB.' (a 400, as the avatar save answers a file over 10 MB), never a bare 'too large'.
 */
export function apiBodyLimits(): MiddlewareHandler<AppEnv> {
  const fail = (code: "VALIDATION_ERROR" | "PAYLOAD_TOO_LARGE", message: string) => () => {
    throw new AppError(code, message);
  };
  const onePhoto = bodyLimit({
    maxSize: AVATAR_FILE_MAX_BYTES + FORM_SLACK,
    onError: fail("VALIDATION_ERROR", avatarMessages.imageTooLarge),
  });
  const avatar = bodyLimit({
    maxSize: 2 * AVATAR_FILE_MAX_BYTES + 2 * FORM_SLACK,
    onError: fail("VALIDATION_ERROR", bodyLimitMessages.avatarFiles),
  });
  // The media library's upload: one file, a clip of up to 200 MB (the service answers a photo's own limit).
  const mediaFile = bodyLimit({
    maxSize: MEDIA_CLIP_MAX_BYTES + FORM_SLACK,
    onError: fail("VALIDATION_ERROR", mediaMessages.tooLarge),
  });
  const other = bodyLimit({
    maxSize: API_BODY_MAX_BYTES,
    onError: fail("PAYLOAD_TOO_LARGE", bodyLimitMessages.other),
  });
  const byRoute: Record<string, MiddlewareHandler> = {
    "/api/avatars": avatar,
    "/api/avatars/face-check": onePhoto,
    "/api/product-photos": onePhoto,
    "/api/media": mediaFile,
  };
  return (c, next) => {
    // GET and HEAD carry no body: asking for one builds the whole web Request (a sixth of a cached GET).
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const limit = (c.req.method === "POST" && byRoute[c.req.path]) || other;
    return limit(c, next);
  };
}
