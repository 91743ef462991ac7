import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, taskStatus, userProfiles } from "../db/schema";
import { createApiKey, revokeApiKey } from "../services/api-keys";
import { markCatalogueBuilt } from "../test/catalogue-ready";
import { signUpVerifiedUser } from "../test/http-client";
import { type FixtureServer, startProductFixtureServer } from "../test/product-fixtures";
import { startAppWithSignedInUser } from "../test/signed-in-app";
import { reelsmithToolNames } from "./reelsmith-tools";

type Started = Awaited<ReturnType<typeof startAppWithSignedInUser>>;
type ToolResult = { isError?: boolean; content: { type: string; text: string }[] };

const textOf = (r: unknown) => (r as ToolResult).content.map((c) => c.text).join("");

/** The MCP endpoint over a real connection, with the SDK's own client, as an agent would use it. */
describe("the MCP server at /mcp", () => {
  let s: Started;
  let server: ReturnType<typeof serve>;
  let url: URL;
  let key: string;
  let client: Client;
  let shop: FixtureServer;

  const connect = async (authorization?: string) => {
    const c = new Client({ name: "reelsmith-test", version: "1.0.0" });
    const headers: Record<string, string> = authorization ? { authorization } : {};
    await c.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers } }));
    return c;
  };

  beforeAll(async () => {
    shop = await startProductFixtureServer();
    s = await startAppWithSignedInUser({ FETCH_ALLOW_PRIVATE_HOSTS: shop.host });
    await markCatalogueBuilt(s.ctx.deps.storage);
    server = serve({ fetch: s.ctx.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((r) => server.once("listening", () => r()));
    url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
    key = (await createApiKey(s.ctx.deps.database.db, s.userId, "mcp test")).key;
    client = await connect(`Bearer ${key}`);
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    await new Promise<void>((r) => server.close(() => r()));
    await s.close();
    await shop.close();
  });

  it("lists its tools, each with an input schema", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...reelsmithToolNames].sort());
    const create = tools.find((t) => t.name === "create_story_video");
    expect(create?.inputSchema.required).toEqual(expect.arrayContaining(["story", "narrationMode"]));
  });

  it("lists the catalogues: voices of one language, presenters, styles and music", async () => {
    const voices = JSON.parse(
      textOf(await client.callTool({ name: "list_voices", arguments: { language: "fr" } })),
    );
    expect(voices.voices.length).toBeGreaterThan(0);
    expect(voices.voices.every((v: { tags: string[] }) => v.tags.includes("language:fr"))).toBe(true);
    for (const [tool, field] of [
      ["list_presenters", "presenters"],
      ["list_styles", "styles"],
      ["list_music", "music"],
    ] as const) {
      const list = JSON.parse(textOf(await client.callTool({ name: tool, arguments: {} })));
      expect(list[field].length, tool).toBeGreaterThan(0);
    }
  });

  it("creates a story video as the key's owner, then reads its status and finds it among the projects", async () => {
    const created = await client.callTool({
      name: "create_story_video",
      arguments: {
        story: "A fox finds a lantern in the snow. It lights the way home for a lost hare.",
        narrationMode: "voice",
        voice_id: "en-gb-charlotte",
        bgm_name: "fixture-music",
        size: "144x256",
      },
    });
    expect((created as ToolResult).isError).toBeFalsy();
    const { task_id } = JSON.parse(textOf(created)) as { task_id: string };
    const [row] = await s.ctx.deps.database.db.select().from(taskStatus).where(eq(taskStatus.id, task_id));
    expect(row?.user_id).toBe(s.userId);
    const [project] = await s.ctx.deps.database.db.select().from(projects).where(eq(projects.id, task_id));
    expect(project?.type).toBe("STORY_REEL");

    const status = JSON.parse(
      textOf(await client.callTool({ name: "get_task_status", arguments: { task_id } })),
    );
    expect(status.id).toBe(task_id);
    expect(status.task_status).toBeGreaterThanOrEqual(0);
    const list = JSON.parse(
      textOf(await client.callTool({ name: "list_projects", arguments: { pageSize: 5 } })),
    );
    expect(list.items.map((p: { id: string }) => p.id)).toContain(task_id);
  });

  it("saves, lists, changes, makes default and deletes a template, and a story video takes its choices", async () => {
    const call = async (name: string, args: Record<string, unknown>) => {
      const r = (await client.callTool({ name, arguments: args })) as ToolResult;
      expect(r.isError, textOf(r)).toBeFalsy();
      return JSON.parse(textOf(r));
    };
    const saved = await call("create_template", {
      name: "Agent brand",
      style: "watercolor",
      voice_id: "en-gb-charlotte",
      music_volume: 0.25,
      size: "1:1",
    });
    expect(saved).toMatchObject({ name: "Agent brand", style: "watercolor", is_default: false });
    expect(await call("update_template", { template_id: saved.id, voice_id: "en-gb-isla" })).toMatchObject({
      voice_id: "en-gb-isla",
      style: "watercolor",
    });
    expect((await call("set_default_template", { template_id: saved.id })).is_default).toBe(true);
    const { templates } = await call("list_templates", {});
    expect(templates.map((t: { id: string }) => t.id)).toContain(saved.id);

    // The template fills what the agent leaves out; the agent's own voice wins.
    const { task_id } = await call("create_story_video", {
      story: "A fox finds a lantern in the snow.",
      narrationMode: "voice",
      voice_id: "en-gb-oliver",
      template_id: saved.id,
    });
    const [row] = await s.ctx.deps.database.db.select().from(taskStatus).where(eq(taskStatus.id, task_id));
    expect(row?.request).toMatchObject({
      styleId: "watercolor",
      voiceId: "en-gb-oliver",
      musicVolume: 0.25,
      width: 1080,
      height: 1080,
    });

    const unknown = (await client.callTool({
      name: "create_template",
      arguments: { name: "Bad", music_id: "no-such-song" },
    })) as ToolResult;
    expect(textOf(unknown)).toMatch(/^VALIDATION_ERROR: music_id: Unknown music "no-such-song"/);
    expect(await call("delete_template", { template_id: saved.id })).toEqual({ deleted: saved.id });
    const gone = (await client.callTool({
      name: "create_story_video",
      arguments: { story: "A fox.", narrationMode: "voice", template_id: saved.id },
    })) as ToolResult;
    expect(textOf(gone)).toBe("NOT_FOUND: Template not found");
  });

  it("makes a product ad from a shop's page: the page read, its script and pictures used, as the owner's project", async () => {
    const created = (await client.callTool({
      name: "create_product_ad",
      arguments: { url: `${shop.url}/shop/lamp`, narrationMode: "voice", size: "144x256" },
    })) as ToolResult;
    expect(created.isError, textOf(created)).toBeFalsy();
    const { task_id } = JSON.parse(textOf(created)) as { task_id: string };
    const [project] = await s.ctx.deps.database.db.select().from(projects).where(eq(projects.id, task_id));
    expect(project?.user_id).toBe(s.userId);
    expect(project?.type).toBe("PRODUCT_AD");
    const [task] = await s.ctx.deps.database.db.select().from(taskStatus).where(eq(taskStatus.id, task_id));
    expect(JSON.stringify(task)).toContain("Aurora Desk Lamp");

    const refused = (await client.callTool({
      name: "create_product_ad",
      arguments: { url: "http://10.0.0.7/admin", narrationMode: "voice" },
    })) as ToolResult;
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/^INVALID_PRODUCT_URL: /);

    // An unknown voice is refused before the page is read (this page does not exist).
    const unknown = (await client.callTool({
      name: "create_product_ad",
      arguments: { url: `${shop.url}/shop/no-such-page`, narrationMode: "voice", voice_id: "xx-nobody" },
    })) as ToolResult;
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/^VALIDATION_ERROR: voice_id: Unknown voice "xx-nobody"/);
  });

  it("checks a video's input with the contract's rules and messages", async () => {
    const refused = (await client.callTool({
      name: "create_story_video",
      arguments: { story: "   ", narrationMode: "voice" },
    })) as ToolResult;
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain("Story content is required");
  });

  it("refuses an unknown voice, presenter or music with the field named, charging and queueing nothing", async () => {
    const db = s.ctx.deps.database.db;
    const [before] = await db.select().from(userProfiles).where(eq(userProfiles.user_id, s.userId));
    const tasksBefore = (await db.select().from(taskStatus).where(eq(taskStatus.user_id, s.userId))).length;
    const story = "A kite climbs over the hill and the children run after it.";
    for (const [settings, start] of [
      [{ voice_id: "xx-nobody" }, 'VALIDATION_ERROR: voice_id: Unknown voice "xx-nobody".'],
      [
        { narrationMode: "avatar", character_ref: { narrator_avatar: "nobody" } },
        'VALIDATION_ERROR: character_ref.narrator_avatar: Unknown avatar "nobody".',
      ],
      [{ bgm_name: "no-such-song" }, 'VALIDATION_ERROR: bgm_name: Unknown music "no-such-song".'],
    ] as const) {
      const refused = (await client.callTool({
        name: "create_story_video",
        arguments: { story, narrationMode: "voice", size: "144x256", ...settings },
      })) as ToolResult;
      expect(refused.isError, textOf(refused)).toBe(true);
      expect(textOf(refused).startsWith(start), textOf(refused)).toBe(true);
    }
    const [after] = await db.select().from(userProfiles).where(eq(userProfiles.user_id, s.userId));
    expect(after?.available_credits).toBe(before?.available_credits);
    expect((await db.select().from(taskStatus).where(eq(taskStatus.user_id, s.userId))).length).toBe(
      tasksBefore,
    );
  });

  it("gives a finished task's video as an absolute link that opens without the key", async () => {
    const id = crypto.randomUUID();
    const video = Buffer.from("a finished video's bytes");
    await s.ctx.deps.storage.put(`renders/${id}/v1/video.mp4`, video, "video/mp4");
    await s.ctx.deps.database.db
      .insert(projects)
      .values({ id, user_id: s.userId, title: "Done", type: "STORY_REEL" });
    await s.ctx.deps.database.db.insert(taskStatus).values({
      id,
      user_id: s.userId,
      task_status: 8,
      task_draft_id: id,
      task_result: { video_url: `/storage/renders/${id}/v1/video.mp4` },
    });
    const status = JSON.parse(
      textOf(await client.callTool({ name: "get_task_status", arguments: { task_id: id } })),
    );
    const link = new URL(status.task_result.video_url);
    expect(link.origin).toBe(new URL(s.ctx.deps.config.publicUrl).origin);
    expect(link.pathname).toBe(`/storage/renders/${id}/v1/video.mp4`);
    // No cookie and no key: the link itself opens the video.
    const res = await s.ctx.app.request(link.pathname + link.search);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(video)).toBe(true);

    // The library lists the same video as an absolute link too.
    await s.ctx.deps.database.db
      .update(projects)
      .set({ status: "PUBLISHED", metadata: { generated_video: `/storage/renders/${id}/v1/video.mp4` } })
      .where(eq(projects.id, id));
    const list = JSON.parse(
      textOf(await client.callTool({ name: "list_projects", arguments: { pageSize: 50 } })),
    );
    const listed = new URL(list.items.find((p: { id: string }) => p.id === id).metadata.generated_video);
    expect(listed.origin).toBe(link.origin);
    expect((await s.ctx.app.request(listed.pathname + listed.search)).status).toBe(200);
  });

  it("does not show another user's task", async () => {
    const other = await signUpVerifiedUser(s.ctx);
    const theirs = await other.client.post("/api/functions/create-video", {
      story: "Someone else's story about a quiet harbour.",
      narrationMode: "voice",
      size: "144x256",
    });
    expect(theirs.status).toBe(201);
    const { task_id } = (await theirs.json()) as { task_id: string };
    const answer = (await client.callTool({ name: "get_task_status", arguments: { task_id } })) as ToolResult;
    expect(answer.isError).toBe(true);
    expect(textOf(answer)).toBe("NOT_FOUND: Task not found");
  });

  it("answers 401 without a key, with a session cookie alone, with an unknown key and with a revoked one", async () => {
    const initialize = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x", version: "1" } },
    };
    const post = (headers: Record<string, string>) =>
      fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          ...headers,
        },
        body: JSON.stringify(initialize),
      });
    expect((await post({})).status).toBe(401);
    const cookie = [...s.client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    expect((await post({ cookie })).status).toBe(401);
    expect((await post({ authorization: "Bearer rs_not-a-real-key" })).status).toBe(401);
    expect((await post({ authorization: `Bearer ${key}` })).status).toBe(200);

    await expect(connect()).rejects.toThrow();
    const revoked = await createApiKey(s.ctx.deps.database.db, s.userId, "to revoke");
    await revokeApiKey(s.ctx.deps.database.db, s.userId, revoked.id);
    expect((await post({ authorization: `Bearer ${revoked.key}` })).status).toBe(401);
  });

  it("is also a stdio command for desktop agents (reelsmith-mcp) that forwards the same tools with the key", async () => {
    const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../bin/reelsmith-mcp.mjs");
    const stdio = new Client({ name: "desktop-agent", version: "1.0.0" });
    await stdio.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [bin],
        env: { PATH: process.env.PATH ?? "", REELSMITH_URL: url.origin, REELSMITH_API_KEY: key },
        stderr: "pipe",
      }),
    );
    try {
      const { tools } = await stdio.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual([...reelsmithToolNames].sort());
      const list = JSON.parse(textOf(await stdio.callTool({ name: "list_projects", arguments: {} })));
      const rest = (await (await s.client.get("/api/projects")).json()) as { total: number };
      expect(list.total).toBe(rest.total);
      const music = JSON.parse(textOf(await stdio.callTool({ name: "list_music", arguments: {} })));
      expect(music.music.map((t: { id: string }) => t.id)).toContain("fixture-music");
    } finally {
      await stdio.close();
    }
  }, 60_000);
});
