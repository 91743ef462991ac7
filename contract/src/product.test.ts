import { describe, expect, it } from "vitest";
import {
  analysisErrorMessage,
  analysisRetryDelay,
  analyzeProductRequestSchema,
  isProductUrl,
  productMessages,
} from "./product";

describe("product analysis contract", () => {
  it("accepts only http(s) product URLs, with the spec's message", () => {
    expect(isProductUrl("https://shop.example/p/1")).toBe(true);
    expect(isProductUrl("http://shop.example")).toBe(true);
    expect(isProductUrl("shop.example/p/1")).toBe(false);
    expect(isProductUrl("ftp://shop.example")).toBe(false);
    const bad = analyzeProductRequestSchema.safeParse({ url: "www.shop.example" });
    expect(bad.error?.issues[0]?.message).toBe(
      "Please enter a valid product URL starting with http:// or https://",
    );
  });

  it("maps each failure to the spec's message", () => {
    expect(analysisErrorMessage(400)).toBe("Invalid product URL. Please check the URL and try again.");
    expect(analysisErrorMessage(401)).toBe("Your session has expired. Please sign in again.");
    expect(analysisErrorMessage(403)).toBe("You do not have permission to analyze this product.");
    expect(analysisErrorMessage(404)).toBe("Product not found. Please check the URL and try again.");
    expect(analysisErrorMessage(429)).toBe("Too many requests. Please wait a moment and try again.");
    expect(analysisErrorMessage(503)).toBe("Service is currently unavailable. Please try again later.");
    expect(analysisErrorMessage(500)).toBe("Failed to analyze product. Please try again.");
    expect(analysisErrorMessage("invalid")).toBe("Invalid product data received. Please try again.");
    expect(analysisErrorMessage("network")).toBe(productMessages.network);
    expect(analysisErrorMessage("unauthenticated")).toBe("Please sign in to analyze products");
    expect(analysisErrorMessage("invalid_url")).toBe(productMessages.invalidUrl);
  });

  it("retries 3 times, 2 s doubling, only on 503, 429 and network errors", () => {
    expect([0, 1, 2, 3].map((a) => analysisRetryDelay(503, a))).toEqual([2000, 4000, 8000, null]);
    expect(analysisRetryDelay(429, 0)).toBe(2000);
    expect(analysisRetryDelay("network", 2)).toBe(8000);
    for (const f of [400, 401, 403, 404, 500, "invalid"] as const)
      expect(analysisRetryDelay(f, 0)).toBeNull();
  });
});
