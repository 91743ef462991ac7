import sharp from "sharp";
import type { SignedInApp } from "./signed-in-app";
import { TEST_ORIGIN } from "./test-app";

/** POST /api/product-photos as the browser sends it: one file in the `photo` field. */
export async function uploadProductPhoto(
  app: SignedInApp,
  jar: Map<string, string>,
  data: Buffer,
  filename: string,
  type: string,
) {
  const body = new FormData();
  body.set("photo", new Blob([new Uint8Array(data)], { type }), filename);
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  return app.ctx.app.request("/api/product-photos", { method: "POST", headers, body });
}

/** A 64x96 PNG of one colour. */
export const flatPhoto = (color: string) =>
  sharp({ create: { width: 64, height: 96, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A Product Ad for Lumen Bottle from the seller's own photos, its name, price and brand colours, 144x256. */
export const lumenBottleAd = (story: string, imageUrls: string[]) => ({
  type: "PRODUCT_AD",
  narrationMode: "voice",
  story,
  image_urls: imageUrls,
  product_name: "Lumen Bottle",
  product_price: "$24.00",
  price_amount: "24.00",
  currency: "USD",
  brand_colors: ["#0f766e", "#fbbf24"],
  size: "144x256",
});

/** Uploads a flat PNG of one colour as the app's signed-in user. */
export const uploadFlatPng = async (app: SignedInApp, color: string, filename = "p.png") =>
  uploadProductPhoto(app, app.client.jar, await flatPhoto(color), filename, "image/png");
