// People at their depth: where a scene has two or three people (a child beside a grown-up, a grandmother
// behind a boy), how tall each is drawn and where each stands. Two sheets, written to the folder given:
// - people-depth-stories.jpg: every scene of the eight stories (`stories/<code>.txt`, planned as a render
//   plans them) with two people or more, 9:16 at 360x640 with bottom captions' room kept, one row a language;
// - people-depth-casts.jpg: six casts (a child first, the grown-up second and the other way round, an elder,
//   two children) in the park and at home, one row per ratio (9:16, 1:1, 16:9), each cast in another style.
//   npx tsx docs/images/contact-sheets/people-depth.ts [out dir]
import fs from "node:fs";
import path from "node:path";
import type { Language } from "@reelsmith/contract/languages";
import sharp from "sharp";
import { composeScene, renderComposedScene } from "../../../server/src/illustration/scene-composer";
import { planScenes } from "../../../server/src/scene-plan/planner";
import type { ScenePlan } from "../../../server/src/scene-plan/scene-plan-schema";
import { splitSentences } from "../../../server/src/story-writer/local-writer";
import { allStyles, styleOrFirst } from "../../../server/src/test/scene-fixtures";
import { sheetFrame } from "../../../server/src/test/sheet-frame";

const here = path.dirname(new URL(import.meta.url).pathname);
const outDir = process.argv[2] ?? here;
const TILE_H = 300;
const PAD = 6;
const LABEL_H = 18;
const styles = allStyles();
const cinematic = styleOrFirst("cinematic");

const label = (text: string, width: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL_H}"><text x="3" y="13" font-size="11" font-family="sans-serif" fill="#111">${text.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</text></svg>`,
  );

async function tile(plan: ScenePlan, style: typeof cinematic, width: number, height: number, index: number) {
  const frame = sheetFrame(width, height, "voice", { position: "bottom", fontSize: 20 });
  const scene = composeScene({ plan, style, width, height, seed: 5, index, frame });
  const w = Math.round((TILE_H * width) / height);
  return {
    png: await sharp(await renderComposedScene(scene))
      .resize(w, TILE_H)
      .png()
      .toBuffer(),
    w,
  };
}

async function sheet(rows: { png: Buffer; w: number; text: string }[][], out: string) {
  const width = Math.max(...rows.map((r) => r.reduce((s, t) => s + t.w + PAD, PAD)));
  const tiles: sharp.OverlayOptions[] = [];
  rows.forEach((row, r) => {
    let left = PAD;
    const top = PAD + r * (TILE_H + LABEL_H + PAD);
    for (const t of row) {
      tiles.push({ input: t.png, left, top }, { input: label(t.text, t.w), left, top: top + TILE_H });
      left += t.w + PAD;
    }
  });
  await sharp({
    create: { width, height: PAD + rows.length * (TILE_H + LABEL_H + PAD), channels: 3, background: "#fff" },
  })
    .composite(tiles)
    .jpeg({ quality: 84 })
    .toFile(out);
  console.log(`-> ${out}`);
}

// The stories' scenes with two people or more.
const storyRows: { png: Buffer; w: number; text: string }[][] = [];
for (const language of ["en", "es", "fr", "de", "hi", "kn", "ta", "te"] as Language[]) {
  const text = fs.readFileSync(path.join(here, "stories", `${language}.txt`), "utf8");
  const plans = planScenes(splitSentences(text, language), language);
  const row = [];
  for (const [index, plan] of plans.entries()) {
    const people = plan.characters.filter((c) => c.kind === "person");
    if (people.length < 2) continue;
    const cast = people.map((c) => `${c.name ?? c.icon}(${c.age})`).join(" ");
    row.push({
      ...(await tile(plan, cinematic, 360, 640, index)),
      text: `${language} ${index + 1}: ${cast}`,
    });
  }
  if (row.length > 0) storyRows.push(row);
}
await sheet(storyRows, path.join(outDir, "people-depth-stories.jpg"));

// Casts in every ratio.
type Age = "child" | "adult" | "elder";
const ICONS: Record<Age, [string, string]> = {
  child: ["girl", "boy"],
  adult: ["woman", "man"],
  elder: ["old-woman", "old-man"],
};
const person = (age: Age, i: number) => ({
  id: `p${i}`,
  kind: "person" as const,
  gender: i % 2 ? ("male" as const) : ("female" as const),
  age,
  icon: ICONS[age][i % 2] as string,
  skinTone: (["medium", "medium-dark", "light"] as const)[i % 3],
});
const casts: { ages: Age[]; place: "park" | "home" }[] = [
  { ages: ["child", "adult"], place: "park" },
  { ages: ["adult", "child"], place: "park" },
  { ages: ["child", "elder"], place: "home" },
  { ages: ["child", "adult", "adult"], place: "park" },
  { ages: ["child", "child", "adult"], place: "home" },
  { ages: ["elder", "child", "child"], place: "park" },
];
const ratios: [string, number, number][] = [
  ["9:16", 360, 640],
  ["1:1", 480, 480],
  ["16:9", 640, 360],
];
const castRows = [];
for (const [ratio, width, height] of ratios) {
  const row = [];
  for (const [i, cast] of casts.entries()) {
    const plan: ScenePlan = {
      characters: cast.ages.map(person),
      objects: [],
      setting: { place: cast.place, indoor: cast.place === "home" },
      time: "day",
      weather: "clear",
      mood: "neutral",
    };
    const style = styles[i % styles.length] ?? cinematic;
    row.push({
      ...(await tile(plan, style, width, height, i)),
      text: `${ratio} ${cast.ages.join("+")} ${style.public.id}`,
    });
  }
  castRows.push(row);
}
await sheet(castRows, path.join(outDir, "people-depth-casts.jpg"));
