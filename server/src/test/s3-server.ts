import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** s3rver accepts any key pair; the client must still sign its requests with one. */
const ACCESS_KEY = "S3RVER";
const SECRET_KEY = "S3RVER";

/**
 * A real S3-compatible server (s3rver, from npm) on a free 127.0.0.1 port with its objects in a temporary
 * folder, and the S3_* settings that point Reelsmith at one of its buckets.
 */
export async function startS3Server(buckets: string[] = ["reelsmith"]) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    /** The client options for `bucket` (createS3Storage / createS3Client). */
    options: (bucket = buckets[0] ?? "reelsmith") => ({
      bucket,
      region: "us-east-1",
      endpoint,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET_KEY,
      forcePathStyle: true,
    }),
    /** The environment a Reelsmith process needs to keep its files in `bucket`. */
    env: (bucket = buckets[0] ?? "reelsmith"): Record<string, string> => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
      S3_FORCE_PATH_STYLE: "true",
    }),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
