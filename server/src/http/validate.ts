import type { Context } from "hono";
import { z } from "zod";
import { AppError } from "../lib/app-error";

/** Parses a JSON body with a contract schema; the first issue's message is the error the user sees. */
export async function jsonBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new AppError("INVALID_JSON", "The request body must be JSON.");
  }
  return parseWith(schema, raw);
}

/** A multipart body's fields, or a 400 with `message` (what the route takes) when it is not a form. */
export async function formBody(c: Context, message: string): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw new AppError("VALIDATION_ERROR", message);
  }
}

/** zod's own English messages, to say a default message with its field's name. */
const zodEnglish = z.locales.en();

/**
 * A message zod makes itself ("Invalid option: expected one of ...") begins with the field it is about
 * ("language: Invalid option: ..."); a schema's own message (the spec's words) is left as it is, since
 * a schema's message wins over this per-parse one.
 */
const namedField: z.core.$ZodErrorMap = (issue) => {
  const field = (issue.path ?? []).map(String).join(".");
  if (!field) return undefined;
  const made = zodEnglish.localeError(issue);
  const message = typeof made === "string" ? made : made?.message;
  return message ? `${field}: ${message}` : undefined;
};

export function parseWith<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw, { error: namedField });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("VALIDATION_ERROR", issue ? messageOf(issue) : "Invalid request");
  }
  return parsed.data;
}

/** An unknown field (the request schemas are strict) is named with its path, e.g. "character_ref.owner". */
function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.code !== "unrecognized_keys") return issue.message;
  const names = issue.keys.map((key) => [...issue.path, key].join("."));
  return `Unknown field${names.length > 1 ? "s" : ""}: ${names.join(", ")}`;
}
