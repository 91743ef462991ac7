import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { inflateRawSync, constants as zlib } from "node:zlib";
import { linesFrom } from "./wordnet";

/**
 * FreeDict's bilingual dictionaries (Debian's dict-freedict-* packages: dictd files, a sorted .index and a
 * dictzip'd .dict.dz) read as they are installed: the index is searched in place, and only the compressed
 * chunks an entry lies in are inflated, the first time they are asked for. A dictionary that is not
 * installed reads as knowing no word.
 */

const DICT_DIR = "/usr/share/dictd";

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** dictd's numbers: base 64, most significant digit first. */
function b64(text: string): number {
  let n = 0;
  for (const ch of text) n = n * 64 + B64.indexOf(ch);
  return n;
}

interface Dictionary {
  index: string;
  /** The text at an offset of the uncompressed dictionary. */
  read(offset: number, length: number): string;
}

/** A dictzip file: a gzip member whose "RA" extra field lists its independently inflatable chunks. */
function dictzip(file: string): (offset: number, length: number) => string {
  const buf = readFileSync(file);
  const flags = buf[3] ?? 0;
  const extraEnd = 12 + buf.readUInt16LE(10);
  let chunkLength = 0;
  const sizes: number[] = [];
  for (let p = 12; p < extraEnd; ) {
    const id = buf.toString("latin1", p, p + 2);
    const length = buf.readUInt16LE(p + 2);
    if (id === "RA") {
      chunkLength = buf.readUInt16LE(p + 6);
      const count = buf.readUInt16LE(p + 8);
      for (let i = 0; i < count; i++) sizes.push(buf.readUInt16LE(p + 10 + 2 * i));
    }
    p += 4 + length;
  }
  let start = extraEnd;
  if (flags & 8) start = buf.indexOf(0, start) + 1; // file name
  if (flags & 16) start = buf.indexOf(0, start) + 1; // comment
  if (flags & 2) start += 2; // header CRC
  const starts: number[] = [];
  for (const size of sizes) {
    starts.push(start);
    start += size;
  }
  const chunks = new Map<number, Buffer>();
  const chunk = (i: number): Buffer => {
    let c = chunks.get(i);
    if (!c) {
      const at = starts[i] ?? 0;
      c = inflateRawSync(buf.subarray(at, at + (sizes[i] ?? 0)), { finishFlush: zlib.Z_SYNC_FLUSH });
      chunks.set(i, c);
    }
    return c;
  };
  return (offset, length) => {
    const parts: Buffer[] = [];
    let i = Math.floor(offset / chunkLength);
    let at = offset % chunkLength;
    for (let left = length; left > 0 && i < sizes.length; i++, at = 0) {
      const c = chunk(i);
      const take = Math.min(left, c.length - at);
      parts.push(c.subarray(at, at + take));
      left -= take;
    }
    return Buffer.concat(parts).toString("utf8");
  };
}

const opened = new Map<string, Dictionary | null>();

function open(name: string): Dictionary | null {
  if (opened.has(name)) return opened.get(name) ?? null;
  const base = path.join(DICT_DIR, name);
  const dict =
    existsSync(`${base}.index`) && existsSync(`${base}.dict.dz`)
      ? { index: readFileSync(`${base}.index`, "utf8"), read: dictzip(`${base}.dict.dz`) }
      : null;
  opened.set(name, dict);
  return dict;
}

/** Whether a dictionary is installed (its .index and .dict.dz under /usr/share/dictd). */
export function hasDictionary(name: string): boolean {
  return open(name) !== null;
}

/**
 * Whether a dictionary lists the word as a common word, as any part of speech: a headword written in
 * lowercase ("derrière"), not a proper name the dictionary also holds ("Anne", Ann).
 */
export function isHeadword(name: string, word: string): boolean {
  const dict = open(name);
  if (!dict) return false;
  return linesFrom(dict.index, `${word.toLowerCase()}\t`).some((line) => {
    const [, offset = "", length = ""] = line.split("\t");
    const head = dict.read(b64(offset), b64(length));
    return head.charAt(0) === head.charAt(0).toLowerCase();
  });
}

/**
 * Whether a dictionary lists the word as a common word of any kind: a lowercase headword (a preposition, an
 * adverb: "hinter") or a noun, which German writes capitalised ("Wasser <neut, n, sg>", "Rolle"). A
 * headword with no part of speech ("Sophie") is a name the dictionary also holds.
 */
export function isCommonWord(name: string, word: string): boolean {
  const dict = open(name);
  if (!dict) return false;
  return linesFrom(dict.index, `${word.toLowerCase()}\t`).some((line) => {
    const [, offset = "", length = ""] = line.split("\t");
    const head = dict.read(b64(offset), b64(length)).split("\n")[0] ?? "";
    const pos = /<([^>]*)>/.exec(head)?.[1];
    return head.charAt(0) === head.charAt(0).toLowerCase() || (pos !== undefined && /\bn\b/.test(pos));
  });
}

/**
 * Whether a dictionary lists the word only as a verb or an adjective: each of its entries names one
 * ("premier <adj>", "attraper <v>"), none a noun. False for a word it lacks, and for a word it lists as a
 * conjunction or an adverb too (French "car", because, is a coach as well).
 */
export function onlyVerbOrAdjective(name: string, word: string): boolean {
  const dict = open(name);
  if (!dict) return false;
  const heads = linesFrom(dict.index, `${word.toLowerCase()}\t`).map((line) => {
    const [, offset = "", length = ""] = line.split("\t");
    return dict.read(b64(offset), b64(length)).split("\n")[0] ?? "";
  });
  return (
    heads.length > 0 &&
    heads.every((head) => {
      const pos = /<([^>]*)>/.exec(head)?.[1];
      return pos !== undefined && /\b(v|vt|vi|adj)\b/.test(pos) && !/\b(n|pl)\b/.test(pos);
    })
  );
}

/** Grammar marks after a translation ("<n>", "<fem, n, sg>"), subject labels ("[auto]"), numbering. */
const MARKS = /<[^>]*>|\[[^\]]*\]|\([^)]*\)|^\s*\d+\.\s*/g;

/** Lines of an entry that are no translation: examples, synonyms, cross-references, notes. */
const NOT_TRANSLATION = /^\s*("|Synonyms?:|see:|Note:|Syn:|Ant:)/;

/**
 * A noun's translations in a dictionary, one list per sense it lists (each the English words for that
 * sense, lowercase); none for a word the dictionary lacks. An entry whose headword line names a part of
 * speech other than a noun is left out.
 */
export function translations(name: string, word: string): string[][] {
  const dict = open(name);
  if (!dict) return [];
  const key = word.toLowerCase();
  const out: string[][] = [];
  for (const line of linesFrom(dict.index, `${key}\t`)) {
    const [, offset = "", length = ""] = line.split("\t");
    const [head = "", ...body] = dict.read(b64(offset), b64(length)).split("\n");
    // A form that is also another part of speech ("autour": a goshawk, and around) is not read as a noun.
    const pos = /<([^>]*)>/.exec(head)?.[1];
    if (pos && !/\b(n|pl)\b/.test(pos)) return [];
    for (const text of body) {
      if (!text.trim() || NOT_TRANSLATION.test(text) || /^\s{3,}/.test(text)) continue;
      const words = text
        .replace(MARKS, " ")
        .split(/[,;]/)
        .map((w) => w.trim().toLowerCase())
        .filter((w) => w.length > 1 && !w.startsWith("to "));
      if (words.length > 0) out.push(words);
    }
  }
  return out;
}

const reversedMemo = new Map<string, Map<string, string[] | null>>();

/**
 * A dictionary into another language read backwards (FreeDict's English-Hindi for Hindi): each word of the
 * other language with the English nouns whose first sense it translates; null for a word that translates a
 * later sense or another part of speech too (a "तल" is a bed only as an ocean's). Read whole, once.
 */
function reversed(name: string): Map<string, string[] | null> {
  const seen = reversedMemo.get(name);
  if (seen) return seen;
  const out = new Map<string, string[] | null>();
  reversedMemo.set(name, out);
  const dict = open(name);
  if (!dict) return out;
  for (const line of dict.index.split("\n")) {
    const [english = "", offset = "", length = ""] = line.split("\t");
    if (!length || english.startsWith("00database")) continue;
    const [head = "", ...body] = dict.read(b64(offset), b64(length)).split("\n");
    const noun = /<N>/.test(head);
    for (const text of body) {
      const sense = /^(\d+)\.\s*(.*)$/.exec(text);
      if (!sense) continue;
      const first = sense[1] === "1";
      for (const raw of (sense[2] ?? "").replace(/\{[^}]*\}/g, "").split(",")) {
        const word = raw.replace(/~/g, " ").trim();
        if (!word || word.includes(" ")) continue;
        const before = out.get(word);
        if (!noun || !first || before === null) out.set(word, null);
        else out.set(word, [...new Set([...(before ?? []), english])]);
      }
    }
  }
  return out;
}

/** The English nouns whose first sense a word translates, in a dictionary read backwards, each a sense of
 * its own ("इंजन" is an engine and a locomotive, not a sense the two share); none where the dictionary
 * lacks the word or reads it in another sense too. */
export function reverseTranslations(name: string, word: string): string[][] {
  return (reversed(name).get(word) ?? []).map((english) => [english]);
}

/** Whether a dictionary read backwards has the word as a translation of anything, any part of speech
 * ("पैदल", on foot): a word of the language, not a name it lacks ("एन्ज़ो"). */
export function reverseHas(name: string, word: string): boolean {
  return reversed(name).has(word);
}
