import type { ErrorCode } from "@reelsmith/contract/error-codes";
import type { z } from "zod";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** What an operation answers on success: JSON of a schema, another media type, or no body. */
export type OperationResponse =
  | { status: 200 | 201 | 202; description: string; schema: z.ZodType }
  | { status: 200; description: string; mediaType: string; binary?: boolean }
  | { status: 204; description: string };

/**
 * "user": an API key (Bearer) or the browser's session; "session": the browser's session only (keys are
 * managed there, so a leaked key cannot mint more); "public": anyone.
 */
export type OperationAuth = "user" | "session" | "public";

/**
 * One endpoint of the public automation API, as the OpenAPI document tells it. The request and response
 * shapes are the contract's own zod schemas, the ones the route validates with, so the document cannot
 * drift from the code's rules. Each is declared with its handler (http/documented-router.ts);
 * openapi.api.test.ts checks that the `auth` said here is the one the route enforces.
 */
export interface ApiOperation {
  method: HttpMethod;
  /** The OpenAPI path, parameters in braces: /api/tasks/{id}. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  auth: OperationAuth;
  query?: z.ZodObject;
  body?: z.ZodType;
  bodyMediaType?: "application/json" | "multipart/form-data";
  response: OperationResponse;
  /** The errors the operation itself may answer, beyond those every operation of its kind shares. */
  errors: ErrorCode[];
}
