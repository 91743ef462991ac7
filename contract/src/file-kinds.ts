/**
 * What an uploaded file is, by its first bytes, whatever it is called or claims to be: shared by the
 * browser (the dialog answers at once) and the server (which decides).
 */
export type ImageKind = "jpeg" | "png" | "webp";
export type AudioKind = "mp3" | "wav" | "ogg" | "webm";

const startsWith = (buf: Uint8Array, bytes: number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image type by its first bytes, whatever the file is called. */
export function sniffImage(buf: Uint8Array): ImageKind | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(buf, ascii("RIFF")) && startsWith(buf, ascii("WEBP"), 8)) return "webp";
  return null;
}

/** The audio type by its first bytes: MP3 (ID3 tag or an MPEG audio frame), WAV, OGG, or WebM (EBML). */
export function sniffAudio(buf: Uint8Array): AudioKind | null {
  if (startsWith(buf, ascii("ID3"))) return "mp3";
  if (isMpegFrame(buf)) return "mp3";
  if (startsWith(buf, ascii("RIFF")) && startsWith(buf, ascii("WAVE"), 8)) return "wav";
  if (startsWith(buf, ascii("OggS"))) return "ogg";
  if (startsWith(buf, [0x1a, 0x45, 0xdf, 0xa3])) return "webm";
  return null;
}

/** An MPEG audio frame header: 11 sync bits, a valid version and layer, a usable bitrate and sample rate. */
function isMpegFrame(buf: Uint8Array): boolean {
  if (buf.length < 4 || buf[0] !== 0xff) return false;
  const b1 = buf[1] ?? 0;
  const b2 = buf[2] ?? 0;
  if ((b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03;
  const bitrate = (b2 >> 4) & 0x0f;
  const rate = (b2 >> 2) & 0x03;
  return version !== 0x01 && layer !== 0x00 && bitrate !== 0x0f && rate !== 0x03;
}
