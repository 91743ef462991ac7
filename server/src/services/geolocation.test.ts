import http from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countryFrom, lookupCountry } from "./geolocation";

const logger = pino({ level: "silent" });
let server: http.Server;
let base = "";
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url?.startsWith("/slow")) return; // never answers
    if (req.url?.startsWith("/fail")) {
      res.statusCode = 500;
      return res.end("oops");
    }
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ countryCode: "DE" }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("the geolocation lookup", () => {
  it("reads country_code, countryCode or country, only as a two-letter code", () => {
    expect(countryFrom({ country_code: "us" })).toBe("US");
    expect(countryFrom({ countryCode: "IN" })).toBe("IN");
    expect(countryFrom({ country: "FR" })).toBe("FR");
    expect(countryFrom({ country: "France" })).toBeNull();
    expect(countryFrom({ error: true, reason: "Reserved IP Address" })).toBeNull();
    expect(countryFrom("text")).toBeNull();
  });

  it("is off when unset", async () => {
    expect(await lookupCountry(undefined, "1.2.3.4", logger)).toEqual({ country_code: null });
  });

  it("answers the service's country", async () => {
    expect(await lookupCountry(`${base}/ok/{ip}`, "5.6.7.8", logger)).toEqual({ country_code: "DE" });
  });

  it("gives null on an error status, or after 2 s without an answer", async () => {
    expect(await lookupCountry(`${base}/fail/{ip}`, "9.9.9.9", logger)).toEqual({ country_code: null });
    const started = Date.now();
    expect(await lookupCountry(`${base}/slow/{ip}`, "8.8.8.8", logger)).toEqual({ country_code: null });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("gives null when the service is unreachable", async () => {
    expect(await lookupCountry("http://127.0.0.1:1/{ip}", "7.7.7.7", logger)).toEqual({ country_code: null });
  });
});
