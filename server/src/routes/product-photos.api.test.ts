import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, taskStatus } from "../db/schema";
import type { RenderRequest } from "../render/types";
import { signUpVerifiedUser, type TestClient } from "../test/http-client";
import { flatPhoto, lumenBottleAd, uploadFlatPng, uploadProductPhoto } from "../test/product-photo-uploads";
import { startAppWithSignedInUser } from "../test/signed-in-app";

type App = Awaited<ReturnType<typeof startAppWithSignedInUser>>;

/** "Use my own photos": a Product Ad from the seller's photos, name and price, with no product page. */
describe("a Product Ad from the seller's own photos", () => {
  let app: App;
  let other: TestClient;
  beforeAll(async () => {
    app = await startAppWithSignedInUser();
    other = (await signUpVerifiedUser(app.ctx)).client;
  }, 60_000);
  afterAll(() => app.close());

  it("stores each photo as the seller's own upload, re-encoded as a JPEG", async () => {
    const res = await uploadFlatPng(app, "#dc2828", "bottle.png");
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^/storage/uploads/${app.userId}/product_.+\\.jpeg$`));
    const stored = await app.client.get(url);
    expect(stored.status).toBe(200);
    expect(stored.headers.get("content-type")).toBe("image/jpeg");
    // Another user cannot read it.
    expect((await other.get(url)).status).not.toBe(200);
  });

  it("refuses a file that is not an image, whatever it is called, with the avatar photo's message", async () => {
    const res = await uploadProductPhoto(
      app,
      app.client.jar,
      Buffer.from("%PDF-1.7 not a photo"),
      "shot.jpg",
      "image/jpeg",
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "Please select a valid image file (JPG, PNG, or WebP).",
    );
  });

  it("refuses a photo over 10MB with the avatar photo's message", async () => {
    const big = Buffer.concat([await flatPhoto("#ffffff"), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await uploadProductPhoto(app, app.client.jar, big, "big.png", "image/png");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "File size must be less than 10MB.",
    );
  });

  it("tells the 10MB limit for a 20 MB photo too, as the avatar save does, instead of 'too large'", async () => {
    const huge = Buffer.concat([await flatPhoto("#ffffff"), Buffer.alloc(20 * 1024 * 1024)]);
    const res = await uploadProductPhoto(app, app.client.jar, huge, "huge.png", "image/png");
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error).toEqual({ code: "VALIDATION_ERROR", message: "File size must be less than 10MB." });
  });

  it("writes an ad script from the name, description and price, offline", async () => {
    const res = await app.client.post("/api/functions/write-ad-script", {
      product_name: "Lumen Bottle",
      description: "Keeps water cold for a whole day. Made of recycled steel.",
      price: "$24.00",
      language: "en",
    });
    expect(res.status).toBe(200);
    const { generated_script } = (await res.json()) as { generated_script: string };
    expect(generated_script).toBe(
      "Meet Lumen Bottle. Keeps water cold for a whole day. Made of recycled steel. Just $24.00. Get Lumen Bottle today!",
    );
    const nameless = await app.client.post("/api/functions/write-ad-script", { product_name: "  " });
    expect(nameless.status).toBe(400);
    expect(((await nameless.json()) as { error: { message: string } }).error.message).toBe(
      "Please enter the product's name.",
    );
  });

  it("makes a video from three uploaded photos, a name and a price, and keeps the brand kit on the project", async () => {
    const urls: string[] = [];
    for (const color of ["#dc2828", "#28c83c", "#f5c518"]) {
      const res = await uploadFlatPng(app, color);
      urls.push(((await res.json()) as { url: string }).url);
    }
    const res = await app.client.post(
      "/api/functions/create-video",
      lumenBottleAd("Meet Lumen Bottle. Just $24.00. Get Lumen Bottle today!", urls),
    );
    expect(res.status).toBe(201);
    const { task_id } = (await res.json()) as { task_id: string };
    const db = app.ctx.deps.database.db;
    const [task] = await db.select().from(taskStatus).where(eq(taskStatus.id, task_id));
    const request = task?.request as unknown as RenderRequest;
    expect(request.imageUrls).toEqual(urls);
    expect(request.closingCard).toMatchObject({ title: "Lumen Bottle", price: "$24.00" });
    expect(request.closingCard).not.toHaveProperty("domain");
    const [project] = await db.select().from(projects).where(eq(projects.id, task_id));
    expect(project?.type).toBe("PRODUCT_AD");
    expect(project?.metadata.brand_kit).toEqual({
      product_name: "Lumen Bottle",
      colors: ["#0f766e", "#fbbf24"],
      price: "$24.00",
      price_amount: "24.00",
      currency: "USD",
    });
    // The editor reopened on this project (/product-ad?project=ID) reads the kit from here.
    const opened = (await (await app.client.get(`/api/projects/${task_id}`)).json()) as {
      metadata: Record<string, unknown>;
    };
    expect(opened.metadata.brand_kit).toEqual(project?.metadata.brand_kit);
  });

  it("refuses another user's photo in create-video", async () => {
    const res = await uploadFlatPng(app, "#123456");
    const { url } = (await res.json()) as { url: string };
    const stolen = await other.post("/api/functions/create-video", {
      type: "PRODUCT_AD",
      narrationMode: "voice",
      story: "Meet Lumen Bottle. Get Lumen Bottle today!",
      image_urls: [url],
      product_name: "Lumen Bottle",
      size: "144x256",
    });
    expect(stolen.status).toBe(403);
    expect(((await stolen.json()) as { error: { message: string } }).error.message).toBe(
      "Image 1 is not one of your files.",
    );
  });
});
