import { describe, expect, it } from "vitest";
import { envSchema, loadConfig } from "../config";
import { createStorage, describeStorage } from "./create-storage";

describe("choosing the file store", () => {
  it("keeps files in DATA_DIR/storage unless S3_BUCKET names a bucket", () => {
    const local = loadConfig({ DATA_DIR: "/srv/reelsmith" });
    expect(createStorage(local).kind).toBe("local");
    expect(describeStorage(local)).toBe("/srv/reelsmith/storage");
    const s3 = loadConfig({
      S3_BUCKET: "reels",
      S3_ENDPOINT: "http://minio:9000",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(createStorage(s3).kind).toBe("s3");
    expect(s3.S3_FORCE_PATH_STYLE).toBe(true);
    expect(describeStorage(s3)).toBe("bucket reels at http://minio:9000");
  });

  it("refuses half an S3 configuration instead of quietly writing to the local disk", () => {
    const noBucket = envSchema.safeParse({ S3_ENDPOINT: "http://minio:9000", S3_ACCESS_KEY_ID: "k" });
    expect(noBucket.success).toBe(false);
    expect(noBucket.error?.issues.map((i) => i.path.join("."))).toContain("S3_BUCKET");
    const noSecret = envSchema.safeParse({ S3_BUCKET: "reels", S3_ACCESS_KEY_ID: "k" });
    expect(noSecret.error?.issues.map((i) => i.path.join("."))).toEqual(["S3_SECRET_ACCESS_KEY"]);
    expect(envSchema.safeParse({ S3_BUCKET: "reels" }).success).toBe(true);
  });
});
