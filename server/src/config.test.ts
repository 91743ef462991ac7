import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { envSchema, loadConfig, publicUrlWarning } from "./config";

const example = fs.readFileSync(path.resolve(import.meta.dirname, "../../.env.example"), "utf8");
const documented = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));

describe("configuration", () => {
  it("documents every variable the server reads in .env.example", () => {
    const missing = Object.keys(envSchema.shape).filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
  });

  it("runs with no variable set at all", () => {
    expect(envSchema.safeParse({}).success).toBe(true);
  });

  it("trusts the loopback names on the server's port without PUBLIC_URL, and only PUBLIC_URL with it", () => {
    expect(loadConfig({ PORT: "3000", NODE_ENV: "production" }).trustedOrigins).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
    expect(
      loadConfig({ PUBLIC_URL: "https://reels.example.com/", NODE_ENV: "production" }).trustedOrigins,
    ).toEqual(["https://reels.example.com"]);
  });

  it("trusts the Vite dev server's loopback origins in development only", () => {
    const dev = loadConfig({ PORT: "3000", NODE_ENV: "development" }).trustedOrigins;
    expect(dev).toContain("http://localhost:5173");
    expect(dev).toContain("http://localhost:3000");
    expect(loadConfig({ PORT: "3000", NODE_ENV: "production" }).trustedOrigins).not.toContain(
      "http://localhost:5173",
    );
  });

  it("refuses to start in production with FETCH_ALLOW_PRIVATE_HOSTS set, naming the variable", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(() =>
        loadConfig({ NODE_ENV: "production", FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1:4321" }),
      ).toThrow("exit 1");
      expect(String(printed.mock.calls[0]?.[0])).toMatch(/FETCH_ALLOW_PRIVATE_HOSTS: .*tests only/);
      // Elsewhere it is honoured, and an empty value in production is no value.
      expect(
        loadConfig({ NODE_ENV: "development", FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1:4321" })
          .FETCH_ALLOW_PRIVATE_HOSTS,
      ).toEqual(["127.0.0.1:4321"]);
      expect(
        loadConfig({ NODE_ENV: "production", FETCH_ALLOW_PRIVATE_HOSTS: "" }).FETCH_ALLOW_PRIVATE_HOSTS,
      ).toEqual([]);
    } finally {
      exit.mockRestore();
      printed.mockRestore();
    }
  });

  it("warns once, naming PUBLIC_URL, when the server listens beyond this machine without it", () => {
    const warning = publicUrlWarning({ HOST: "0.0.0.0", PORT: 3000, PUBLIC_URL: undefined });
    expect(warning).toContain("PUBLIC_URL");
    expect(warning).toContain("http://localhost:3000");
    for (const HOST of ["127.0.0.1", "localhost", "::1"]) {
      expect(publicUrlWarning({ HOST, PORT: 3000, PUBLIC_URL: undefined })).toBeNull();
    }
    expect(
      publicUrlWarning({ HOST: "0.0.0.0", PORT: 3000, PUBLIC_URL: "https://reels.example.com" }),
    ).toBeNull();
  });
});
