import { createVideoRequestSchema } from "@reelsmith/contract/video";
import { describe, expect, it } from "vitest";
import { brandKitOf, toRenderRequest } from "./videos";

const parse = (body: Record<string, unknown>) =>
  createVideoRequestSchema.parse({ narrationMode: "voice", story: "Meet Lumen. Get yours today!", ...body });

describe("a Product Ad's closing card in the render request", () => {
  it("carries the price, the call to action and the shop's domain without www", () => {
    const card = toRenderRequest(
      parse({
        type: "PRODUCT_AD",
        product_name: "Lumen",
        product_price: "$49.00",
        call_to_action: "Get yours today!",
        product_url: "https://www.Lumen.example/products/bottle?v=1",
      }),
    ).closingCard;
    expect(card).toEqual({
      title: "Lumen",
      colors: [],
      price: "$49.00",
      cta: "Get yours today!",
      domain: "lumen.example",
    });
  });

  it("is the name alone for a client that sends only the name", () => {
    expect(toRenderRequest(parse({ type: "PRODUCT_AD", product_name: "Lumen" })).closingCard).toEqual({
      title: "Lumen",
      colors: [],
    });
  });

  it("refuses a product URL that is no web address", () => {
    expect(() =>
      parse({ type: "PRODUCT_AD", product_name: "Lumen", product_url: "javascript:alert(1)" }),
    ).toThrow();
  });
});

describe("a Product Ad's brand kit", () => {
  it("reaches the render request as the editor last edited it, and is kept for the project", () => {
    const body = createVideoRequestSchema.parse({
      type: "PRODUCT_AD",
      narrationMode: "voice",
      story: "Meet Lumen. Get Lumen today!",
      image_urls: ["/storage/uploads/u1/a.jpeg"],
      product_name: "Lumen",
      brand_colors: ["#0f766e", "#7c3aed"],
      product_price: "€39.90",
      price_amount: "39.90",
      currency: "EUR",
    });
    expect(toRenderRequest(body).closingCard).toEqual({
      title: "Lumen",
      colors: ["#0f766e", "#7c3aed"],
      price: "€39.90",
    });
    expect(brandKitOf(body)).toEqual({
      product_name: "Lumen",
      colors: ["#0f766e", "#7c3aed"],
      price: "€39.90",
      price_amount: "39.90",
      currency: "EUR",
    });
  });
});
