import fs from "node:fs/promises";
import path from "node:path";
import {
  MEDIA_AUDIO_MAX_BYTES,
  MEDIA_AUDIO_MAX_SECONDS,
  MEDIA_AUDIO_SILENT_DB,
  type MediaFileKind,
  mediaMessages,
} from "@reelsmith/contract/media";
import { AppError } from "../lib/app-error";
import { decodedSampleCount, ffprobeArgs, maxVolumeDb, volumeDetectArgs } from "../media/probe-args";
import { type ProbeResult, runFfmpeg, runProcess, withTempDir } from "../media/run-process";

/**
 * A recording of the user's own voice in the media library: WAV, MP3, M4A/AAC, OGG/Opus or WebM, at most
 * MEDIA_AUDIO_MAX_SECONDS and MEDIA_AUDIO_MAX_BYTES, with sound in it. It is probed and listened to once
 * on upload, kept as it came, and ready at once.
 */
const bad = (message: string) => new AppError("VALIDATION_ERROR", message);

/** A recording as stored: its content type and file extension, found by probing it. */
export interface RecordingFormat {
  mime: "audio/wav" | "audio/mpeg" | "audio/ogg" | "audio/mp4" | "audio/webm";
  ext: "wav" | "mp3" | "ogg" | "m4a" | "webm";
}

/** The containers ffprobe names for what the first bytes said; anything else is not that file. */
const AUDIO_FORMATS: Record<RecordingFormat["ext"], RegExp> = {
  wav: /^wav$/,
  mp3: /^mp3$/,
  ogg: /^ogg$/,
  m4a: /mp4|m4a|mov/,
  webm: /webm|matroska/,
};

/** The recording's stored form for a sniffed upload: a WAV/MP3/OGG as said, an MP4 as M4A, a WebM as WebM. */
export function recordingFormatOf(kind: MediaFileKind): RecordingFormat {
  if (kind.kind === "audio") return { mime: kind.mime, ext: kind.ext };
  return kind.mime === "video/webm" ? { mime: "audio/webm", ext: "webm" } : { mime: "audio/mp4", ext: "m4a" };
}

/**
 * A probe of a recording: its container must be what its bytes said, with sound, and at most ten minutes.
 * A browser's recorder writes its WebM as a stream, with no length in the header: `decodedS`, the length
 * of the samples decoded, stands in for it.
 */
export function checkRecordingProbe(
  format: RecordingFormat,
  probe: ProbeResult & { formatName: string },
  decodedS = 0,
): { durationS: number } {
  if (!AUDIO_FORMATS[format.ext].test(probe.formatName)) throw bad(mediaMessages.audioUnreadable);
  const sound = probe.streams.find((s) => s.codec_type === "audio");
  if (!sound) throw bad(mediaMessages.audioUnreadable);
  const durationS = probe.durationS > 0 ? probe.durationS : Number(sound.duration ?? 0) || decodedS;
  if (!(durationS > 0)) throw bad(mediaMessages.audioUnreadable);
  if (durationS > MEDIA_AUDIO_MAX_SECONDS + 0.05) throw bad(mediaMessages.audioTooLong(durationS));
  return { durationS };
}

/** ffprobe's container, streams and length, or null when it cannot read the file at all. */
async function probe(file: string): Promise<(ProbeResult & { formatName: string }) | null> {
  try {
    const { stdout } = await runProcess("ffprobe", ffprobeArgs(file), { timeoutMs: 30_000 });
    const json = JSON.parse(stdout) as {
      format: { duration?: string; format_name?: string };
      streams?: ProbeResult["streams"];
    };
    return {
      durationS: Number(json.format.duration ?? 0),
      streams: json.streams ?? [],
      formatName: json.format.format_name ?? "",
    };
  } catch {
    return null;
  }
}

/**
 * The recording's peak level (dBFS) and how many samples it holds (all channels), every sample decoded;
 * 400 "could not be read" when they cannot be.
 */
async function decodeLevel(file: string): Promise<{ peakDb: number; samples: number }> {
  try {
    const { stderr } = await runFfmpeg(volumeDetectArgs(file), { timeoutMs: 120_000 });
    const peakDb = maxVolumeDb(stderr);
    if (peakDb === null) throw new Error("no samples decoded");
    return { peakDb, samples: decodedSampleCount(stderr) ?? 0 };
  } catch {
    throw bad(mediaMessages.audioUnreadable);
  }
}

/** An MP4 whose brand says audio only (ftyp "M4A "): a recording even when it cannot be read. */
const isM4a = (data: Buffer) => data.subarray(4, 12).toString("latin1") === "ftypM4A ";

/**
 * What an upload is once probed, for a file whose first bytes said a recording or a clip's container:
 * a clip (it has a picture: the caller goes on as for any clip) or a checked recording. A recording
 * over its size or length, silent, or damaged is a 400 naming the field `file`.
 */
export async function probeUpload(
  kind: MediaFileKind,
  data: Buffer,
): Promise<
  | { kind: "clip"; probe: ProbeResult & { formatName: string } }
  | { kind: "audio"; format: RecordingFormat; durationS: number }
> {
  return withTempDir("media-probe", async (dir) => {
    const file = path.join(dir, `upload.${kind.ext}`);
    await fs.writeFile(file, data);
    const probed = await probe(file);
    // An album cover (a still JPEG or PNG in the file) is no picture: the file is still a recording.
    const hasPicture = probed?.streams.some(
      (s) => s.codec_type === "video" && s.width && s.height && !["mjpeg", "png"].includes(s.codec_name),
    );
    const hasSound = probed?.streams.some((s) => s.codec_type === "audio");
    if (kind.kind === "clip" && !isM4a(data) && (hasPicture || !hasSound)) {
      if (!probed) throw bad(mediaMessages.unreadable);
      return { kind: "clip", probe: probed };
    }
    if (data.length > MEDIA_AUDIO_MAX_BYTES) throw bad(mediaMessages.audioTooLarge);
    const format = recordingFormatOf(kind);
    if (!probed) throw bad(mediaMessages.audioUnreadable);
    const sound = probed.streams.find((s) => s.codec_type === "audio");
    const knownLength = probed.durationS > 0 || Number(sound?.duration ?? 0) > 0;
    // A recording with its length in the header is refused for its length before it is decoded.
    if (knownLength) checkRecordingProbe(format, probed);
    const level = await decodeLevel(file);
    const rate = Number(sound?.sample_rate ?? 0) * Number(sound?.channels ?? 1);
    const { durationS } = checkRecordingProbe(format, probed, rate > 0 ? level.samples / rate : 0);
    if (level.peakDb < MEDIA_AUDIO_SILENT_DB) throw bad(mediaMessages.audioSilent);
    return { kind: "audio", format, durationS };
  });
}
