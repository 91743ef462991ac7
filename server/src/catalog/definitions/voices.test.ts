import { describe, expect, it } from "vitest";
import { voiceDefinitions } from "./voices";

describe("the voice catalogue's labels", () => {
  it("names each accent plainly, with how a made voice is made in its description", () => {
    for (const v of voiceDefinitions) {
      expect(v.accent, v.id).not.toMatch(/[()]|lowered|raised/);
      if (v.derived)
        expect(v.description, v.id).toMatch(/^A (deeper|higher) voice made from \p{Lu}\p{L}*'s\.$/u);
    }
    expect(voiceDefinitions.find((v) => v.id === "es-es-pablo")).toMatchObject({
      accent: "Castilian",
      description: "A deeper voice made from Carmen's.",
    });
  });
});
