import { expect } from "vitest";
import { apiOperations } from "../routes/api-routes";

/**
 * The JSON a route answered, after checking it is what the route declares: the declared success status
 * and a body its declared response schema accepts (the schema the OpenAPI document is built from).
 * `operationId` names the route (http/documented-router.ts). A test reads the answer through this where
 * it would read it with readJson, so a route whose answer drifts from its declaration fails there.
 */
// biome-ignore lint/suspicious/noExplicitAny: like readJson, the test reads the fields it checks.
export async function declaredAnswer(res: Response, operationId: string): Promise<any> {
  const op = apiOperations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`No route declares the operation ${operationId}`);
  const declared = op.response;
  const text = await res.text();
  expect(res.status, `${operationId} answered ${res.status}: ${text.slice(0, 300)}`).toBe(declared.status);
  if (!("schema" in declared)) throw new Error(`${operationId} declares no JSON answer`);
  expect(res.headers.get("content-type") ?? "").toMatch(/^application\/json/);
  const body: unknown = JSON.parse(text);
  const parsed = declared.schema.safeParse(body);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join(".") || "(answer)"}: ${i.message}`);
  expect(problems, `${operationId}'s answer against its declared response schema`).toEqual([]);
  return body;
}
