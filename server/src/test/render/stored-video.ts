import { runFfmpeg, withTempDir } from "../../media/run-process";
import type { Storage } from "../../storage/storage";

/**
 * A finished video as the render leaves it in storage: a flat violet 144x256 picture at 30 fps over a
 * 440 Hz tone, `seconds` long, an MP4 (H.264 and AAC) stored at `key`.
 */
export async function storeFinishedVideo(storage: Storage, key: string, seconds: number): Promise<void> {
  await withTempDir("stored-video", async (dir) => {
    const file = `${dir}/video.mp4`;
    await runFfmpeg([
      ...["-f", "lavfi", "-i", `color=c=0x6d5dfc:s=144x256:d=${seconds}:r=30`],
      ...["-f", "lavfi", "-i", `sine=f=440:d=${seconds}`],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest"],
      file,
    ]);
    await storage.putFile(key, file, "video/mp4");
  });
}
