import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";

/**
 * Photos for tests, from the sample pictures that ship in `@vladmandic/face-api` (MIT, demo/): a group photo
 * as it is, and one person cut out of another, so no picture of a person is copied into this repository.
 */
const demoDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@vladmandic/face-api/package.json")),
  "demo",
);

/** Three people side by side (sample1.jpg, 1920x1280). */
export const groupPhoto = () => sharp(path.join(demoDir, "sample1.jpg")).jpeg().toBuffer();

/** A 600x1067 portrait (9:16) of the woman on the left of sample6.jpg, looking at the camera. */
export const onePersonPhoto = () =>
  sharp(path.join(demoDir, "sample6.jpg"))
    .extract({ left: 0, top: 330, width: 600, height: 1067 })
    .jpeg({ quality: 90 })
    .toBuffer();

/**
 * A 540x675 portrait (4:5, as phones crop for social posts) of the woman second from the left of sample6.jpg,
 * smiling with her teeth showing; the photo ends at her shoulders, a little below the chin.
 */
export const smilingPhoto = () =>
  sharp(path.join(demoDir, "sample6.jpg"))
    .extract({ left: 480, top: 170, width: 540, height: 675 })
    .jpeg({ quality: 92 })
    .toBuffer();

/** Two people: the two women on the right of sample6.jpg. */
export const twoPeoplePhoto = () =>
  sharp(path.join(demoDir, "sample6.jpg"))
    .extract({ left: 1040, top: 200, width: 880, height: 900 })
    .jpeg({ quality: 90 })
    .toBuffer();

/** A picture with no face: a green board with chips and traces, drawn here. */
export function objectPicture(): Promise<Buffer> {
  const chips = Array.from({ length: 6 }, (_, i) => {
    const x = 60 + (i % 3) * 200;
    const y = 120 + Math.floor(i / 3) * 420;
    return `<rect x="${x}" y="${y}" width="140" height="180" rx="8" fill="#1b1b1b"/><path d="M${x + 70} ${y + 180} v120 h90" stroke="#d4a017" stroke-width="6" fill="none"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1080"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0d5c2e"/><stop offset="1" stop-color="#1f8a4c"/></linearGradient></defs><rect width="720" height="1080" fill="url(#g)"/>${chips}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/**
 * A 1800x1000 landscape photo with one person in its left third (onePersonPhoto, 540 wide, at x 60) on a
 * plain wall: a centred 9:16 crop (x 619 to 1181) holds no face.
 */
export async function faceLeftLandscape(): Promise<Buffer> {
  const person = await sharp(await onePersonPhoto())
    .resize(540, 960)
    .toBuffer();
  return sharp({ create: { width: 1800, height: 1000, channels: 3, background: "#c9c2b8" } })
    .composite([{ input: person, left: 60, top: 20 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
