import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useOwnPhotos } from "@/features/product-ad/hooks/use-own-photos";
import { json } from "@/test/render-screen";

afterEach(() => vi.unstubAllGlobals());

const kit = { colors: [], priceAmount: "", currency: "USD", priceText: "", logoUrl: null };
const photo = (name: string) => new File(["x"], name, { type: "image/png" });

describe("the product photo upload", () => {
  it("shows only the latest pick's answer: a late refusal of the photo picked before is dropped", async () => {
    let releaseFirst: (r: Response) => void = () => {};
    const first = new Promise<Response>((resolve) => {
      releaseFirst = resolve;
    });
    let n = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        n += 1;
        if (n === 1) {
          // The first upload is slow; its answer comes after the second pick's.
          const answer = await first;
          if (init?.signal?.aborted) throw new DOMException("aborted", "AbortError");
          return answer;
        }
        return json({ url: "/storage/product-photos/second.png" }, 201);
      }),
    );
    const { result } = renderHook(() => useOwnPhotos({ kit, onScript: () => {} }));
    let firstPick: Promise<void> = Promise.resolve();
    act(() => {
      firstPick = result.current.addFiles([photo("first.png")]);
    });
    await act(() => result.current.addFiles([photo("second.png")]));
    expect(result.current.photos).toEqual(["/storage/product-photos/second.png"]);

    releaseFirst(json({ error: { code: "VALIDATION_ERROR", message: "We couldn't read this photo." } }, 400));
    await act(() => firstPick);
    await waitFor(() => expect(result.current.uploading).toBe(false));
    expect(result.current.error).toBeNull();
    expect(result.current.photos).toEqual(["/storage/product-photos/second.png"]);
  });
});
