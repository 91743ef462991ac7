import { ERROR_CODES, type ErrorCode } from "@reelsmith/contract/error-codes";
import { z } from "zod";
import type { ApiOperation } from "./operation";
import { namedSchemas } from "./schemas";
import { webhookCalls } from "./webhooks";

type JsonSchema = Record<string, unknown>;

/** The errors every operation of a kind may answer, besides its own (docs/API.md's two rules, auth, keys). */
function sharedErrors(op: ApiOperation): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (op.body || op.query || op.path.includes("{")) codes.push("VALIDATION_ERROR");
  if (op.body) codes.push("INVALID_JSON", "PAYLOAD_TOO_LARGE");
  if (op.method !== "get") codes.push("FORBIDDEN_ORIGIN");
  // A key over its own limit per minute answers 429, on every signed-in route.
  if (op.auth !== "public") codes.push("UNAUTHORIZED", "RATE_LIMITED");
  // A session-only route refuses an API key (http/session.ts's browserSessionOnly).
  if (op.auth === "session") codes.push("FORBIDDEN");
  codes.push("INTERNAL");
  return codes;
}

/**
 * JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a zod schema: what a client sends (`input`, defaults
 * optional, strict bodies closed) or what it receives (`output`). Refinements in code (a size's ratio rule)
 * cannot be said in JSON Schema; the route still applies them and answers VALIDATION_ERROR.
 */
function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
}

class SchemaNames {
  private names = new Map<z.ZodType, string>();
  readonly components: Record<string, JsonSchema> = {};

  constructor(named: Record<string, z.ZodType>) {
    for (const [name, schema] of Object.entries(named)) this.names.set(schema, name);
  }

  /** A $ref to the named schema (listed once, in the direction it is used), else the schema inline. */
  ref(schema: z.ZodType, io: "input" | "output"): JsonSchema {
    const name = this.names.get(schema);
    if (!name) return jsonSchemaOf(schema, io);
    this.components[name] ??= jsonSchemaOf(schema, io);
    return { $ref: `#/components/schemas/${name}` };
  }
}

const errorBody = (codes: ErrorCode[]): JsonSchema => ({
  type: "object",
  properties: {
    error: {
      type: "object",
      properties: {
        code: { type: "string", enum: codes },
        message: { type: "string" },
        requestId: { type: "string" },
      },
      required: ["code", "message"],
    },
  },
  required: ["error"],
});

function errorResponses(op: ApiOperation): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set([...sharedErrors(op), ...op.errors])) {
    const status = ERROR_CODES[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Record<string, unknown> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    out[String(status)] = {
      description: codes.join(", "),
      content: { "application/json": { schema: errorBody(codes) } },
    };
  }
  return out;
}

function parameters(op: ApiOperation): unknown[] {
  const params: unknown[] = [];
  for (const [, name] of op.path.matchAll(/\{([^}]+)\}/g)) {
    params.push({ name, in: "path", required: true, schema: { type: "string" } });
  }
  if (op.query) {
    const query = jsonSchemaOf(op.query, "input") as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      params.push({ name, in: "query", required: query.required?.includes(name) ?? false, schema });
    }
  }
  return params;
}

function operationObject(op: ApiOperation, names: SchemaNames): Record<string, unknown> {
  const r = op.response;
  const success =
    "schema" in r
      ? {
          description: r.description,
          content: { "application/json": { schema: names.ref(r.schema, "output") } },
        }
      : "mediaType" in r
        ? {
            description: r.description,
            content: {
              [r.mediaType]: {
                schema: r.binary ? { type: "string", contentMediaType: r.mediaType } : { type: "string" },
              },
            },
          }
        : { description: r.description };
  const params = parameters(op);
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    security:
      op.auth === "user" ? [{ apiKey: [] }, { session: [] }] : op.auth === "session" ? [{ session: [] }] : [],
    ...(params.length ? { parameters: params } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { [op.bodyMediaType ?? "application/json"]: { schema: names.ref(op.body, "input") } },
          },
        }
      : {}),
    responses: { [String(r.status)]: success, ...errorResponses(op) },
  };
}

/**
 * The OpenAPI 3.1 document of the automation API, built from its routes' operations (routes/api-routes.ts)
 * and the contract's schemas.
 */
export function buildOpenApiDocument(
  apiOperations: readonly ApiOperation[],
  options: { serverUrl?: string } = {},
): Record<string, unknown> {
  const names = new SchemaNames(namedSchemas);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of apiOperations) {
    paths[op.path] ??= {};
    (paths[op.path] as Record<string, unknown>)[op.method] = operationObject(op, names);
  }
  const signatureHeaders = [
    ["webhook-id", "The delivery's id: the same on every retry, so a receiver can skip a repeat"],
    ["webhook-timestamp", "Unix seconds when this try was signed"],
    ["webhook-signature", "v1,<base64 HMAC-SHA256 of id.timestamp.body> with the endpoint's secret"],
  ].map(([name, description]) => ({
    name,
    in: "header",
    required: true,
    description,
    schema: { type: "string" },
  }));
  const webhooks: Record<string, unknown> = {};
  for (const call of webhookCalls) {
    webhooks[call.event] = {
      post: {
        operationId: `webhook_${call.event.replace(".", "_")}`,
        summary: call.summary,
        parameters: signatureHeaders,
        requestBody: {
          required: true,
          content: { "application/json": { schema: names.ref(call.payload, "output") } },
        },
        responses: {
          "200": { description: "Any 2xx: delivered. Anything else, or no answer in time: retried." },
        },
      },
    };
  }
  return {
    openapi: "3.1.1",
    info: {
      title: "Reelsmith API",
      version: "1",
      description:
        "Make short vertical videos from a story or a product page. Send a personal API key (created on your " +
        "profile page) as `Authorization: Bearer rs_...`; it acts as you, with your credits and your records. " +
        "Errors are `{ error: { code, message } }`; JSON bodies are strict (an unknown field is a 400).",
    },
    servers: [{ url: options.serverUrl ?? "/" }],
    tags: [...new Set(apiOperations.map((op) => op.tag))].map((name) => ({ name })),
    security: [{ apiKey: [] }, { session: [] }],
    paths,
    webhooks,
    components: {
      schemas: names.components,
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          description: "A personal API key from the profile page: `Authorization: Bearer rs_...`.",
        },
        session: {
          type: "apiKey",
          in: "cookie",
          name: "better-auth.session_token",
          description: "The web app's session cookie (`__Secure-` prefixed over HTTPS).",
        },
      },
    },
  };
}
