import { describe, expect, it } from "vitest";
import { ERROR_CODES, errorCodes, isErrorCode } from "./error-codes";

describe("the error code table", () => {
  it("gives every code an HTTP error status (4xx or 5xx)", () => {
    expect(errorCodes.length).toBeGreaterThan(20);
    for (const code of errorCodes) {
      const status = ERROR_CODES[code];
      expect(Number.isInteger(status), code).toBe(true);
      expect(status >= 400 && status < 600, `${code}: ${status}`).toBe(true);
    }
  });

  it("names each code in upper snake case, as the API sends it", () => {
    for (const code of errorCodes) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it("knows its own codes and no others", () => {
    expect(isErrorCode("UNAUTHORIZED")).toBe(true);
    expect(isErrorCode("HTTP_ERROR")).toBe(false);
    expect(isErrorCode("toString")).toBe(false);
    expect(isErrorCode(401)).toBe(false);
  });
});
