import { createRequire } from "node:module";
import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads";

const require = createRequire(import.meta.url);

/**
 * A WebP image as a square PNG, synchronously: the scene composer builds its SVGs in one synchronous pass,
 * resvg draws no WebP, and sharp has no synchronous API. One worker thread keeps sharp loaded; the caller
 * waits on a shared flag (Atomics.wait) for the answer, a few milliseconds an image. The worker is unref'd,
 * so it never keeps the process alive.
 */
const WORKER = `
const { parentPort } = require("node:worker_threads");
const sharp = require(${JSON.stringify(require.resolve("sharp"))});
parentPort.on("message", async ({ file, port, flag }) => {
  const done = new Int32Array(flag);
  try {
    // Trimmed to the art, then centred on a square canvas standing on its lowest point, so that the whole
    // image is the art's square (what artView finds for the vector sets).
    const trimmed = await sharp(file).trim({ threshold: 1 }).toBuffer({ resolveWithObject: true });
    const { width, height } = trimmed.info;
    const side = Math.max(width, height);
    const png = await sharp({ create: { width: side, height: side, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: trimmed.data, left: Math.floor((side - width) / 2), top: side - height }])
      .png({ compressionLevel: 1 })
      .toBuffer();
    port.postMessage({ png, side });
  } catch (e) {
    port.postMessage({ error: String(e) });
  }
  Atomics.store(done, 0, 1);
  Atomics.notify(done, 0);
});
`;

let worker: Worker | null = null;

function theWorker(): Worker {
  if (!worker) {
    worker = new Worker(WORKER, { eval: true });
    worker.unref();
    worker.on("error", () => {
      worker = null;
    });
  }
  return worker;
}

/** The image at `file` as a square PNG and its side in pixels; throws when it cannot be read. */
export function webpAsSquarePng(file: string): { png: Buffer; side: number } {
  const { port1, port2 } = new MessageChannel();
  const flag = new SharedArrayBuffer(4);
  theWorker().postMessage({ file, port: port2, flag }, [port2]);
  // Ten seconds is far past any one image (a few ms); past it the worker is stuck and is dropped.
  const waited = Atomics.wait(new Int32Array(flag), 0, 0, 10_000);
  const reply = receiveMessageOnPort(port1)?.message as
    | { png: Uint8Array; side: number; error?: undefined }
    | { error: string }
    | undefined;
  port1.close();
  if (waited === "timed-out" || !reply) {
    void worker?.terminate();
    worker = null;
    throw new Error(`WebP decode timed out: ${file}`);
  }
  if (reply.error !== undefined) throw new Error(`WebP decode failed: ${file}: ${reply.error}`);
  return { png: Buffer.from(reply.png), side: reply.side };
}
