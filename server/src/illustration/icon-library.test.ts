import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { findIcon, iconElement, withoutArithmeticComposites } from "./icon-library";

/**
 * A figure drawn partly past its layer's edge under the cel-and-outline look, small, as the composer
 * draws a person at the side of a scene: with Fluent's own inner-shadow filters this aborted the process
 * that rendered it (resvg-js 2.6.2). Rendered in a child process, so an abort is a failed test, not a
 * crashed runner.
 */
function renderInChild(svg: string, width: number) {
  const script = `const { Resvg } = require("@resvg/resvg-js");
    const png = new Resvg(process.argv[1], { fitTo: { mode: "width", value: ${width} } }).render();
    process.stdout.write(String(png.pixels.reduce((n, v, i) => (i % 4 === 3 && v > 0 ? n + 1 : n), 0)));`;
  return spawnSync(process.execPath, ["-e", script, svg], { encoding: "utf8" });
}

describe("icons from the library", () => {
  it("keep their inner shadows without the composite that crashes the renderer", () => {
    const raw =
      '<feGaussianBlur stdDeviation=".25"/><feComposite in2="hardAlpha" k2="-1" k3="1" operator="arithmetic"/>';
    expect(withoutArithmeticComposites(raw)).toBe(
      '<feGaussianBlur stdDeviation=".25" result="innerCut0"/><feComposite in="hardAlpha" in2="innerCut0" operator="out"/>',
    );
    const man = findIcon("man-standing", "dark");
    expect(man?.body).toContain("feComposite");
    expect(man?.body).not.toContain("arithmetic");
  });

  it("draw a figure cut off at a small layer's edge under an outline filter, without crashing", () => {
    const icon = (name: string, tone?: "dark") => {
      const found = findIcon(name, tone);
      if (!found) throw new Error(`the ${name} icon is missing`);
      return found;
    };
    // A man carrying a parcel as the composer drew him at the side of a 93 px wide layer.
    const figure = [
      iconElement(icon("man-standing", "dark"), -49, 61.6, 190.7, 154.5, "", {
        x: 1.854,
        y: 7.23,
        w: 28.292,
        h: 22.916,
      }),
      iconElement(icon("old-man", "dark"), 14.3, 2.7, 64, 64, "", { x: 3.392, y: 4.473, w: 25.5, h: 25.5 }),
      iconElement(icon("package"), 14.3, 77.4, 64, 64, "", { x: 1.745, y: 1.903, w: 28.197, h: 28.197 }),
    ].join("");
    const outline =
      '<filter id="treat" x="-10%" y="-10%" width="120%" height="120%"><feMorphology in="SourceAlpha" operator="dilate" radius="2.2" result="grown"/><feFlood flood-color="#1b2a5a"/><feComposite in2="grown" operator="in" result="line"/><feMerge><feMergeNode in="line"/><feMergeNode in="SourceGraphic"/></feMerge></filter>';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="93" height="227" viewBox="0 0 93 227"><defs>${outline}</defs><g filter="url(#treat)">${figure}</g></svg>`;
    const drawn = renderInChild(svg, 93);
    expect(drawn.stderr).not.toMatch(/panicked/);
    expect(drawn.status).toBe(0);
    expect(Number(drawn.stdout)).toBeGreaterThan(1000);
  });
});
