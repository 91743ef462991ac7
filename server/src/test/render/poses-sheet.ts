/**
 * A contact sheet of the action poses: each action drawn for one man (and the wave for an old woman) in
 * two styles, one small square scene per action and style.
 * `npx tsx server/src/test/render/poses-sheet.ts <out.png> [style] [style]`
 */
import sharp from "sharp";
import { composeScene, renderComposedScene } from "../../illustration";
import type { SceneAction, SceneCharacter, ScenePlan } from "../../scene-plan/scene-plan-schema";
import { ravi, styleOrFirst } from "../scene-fixtures";
import { sheetFrame } from "../sheet-frame";

const ACTIONS: SceneAction[] = [
  "sit",
  "push",
  "pull",
  "row",
  "throw",
  "pick",
  "plant",
  "clap",
  "fish",
  "climb",
  "carry",
  "give",
  "wave",
];
const [out = "poses.png", ...ids] = process.argv.slice(2);
const styles = (ids.length > 0 ? ids : ["cinematic", "minimal"]).map(styleOrFirst);
const side = 720;
const frame = sheetFrame(side, side, "voice", { position: "bottom", fontSize: 24 });
const man = ravi;
const elder: SceneCharacter = {
  ...man,
  id: "gran",
  name: undefined,
  gender: "female",
  age: "elder",
  icon: "old-woman",
  skinTone: "light",
  word: "grandmother",
};
const tile = 150;
const tiles: Buffer[] = [];
for (const style of styles)
  for (const [index, action] of ACTIONS.entries()) {
    const who = action === "wave" || action === "sit" ? elder : man;
    const plan: ScenePlan = {
      characters: [{ ...who, action }],
      objects: [],
      setting: { place: action === "row" || action === "fish" ? "river" : "park", indoor: false },
      time: "day",
      weather: "clear",
      mood: "neutral",
    };
    const scene = composeScene({ plan, style, width: side, height: side, seed: 3, index, frame });
    const png = await renderComposedScene(scene);
    const label = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${tile}" height="22"><rect width="${tile}" height="22" fill="#000" fill-opacity="0.6"/><text x="6" y="16" font-size="15" font-family="sans-serif" fill="#fff">${action} · ${style.public.id}</text></svg>`,
    );
    tiles.push(
      await sharp(await sharp(png).resize(tile, tile).png().toBuffer())
        .composite([{ input: label, top: 0, left: 0 }])
        .png()
        .toBuffer(),
    );
  }
const cols = ACTIONS.length;
const rows = Math.ceil(tiles.length / cols);
await sharp({
  create: { width: cols * (tile + 4) + 4, height: rows * (tile + 4) + 4, channels: 3, background: "#fff" },
})
  .composite(
    tiles.map((input, i) => ({
      input,
      left: (i % cols) * (tile + 4) + 4,
      top: Math.floor(i / cols) * (tile + 4) + 4,
    })),
  )
  .png({ palette: true })
  .toFile(out);
console.log(`-> ${out}`);
