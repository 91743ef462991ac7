import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { runFfmpeg } from "../../media/run-process";
import type { Storage } from "../../storage/storage";

/**
 * A flat picture in storage (its public URL), so captions and layers can be told from the background.
 * It is stored among `owner`'s uploads: a render uses only its own user's files.
 */
export async function flatImageUrl(
  storage: Storage,
  owner: string,
  color = "0x1b2330",
  size = "180x320",
): Promise<string> {
  const file = path.join(os.tmpdir(), `flat-${process.pid}-${color}-${size}.png`);
  await runFfmpeg(["-f", "lavfi", "-i", `color=c=${color}:s=${size}:d=1:r=1`, "-frames:v", "1", file]);
  const key = `uploads/${owner}/flat-${color}-${size}.png`;
  await storage.put(key, await fs.readFile(file), "image/png");
  await fs.rm(file, { force: true });
  return storage.publicUrl(key);
}
