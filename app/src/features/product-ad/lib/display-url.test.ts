import { describe, expect, it } from "vitest";
import { productImageDisplayUrl } from "@/features/product-ad/lib/display-url";

describe("productImageDisplayUrl", () => {
  const origin = "https://reelsmith.example";

  it("sends a shop's picture, http or https, through our image route", () => {
    expect(productImageDisplayUrl("http://shop.example/a b.jpg", origin)).toBe(
      "/api/product-image?url=http%3A%2F%2Fshop.example%2Fa%20b.jpg",
    );
    expect(productImageDisplayUrl("https://cdn.shop.example/x.png?v=2", origin)).toBe(
      "/api/product-image?url=https%3A%2F%2Fcdn.shop.example%2Fx.png%3Fv%3D2",
    );
  });

  it("loads our own uploads, data: and blob: pictures directly", () => {
    expect(productImageDisplayUrl("/storage/uploads/u1/p.png", origin)).toBe("/storage/uploads/u1/p.png");
    expect(productImageDisplayUrl(`${origin}/storage/x.png`, origin)).toBe(`${origin}/storage/x.png`);
    expect(productImageDisplayUrl("data:image/png;base64,AAAA", origin)).toBe("data:image/png;base64,AAAA");
    expect(productImageDisplayUrl("blob:https://reelsmith.example/123", origin)).toBe(
      "blob:https://reelsmith.example/123",
    );
  });
});
