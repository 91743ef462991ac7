import { AVATAR_FILE_MAX_BYTES, avatarMessages } from "@reelsmith/contract/avatars";
import { sniffAudio, sniffImage } from "@reelsmith/contract/file-kinds";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customAvatars, users } from "../db/schema";
import { faceKeyOf } from "../presenter";
import { filesUnder, photo, postAvatar, tone } from "../test/avatar-test-media";
import { createClient, readJson, signUpVerifiedUser, type TestClient } from "../test/http-client";
import { seedFixtureCatalog } from "../test/render/fixture-catalog";
import { createTestContext, type TestContext } from "../test/test-app";

/** Custom avatars as a signed-in user meets them: save, list, read, refuse, delete; never another's. */
describe("custom avatars API", () => {
  let ctx: TestContext;
  let owner: TestClient;
  let intruder: TestClient;
  let ownerId: string;
  let png: Buffer;
  let wav: Buffer;

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedFixtureCatalog(ctx.deps.storage);
    const signedUp = await signUpVerifiedUser(ctx);
    owner = signedUp.client;
    intruder = (await signUpVerifiedUser(ctx)).client;
    const [u] = await ctx.deps.database.db.select().from(users).where(eq(users.email, signedUp.user.email));
    ownerId = u?.id ?? "";
    png = await photo("png");
    wav = await tone("wav", 220);
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
  });

  const save = (client: TestClient, form: Parameters<typeof postAvatar>[2]) =>
    postAvatar(ctx, client.jar, form);
  const valid = () => ({
    name: "  Studio me  ",
    image: { data: png, filename: "me.png", type: "image/png" },
    voice: { data: wav, filename: "me.wav", type: "audio/wav" },
  });
  const errorOf = async (res: Response) => (await readJson(res)).error?.message;
  const rows = () => ctx.deps.database.db.select().from(customAvatars);

  it("asks guests to sign in", async () => {
    const guest = createClient(ctx);
    expect((await guest.get("/api/avatars")).status).toBe(401);
    expect((await postAvatar(ctx, guest.jar, valid())).status).toBe(401);
  });

  it("saves a PNG photo as a metadata-free JPEG and the voice as sent, and lists it", async () => {
    const res = await save(owner, valid());
    expect(res.status).toBe(201);
    const { avatar } = await readJson(res);
    expect(avatar.name).toBe("Studio me");
    expect(avatar.user_id).toBe(ownerId);
    expect(avatar.storage_path).toMatch(new RegExp(`^avatars/${ownerId}/avatar_\\d+\\.jpeg$`));
    expect(avatar.voice_storage_path).toMatch(new RegExp(`^avatars/${ownerId}/voice_\\d+\\.wav$`));
    expect(avatar.image_url).toBe(`/storage/${avatar.storage_path}`);
    expect(avatar.voice_url).toBe(`/storage/${avatar.voice_storage_path}`);
    expect(avatar.avatar_sample_url).toBeNull();
    const stored = await ctx.deps.storage.read(avatar.storage_path);
    expect(sniffImage(stored)).toBe("jpeg");
    expect(sniffAudio(await ctx.deps.storage.read(avatar.voice_storage_path))).toBe("wav");

    const list = await readJson(await owner.get("/api/avatars"));
    expect(list.count).toBe(1);
    expect(list.limit).toBe(3);
    expect(list.avatars[0].id).toBe(avatar.id);
  });

  it("strips the photo's EXIF data and keeps a client-generated id", async () => {
    const jpeg = await photo("jpeg", "#335577", true);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await save(owner, {
      ...valid(),
      id: "client-id-0001",
      image: { data: jpeg, filename: "me.jpg" },
    });
    expect(res.status).toBe(201);
    const { avatar } = await readJson(res);
    expect(avatar.id).toBe("client-id-0001");
    const meta = await sharp(await ctx.deps.storage.read(avatar.storage_path)).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
  });

  it("turns a browser's WebM recording into an .ogg file", async () => {
    const webm = await tone("webm", 200);
    const res = await save(intruder, { ...valid(), voice: { data: webm, filename: "recording.webm" } });
    expect(res.status).toBe(201);
    const { avatar } = await readJson(res);
    expect(avatar.voice_storage_path).toMatch(/\/voice_\d+\.ogg$/);
    expect(sniffAudio(await ctx.deps.storage.read(avatar.voice_storage_path))).toBe("ogg");
    await intruder.delete(`/api/avatars/${avatar.id}`);
  });

  it("checks files by content, not by name, with the spec's messages", async () => {
    const before = await filesUnder(ctx, `avatars/${ownerId}`);
    const pngAsMp3 = await save(owner, {
      ...valid(),
      voice: { data: png, filename: "voice.mp3", type: "audio/mpeg" },
    });
    expect(pngAsMp3.status).toBe(400);
    expect(await errorOf(pngAsMp3)).toBe(avatarMessages.invalidAudio);
    const wavAsJpg = await save(owner, {
      ...valid(),
      image: { data: wav, filename: "me.jpg", type: "image/jpeg" },
    });
    expect(wavAsJpg.status).toBe(400);
    expect(await errorOf(wavAsJpg)).toBe(avatarMessages.invalidImage);
    expect(await filesUnder(ctx, `avatars/${ownerId}`)).toEqual(before);
  });

  it("refuses files one byte over 10 MB", async () => {
    const big = Buffer.alloc(AVATAR_FILE_MAX_BYTES + 1);
    png.copy(big);
    const image = await save(owner, { ...valid(), image: { data: big, filename: "big.png" } });
    expect(image.status).toBe(400);
    expect(await errorOf(image)).toBe(avatarMessages.imageTooLarge);
    const bigWav = Buffer.alloc(AVATAR_FILE_MAX_BYTES + 1);
    wav.copy(bigWav);
    const voice = await save(owner, { ...valid(), voice: { data: bigWav, filename: "big.wav" } });
    expect(voice.status).toBe(400);
    expect(await errorOf(voice)).toBe(avatarMessages.audioTooLarge);
  });

  it("needs a trimmed name of at most 50 characters, a photo and a voice sample", async () => {
    for (const name of ["", "   ", "x".repeat(51)]) {
      const res = await save(owner, { ...valid(), name });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe(avatarMessages.nameRequired);
    }
    const noVoice = await save(owner, { ...valid(), voice: undefined });
    expect(await errorOf(noVoice)).toBe(avatarMessages.voiceRequired);
    const noImage = await save(owner, { ...valid(), image: undefined });
    expect(await errorOf(noImage)).toBe(avatarMessages.imageRequired);
  });

  it("leaves no row and no file when the record cannot be inserted", async () => {
    const beforeFiles = await filesUnder(ctx, `avatars/${ownerId}`);
    const beforeRows = (await rows()).length;
    // The id is taken, so the insert itself fails after the files were written.
    const res = await save(owner, { ...valid(), id: "client-id-0001" });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe(avatarMessages.recordFailed);
    expect((await rows()).length).toBe(beforeRows);
    expect(await filesUnder(ctx, `avatars/${ownerId}`)).toEqual(beforeFiles);
  });

  it("refuses a fourth avatar with the limit message", async () => {
    expect((await save(owner, valid())).status).toBe(201);
    const list = await readJson(await owner.get("/api/avatars"));
    expect(list.count).toBe(3);
    const res = await save(owner, valid());
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toBe("You have reached your limit of 3 custom avatars.");
    expect((await readJson(await owner.get("/api/avatars"))).count).toBe(3);
  });

  it("lists the newest first", async () => {
    const list = await readJson(await owner.get("/api/avatars"));
    const times = list.avatars.map((a: { created_at: string }) => Date.parse(a.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("never shows another user's avatar: list, files, image route, processing, delete", async () => {
    const { avatars } = await readJson(await owner.get("/api/avatars"));
    const a = avatars[0];
    expect((await readJson(await intruder.get("/api/avatars"))).avatars).toEqual([]);
    expect((await owner.get(a.image_url)).status).toBe(200);
    expect((await owner.get(a.voice_url)).status).toBe(200);
    for (const client of [intruder, createClient(ctx)]) {
      expect((await client.get(a.image_url)).status).toBe(404);
      expect((await client.get(a.voice_url)).status).toBe(404);
      const image = await client.get(`/api/images/avatar?src=${encodeURIComponent(a.image_url)}`);
      expect(image.status).toBe(404);
    }
    const process = await intruder.post("/api/functions/process-avatar", { avatarId: a.id });
    expect(process.status).toBe(404);
    expect(await errorOf(process)).toBe(avatarMessages.notFound);
    const del = await intruder.delete(`/api/avatars/${a.id}`);
    expect(del.status).toBe(404);
    expect(await ctx.deps.storage.exists(a.storage_path)).toBe(true);
    expect((await rows()).some((r) => r.id === a.id)).toBe(true);
  });

  it("keeps catalogue files public", async () => {
    const res = await createClient(ctx).get("/storage/catalog/fixture/presenter/mouth-0.png");
    expect(res.status).toBe(200);
  });

  it("serves an avatar photo as a cached 1080x1920 JPEG with an ETag", async () => {
    const { avatars } = await readJson(await owner.get("/api/avatars"));
    const url = `/api/images/avatar?src=${encodeURIComponent(avatars[0].image_url)}`;
    const res = await owner.get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toContain("private");
    const etag = res.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1080, 1920]);
    expect((await owner.get(url, { "if-none-match": etag })).status).toBe(304);
    const absolute = `${"http://localhost:3999"}${avatars[0].image_url}`;
    expect((await owner.get(`/api/images/avatar?src=${encodeURIComponent(absolute)}`)).status).toBe(200);
  });

  it("serves catalogue pictures to anyone, and refuses every other source", async () => {
    const guest = createClient(ctx);
    const stock = await guest.get(
      `/api/images/avatar?src=${encodeURIComponent("/storage/catalog/fixture/presenter/mouth-0.png")}`,
    );
    expect(stock.status).toBe(200);
    expect(stock.headers.get("cache-control")).toContain("public");
    for (const src of [
      "https://evil.example.com/storage/catalog/fixture/presenter/mouth-0.png",
      "//evil.example.com/x.png",
      "/storage/renders/some-task/v1/thumbnail.jpg",
      "/storage/../etc/passwd",
      "/etc/passwd",
      "",
    ]) {
      const res = await owner.get(`/api/images/avatar?src=${encodeURIComponent(src)}`);
      expect(res.status, src).toBe(400);
    }
  });

  it("deletes the row and its files", async () => {
    const { avatars } = await readJson(await owner.get("/api/avatars"));
    const a = avatars[0];
    await owner.get(`/api/images/avatar?src=${encodeURIComponent(a.image_url)}`);
    const res = await owner.delete(`/api/avatars/${a.id}`);
    expect(res.status).toBe(204);
    expect(await ctx.deps.storage.exists(a.storage_path)).toBe(false);
    expect(await ctx.deps.storage.exists(a.voice_storage_path)).toBe(false);
    const left = await filesUnder(ctx, `avatars/${ownerId}`);
    expect(left.some((k) => k.includes(a.storage_path.split("/").pop().replace(".jpeg", "")))).toBe(false);
    expect(
      (await ctx.deps.database.db.select().from(customAvatars).where(eq(customAvatars.id, a.id))).length,
    ).toBe(0);
    expect((await owner.delete(`/api/avatars/${a.id}`)).status).toBe(404);
  });
});

describe("custom avatar limit override", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ CUSTOM_AVATAR_LIMIT: "1" });
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
  });

  it("applies the configured limit, also to uploads sent at the same time", async () => {
    const { client } = await signUpVerifiedUser(ctx);
    const form = {
      name: "Me",
      image: { data: await photo("webp"), filename: "me.webp" },
      voice: { data: await tone("mp3", 150), filename: "me.mp3" },
    };
    const results = await Promise.all([postAvatar(ctx, client.jar, form), postAvatar(ctx, client.jar, form)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
    const refused = results.find((r) => r.status === 403);
    expect((await readJson(refused as Response)).error.message).toBe(
      "You have reached your limit of 1 custom avatars.",
    );
    const list = await readJson(await client.get("/api/avatars"));
    expect([list.count, list.limit]).toEqual([1, 1]);
    const [row] = await ctx.deps.database.db.select().from(customAvatars);
    const photoKey = row?.storage_path ?? "";
    expect(await filesUnder(ctx, "avatars")).toEqual(
      [photoKey, faceKeyOf(photoKey), row?.voice_storage_path].sort(),
    );
  });
});
