import { createReadStream } from "node:fs";
import { PassThrough, pipeline, type Readable, Transform } from "node:stream";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { assertSafeKey, contentTypeFor, type Storage, storageUrls } from "./storage";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, Ceph...); unset for AWS itself. */
  endpoint?: string;
  /** Unset: the SDK's own chain (environment, instance or task role...). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: most self-hosted servers need it. */
  forcePathStyle?: boolean;
  /** Size of each part of a multipart upload (putFile); S3 refuses parts under 5 MiB but the last. */
  partSize?: number;
  /** Keys listed and deleted per request in deletePrefix (S3 allows at most 1000). */
  deleteBatchSize?: number;
  /** A client made elsewhere (tests count its requests); otherwise one is made from the options above. */
  client?: S3Client;
  urlPrefix?: string;
}

const DEFAULT_PART_SIZE = 8 * 1024 * 1024;
/** DeleteObjects takes at most this many keys a call; a listing page holds as many. */
const MAX_DELETE_BATCH = 1000;
/** A readiness probe must answer even when the bucket's server hangs. */
const CHECK_TIMEOUT_MS = 3000;

export function createS3Client(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where the API requires them: several S3-compatible servers refuse the newer
    // default (CRC32 trailers on every upload).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 5000 },
  });
}

const servedAsAsked = (contentRange: string | undefined, range: { start: number; end: number }) =>
  contentRange?.startsWith(`bytes ${range.start}-${range.end}/`) ?? false;

/** The first byte a GET's body holds: from its Content-Range, or 0 for a whole object. */
function servedFrom(contentRange: string | undefined): number | null {
  if (!contentRange) return 0;
  const m = /^bytes (\d+)-\d+\//.exec(contentRange);
  return m ? Number(m[1]) : null;
}

/** Drops `skip` bytes, passes the next `length`, drops the rest. */
function sliceBytes(skip: number, length: number): Transform {
  let toSkip = skip;
  let left = length;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let part = chunk;
      if (toSkip > 0) {
        const n = Math.min(toSkip, part.length);
        toSkip -= n;
        part = part.subarray(n);
      }
      if (left > 0 && part.length > 0) {
        const kept = part.subarray(0, left);
        left -= kept.length;
        return done(null, kept);
      }
      done();
    },
  });
}

/** A missing object: HeadObject says NotFound (no body to carry a code), GetObject NoSuchKey. */
function isMissing(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === "NotFound" || err.name === "NoSuchKey" || err.$metadata.httpStatusCode === 404)
  );
}

/**
 * The files in an S3-compatible bucket under the same keys as the local folder. Objects stay private: the
 * browser reads them through this server's /storage/* route (which checks the owner or a signed link), or,
 * when S3_PRESIGNED_URLS is on, is sent from there to a short-lived presigned URL. Renders go up as
 * multipart uploads from their temporary file; the player's byte ranges become ranged GETs.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const s3 = options.client ?? createS3Client(options);
  const Bucket = options.bucket;
  const partSize = options.partSize ?? DEFAULT_PART_SIZE;
  const batchSize = Math.min(options.deleteBatchSize ?? MAX_DELETE_BATCH, MAX_DELETE_BATCH);

  async function deleteBatch(keys: string[]) {
    if (keys.length === 0) return;
    const result = await s3.send(
      new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
    );
    const failed = result.Errors ?? [];
    if (failed.length > 0)
      throw new Error(
        `Could not delete ${failed.length} objects, e.g. ${failed[0]?.Key}: ${failed[0]?.Message}`,
      );
  }

  async function stat(key: string) {
    try {
      const head = await s3.send(new HeadObjectCommand({ Bucket, Key: assertSafeKey(key) }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType || contentTypeFor(key) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  return {
    kind: "s3",
    async put(key, data, contentType) {
      await s3.send(
        new PutObjectCommand({ Bucket, Key: assertSafeKey(key), Body: data, ContentType: contentType }),
      );
    },
    async putFile(key, filePath, contentType) {
      // An object appears whole when its upload completes, as the local folder's rename does.
      const upload = new Upload({
        client: s3,
        params: {
          Bucket,
          Key: assertSafeKey(key),
          Body: createReadStream(filePath),
          ContentType: contentType,
        },
        partSize,
        queueSize: 4,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async read(key) {
      const res = await s3.send(new GetObjectCommand({ Bucket, Key: assertSafeKey(key) }));
      if (!res.Body) throw new Error(`Empty answer for ${key}`);
      return Buffer.from(await res.Body.transformToByteArray());
    },
    stat,
    stream(key, range) {
      const Key = assertSafeKey(key);
      // Synchronous like a file stream: the GET starts now and its body flows into what is returned;
      // a failed GET (a missing key) arrives as the stream's error, as a missing file's does.
      const out = new PassThrough();
      // A reader that goes away before the GET answers (a player that seeks elsewhere) cancels it.
      const cancel = new AbortController();
      const onClose = () => cancel.abort();
      out.once("close", onClose);
      s3.send(
        new GetObjectCommand({ Bucket, Key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        { abortSignal: cancel.signal },
      ).then(
        (res) => {
          out.off("close", onClose);
          if (!res.Body) return out.destroy(new Error(`Empty answer for ${key}`));
          const body = res.Body as Readable;
          // pipeline ends the GET's body too when the reader goes away later.
          if (!range || servedAsAsked(res.ContentRange, range)) return void pipeline(body, out, () => {});
          // HTTP lets a server send more than the range asked for (the whole object, or s3rver's answer
          // to bytes=0-0): the player must still get exactly the bytes it asked for.
          const from = servedFrom(res.ContentRange);
          if (from === null || from > range.start)
            return out.destroy(new Error(`The store answered ${res.ContentRange} for ${key}`));
          pipeline(body, sliceBytes(range.start - from, range.end - range.start + 1), out, () => {});
        },
        (err) => out.destroy(err),
      );
      return out;
    },
    exists: async (key) => (await stat(key)) !== null,
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
    },
    async deletePrefix(prefix) {
      // The folder `prefix` as the local folder has it: the object of that name and everything below.
      const folder = assertSafeKey(prefix).replace(/\/+$/, "");
      await s3.send(new DeleteObjectCommand({ Bucket, Key: folder }));
      // Always the first page again: what was listed is deleted, so the next batch comes up front and no
      // page token is needed (the plain ListObjects then does: every S3-compatible server has it, and
      // s3rver cannot make V2's continuation tokens on OpenSSL 3).
      for (;;) {
        const page = await s3.send(
          new ListObjectsCommand({ Bucket, Prefix: `${folder}/`, MaxKeys: batchSize }),
        );
        await deleteBatch((page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
        if (!page.IsTruncated || !page.Contents?.length) break;
      }
    },
    ...storageUrls(options.urlPrefix),
    async check() {
      await s3.send(new HeadBucketCommand({ Bucket }), {
        abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
    },
    presignedUrl: (key, ttlS) =>
      getSignedUrl(s3, new GetObjectCommand({ Bucket, Key: assertSafeKey(key) }), {
        expiresIn: Math.max(1, Math.floor(ttlS)),
      }),
  };
}
