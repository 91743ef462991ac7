import { describe, expect, it, vi } from "vitest";
import { ApiError, api, NetworkError, TimeoutError } from "@/lib/api-client";

describe("the API client", () => {
  it("raises a NetworkError with the spec's message and logs url, message and time when the backend is unreachable", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});

    const error = await api.get("/api/profile").catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).name).toBe("NetworkError");
    expect((error as Error).message).toBe(
      "Unable to connect to the backend. Please check your internet connection and try again.",
    );
    expect(log).toHaveBeenCalledWith(
      "Network error",
      expect.objectContaining({ url: "/api/profile", message: "Failed to fetch", time: expect.any(String) }),
    );
  });

  it("turns an error body into an ApiError with its code, message and status", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(JSON.stringify({ error: { code: "PROFILE_NOT_FOUND", message: "Profile not found" } }), {
        status: 404,
      }),
    );

    const error = await api.get("/api/subscription").catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: "PROFILE_NOT_FOUND", message: "Profile not found" });
  });

  it("files an unknown code, or an answer without our error body, under HTTP_ERROR with its status", async () => {
    vi.spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ error: { code: "SOMETHING_ELSE", message: "text" } }), { status: 409 }),
      )
      .mockResolvedValueOnce(
        new Response("<html>gateway</html>", { status: 502, statusText: "Bad Gateway" }),
      );

    expect(await api.get("/api/x").catch((e: unknown) => e)).toMatchObject({
      status: 409,
      code: "HTTP_ERROR",
    });
    expect(await api.get("/api/x").catch((e: unknown) => e)).toMatchObject({
      status: 502,
      code: "HTTP_ERROR",
      message: "Bad Gateway",
    });
  });

  it("tells a refused request (4xx code) and an unavailable server (503) from the code", () => {
    expect(new ApiError(402, "INSUFFICIENT_CREDITS", "m").refused).toBe(true);
    expect(new ApiError(401, "UNAUTHORIZED", "m").refused).toBe(true);
    expect(new ApiError(500, "INTERNAL", "m").refused).toBe(false);
    expect(new ApiError(503, "NOT_READY", "m").unavailable).toBe(true);
    expect(new ApiError(503, "HTTP_ERROR", "Service Unavailable").unavailable).toBe(true);
    expect(new ApiError(404, "HTTP_ERROR", "Not Found").refused).toBe(true);
    expect(new ApiError(502, "IMAGE_UNAVAILABLE", "m").unavailable).toBe(false);
  });

  it("sends JSON bodies with the session cookie and returns the parsed answer", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 200 }));

    const result = await api.patch<{ ok: boolean }>("/api/profile", { username: "ada" });

    expect(result).toEqual({ ok: true });
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: "PATCH", credentials: "include", body: '{"username":"ada"}' });
  });

  it("raises a TimeoutError when the request runs past its time limit", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );

    await expect(api.get("/api/slow", { timeoutMs: 20 })).rejects.toBeInstanceOf(TimeoutError);
  });
});
