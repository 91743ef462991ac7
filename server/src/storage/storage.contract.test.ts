import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3TestServer, startS3Server } from "../test/s3-server";
import { createS3Client, createS3Storage } from "./s3-storage";
import { createLocalStorage, type Storage } from "./storage";

const MiB = 1024 * 1024;

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const sha = (b: Buffer) => crypto.createHash("sha256").update(b).digest("hex");

interface Backend {
  storage: Storage;
  /** UploadPart requests the store received so far (object storage only). */
  uploadedParts?: () => number;
  close(): Promise<void>;
}

/** The local folder and a real S3-compatible server (s3rver) behind the same interface. */
const backends: Record<string, () => Promise<Backend>> = {
  "the local folder": async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-storage-"));
    return {
      storage: createLocalStorage(dir),
      close: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  },
  "an S3 bucket": async () => {
    const server: S3TestServer = await startS3Server(["contract"]);
    const client = createS3Client(server.options());
    let parts = 0;
    client.middlewareStack.add(
      (next, context) => (args) => {
        if (context.commandName === "UploadPartCommand") parts++;
        return next(args);
      },
      { step: "initialize", name: "countUploadParts" },
    );
    return {
      // Small delete batches, so that a folder of a few hundred files takes several listings.
      storage: createS3Storage({ ...server.options(), client, partSize: 5 * MiB, deleteBatchSize: 100 }),
      uploadedParts: () => parts,
      async close() {
        client.destroy();
        await server.close();
      },
    };
  },
};

describe.each(Object.keys(backends))("storage in %s", (name) => {
  let backend: Backend;
  let storage: Storage;
  let tmp: string;

  beforeAll(async () => {
    backend = await (backends[name] as () => Promise<Backend>)();
    storage = backend.storage;
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-storage-files-"));
  }, 30_000);
  afterAll(async () => {
    fs.rmSync(tmp, { recursive: true, force: true });
    await backend?.close();
  });

  it("answers its readiness check", async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it("reads back what was put, with its size and type, and replaces it on a second put", async () => {
    const key = "renders/p1/v1/scenes.json";
    await storage.put(key, Buffer.from('{"a":1}'), "application/json");
    expect((await storage.read(key)).toString()).toBe('{"a":1}');
    expect(await storage.stat(key)).toEqual({ size: 7, contentType: "application/json" });
    expect(await storage.exists(key)).toBe(true);
    await storage.put(key, Buffer.from('{"a":22}'), "application/json");
    expect((await storage.read(key)).toString()).toBe('{"a":22}');
    expect((await storage.stat(key))?.size).toBe(8);
  });

  it("stores a file from disk", async () => {
    const file = path.join(tmp, "thumb.jpg");
    const data = crypto.randomBytes(70_000);
    fs.writeFileSync(file, data);
    await storage.putFile("renders/p1/v1/thumbnail.jpg", file, "image/jpeg");
    expect((await storage.read("renders/p1/v1/thumbnail.jpg")).equals(data)).toBe(true);
    expect(await storage.stat("renders/p1/v1/thumbnail.jpg")).toEqual({
      size: 70_000,
      contentType: "image/jpeg",
    });
  });

  it("streams a whole file and the byte ranges a player asks for: first byte, last byte, the middle", async () => {
    const key = "renders/p2/v1/video.mp4";
    const data = crypto.randomBytes(10_000);
    await storage.put(key, data, "video/mp4");
    expect((await collect(storage.stream(key))).equals(data)).toBe(true);
    expect((await collect(storage.stream(key, { start: 0, end: 0 }))).equals(data.subarray(0, 1))).toBe(true);
    expect(
      (await collect(storage.stream(key, { start: 9_999, end: 9_999 }))).equals(data.subarray(9_999)),
    ).toBe(true);
    expect(
      (await collect(storage.stream(key, { start: 4_096, end: 6_143 }))).equals(data.subarray(4_096, 6_144)),
    ).toBe(true);
  });

  it("stores a render larger than the part size whole (a multipart upload on object storage)", async () => {
    const file = path.join(tmp, "big.mp4");
    const data = crypto.randomBytes(12 * MiB);
    fs.writeFileSync(file, data);
    const partsBefore = backend.uploadedParts?.() ?? 0;
    await storage.putFile("renders/p3/v1/video.mp4", file, "video/mp4");
    expect((await storage.stat("renders/p3/v1/video.mp4"))?.size).toBe(12 * MiB);
    expect(sha(await storage.read("renders/p3/v1/video.mp4"))).toBe(sha(data));
    const tail = await collect(
      storage.stream("renders/p3/v1/video.mp4", { start: 12 * MiB - 5, end: 12 * MiB - 1 }),
    );
    expect(tail.equals(data.subarray(-5))).toBe(true);
    // 12 MiB in 5 MiB parts: 5 + 5 + 2.
    if (backend.uploadedParts) expect(backend.uploadedParts() - partsBefore).toBe(3);
  }, 60_000);

  it("keeps keys with any Unicode letters, and maps them to /storage URLs and back", async () => {
    const key = "uploads/ü-user/Café 東京 ✓ नमस्ते.png";
    const data = Buffer.from("unicode");
    await storage.put(key, data, "image/png");
    expect((await storage.read(key)).equals(data)).toBe(true);
    expect((await storage.stat(key))?.size).toBe(7);
    const url = storage.publicUrl(key);
    expect(url).toBe(`/storage/${key}`);
    expect(storage.keyFromUrl(encodeURI(url))).toBe(key);
    expect(storage.keyFromUrl(`http://example.com${encodeURI(url)}`)).toBe(key);
    expect(storage.keyFromUrl("/elsewhere/x.png")).toBeNull();
  });

  it("refuses keys that leave its root", async () => {
    for (const key of ["../secret", "a/../../secret", "a/\0b", "", "/", ".", "renders/.."]) {
      await expect(storage.put(key, Buffer.from("x"), "text/plain"), key).rejects.toThrow(
        /Unsafe storage key/,
      );
      await expect(storage.read(key), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.deletePrefix(key), key).rejects.toThrow(/Unsafe storage key/);
      expect(() => storage.stream(key), key).toThrow(/Unsafe storage key/);
      expect(() => storage.publicUrl(key), key).toThrow(/Unsafe storage key/);
    }
    expect(() => storage.keyFromUrl("/storage/a/%2e%2e/%2e%2e/secret")).toThrow(/Unsafe storage key/);
  });

  it("says a missing key is missing: no stat, not there, reading and streaming fail, deleting is fine", async () => {
    const key = "renders/none/v1/video.mp4";
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.read(key)).rejects.toThrow();
    await expect(collect(storage.stream(key))).rejects.toThrow();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("deletes one key, and a folder with everything below it but not its neighbours", async () => {
    await storage.put("avatars/u1/a/photo.png", Buffer.from("1"), "image/png");
    await storage.delete("avatars/u1/a/photo.png");
    expect(await storage.exists("avatars/u1/a/photo.png")).toBe(false);

    const kept = ["renders/p10/v1/video.mp4", "renders/p1x.json"];
    const gone = ["renders/p1/v1/a.json", "renders/p1/v1/deep/b.wav", "renders/p1/v2/c.json"];
    for (const key of [...kept, ...gone])
      await storage.put(key, Buffer.from(key), "application/octet-stream");
    await storage.deletePrefix("renders/p1/");
    for (const key of gone) expect(await storage.exists(key), key).toBe(false);
    for (const key of kept) expect(await storage.exists(key), key).toBe(true);

    await storage.put("catalog/voices/abc/en.ogg", Buffer.from("x"), "audio/ogg");
    await storage.deletePrefix("catalog/voices/abc");
    expect(await storage.exists("catalog/voices/abc/en.ogg")).toBe(false);
  });

  it("deletes a folder of more files than one listing holds", async () => {
    const keys = Array.from({ length: 250 }, (_, i) => `catalog/presenters/old/${i}.png`);
    for (let i = 0; i < keys.length; i += 25)
      await Promise.all(keys.slice(i, i + 25).map((k) => storage.put(k, Buffer.from("p"), "image/png")));
    await storage.put("catalog/presenters/new/0.png", Buffer.from("n"), "image/png");
    await storage.deletePrefix("catalog/presenters/old");
    const left = await Promise.all([keys[0], keys[120], keys[249]].map((k) => storage.exists(k as string)));
    expect(left).toEqual([false, false, false]);
    expect(await storage.exists("catalog/presenters/new/0.png")).toBe(true);
  }, 120_000);
});
