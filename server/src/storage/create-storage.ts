import path from "node:path";
import type { Config } from "../config";
import { createS3Storage } from "./s3-storage";
import { createLocalStorage, type Storage } from "./storage";

type StorageConfig = Pick<
  Config,
  | "dataDir"
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
>;

/** The one place the file store is chosen: the bucket named by S3_BUCKET, else DATA_DIR/storage. */
export function createStorage(config: StorageConfig): Storage {
  if (!config.S3_BUCKET) return createLocalStorage(path.join(config.dataDir, "storage"));
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

/** Where the files are, in words for logs and errors (never the keys). */
export function describeStorage(config: StorageConfig): string {
  return config.S3_BUCKET
    ? `bucket ${config.S3_BUCKET}${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ""}`
    : path.join(config.dataDir, "storage");
}
