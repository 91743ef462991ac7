import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { apiOperations } from "../routes/api-routes";
import { buildOpenApiDocument } from "./openapi-document";

type Doc = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, Record<string, unknown>> };
};

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(buildOpenApiDocument(apiOperations));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    // Every $ref points at something that exists.
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it("offers a talking video as a narration, with its layouts", () => {
    const doc = buildOpenApiDocument(apiOperations) as unknown as Doc;
    const text = JSON.stringify(doc.components.schemas.CreateVideoRequest);
    const narration = JSON.parse(text).properties.narration as unknown;
    const variants = JSON.stringify(narration);
    expect(variants).toContain('"const":"recording"');
    expect(variants).toContain('"const":"video"');
    expect(variants).toContain('"enum":["full","corner"]');
  });

  it("gives every operation a unique id", () => {
    const ids = apiOperations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("takes the request bodies from the contract's schemas: strict, with their limits and defaults", () => {
    const doc = buildOpenApiDocument(apiOperations) as unknown as Doc;
    const body = doc.components.schemas.CreateVideoRequest as {
      additionalProperties: boolean;
      required: string[];
      properties: Record<string, { maxLength?: number; default?: unknown }>;
    };
    expect(body.additionalProperties).toBe(false);
    expect(body.required.sort()).toEqual(["narrationMode", "story"]);
    expect(body.properties.story?.maxLength).toBe(1500);
    expect(body.properties.language?.default).toBe("en");
  });

  it("lists each operation's errors under their HTTP status, and a key's 401 and 429 on signed-in ones", () => {
    const doc = buildOpenApiDocument(apiOperations) as unknown as Doc;
    const create = doc.paths["/api/functions/create-video"]?.post as {
      responses: Record<string, { content: { "application/json": { schema: unknown } } }>;
      security: unknown[];
    };
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(["201", "400", "401", "402", "403", "404", "429", "500", "503"]),
    );
    expect(JSON.stringify(create.responses["402"])).toContain("INSUFFICIENT_CREDITS");
    expect(create.security).toEqual([{ apiKey: [] }, { session: [] }]);
    const voices = doc.paths["/api/catalog/voices"]?.get as { responses: object; security: unknown[] };
    expect(voices.security).toEqual([]);
    expect(Object.keys(voices.responses)).not.toContain("401");
  });

  it("describes the webhook calls, one per event, with the Standard Webhooks signature headers", () => {
    const doc = buildOpenApiDocument(apiOperations) as unknown as {
      webhooks: Record<string, { post: { parameters: { name: string }[] } }>;
    };
    expect(Object.keys(doc.webhooks).sort()).toEqual(["avatar.ready", "video.failed", "video.ready"]);
    expect(doc.webhooks["video.ready"]?.post.parameters.map((p) => p.name)).toEqual([
      "webhook-id",
      "webhook-timestamp",
      "webhook-signature",
    ]);
  });
});
