/**
 * Pure builders for the Festival run: the Scheme script it executes and the parser of what the script
 * prints (the command line is media/speech-args.ts). Kept free of I/O so they are tested as values.
 */
import type { FestivalVoice } from "../catalog/engine-voices";
import { festivalIntonationScheme } from "./festival-intonation";

/** Festival reads bytes as Latin text: letters lose their accents, quotes and dashes become ASCII. */
function asciiToken(token: string): string {
  const plain = token
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[‘’‚′]/g, "'")
    .replace(/[“”„″«»]/g, '"')
    .replace(/[–—―]/g, "-")
    .replace(/…/g, "...")
    .replace(/[^\x20-\x7e]/g, "");
  // An empty token still holds its place, so Festival's tokens stay one-to-one with the text's.
  return plain.length > 0 ? plain : ",";
}

/**
 * A token for a voice that reads its own script: the danda ends a sentence as a full stop does (Festival's
 * tokenizer knows only the latter), and a nukta is dropped (the Hindi voice's letter-to-sound rules skip a
 * word that has one, so "आवाज़" is said as "आवाज").
 */
function nativeToken(token: string): string {
  const plain = token
    .replace(/[।॥]/g, ".")
    .normalize("NFD")
    .replace(/\u093c/g, "")
    .normalize("NFC");
  return plain.length > 0 ? plain : ",";
}

/** The text's whitespace-separated tokens, each made safe for Festival (same count and order). */
export const festivalTokens = (text: string, script?: "utf8") =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map(script === "utf8" ? nativeToken : asciiToken);

/** A Scheme string literal. */
const schemeString = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/**
 * The script: select the voice, set its speed inside the engine (so the word times it reports are those
 * of the sped-up audio), then for each utterance: synthesise, save the wave, and print one `T start end`
 * line per text token (the first and last of its words; `-1` for a token with no spoken word, such as
 * lone punctuation) and one `S phone start end` line per segment. Several utterances (`festivalBatch`)
 * share one Festival start and one voice load; each is preceded by a `U index` line.
 */
export function festivalScript(input: {
  voice: FestivalVoice;
  tokens: string[];
  outWav: string;
  speed: number;
}): string {
  const { voice, tokens, outWav, speed } = input;
  return festivalBatch({ voice, speed, utterances: [{ tokens, outWav }] }).replace(/^\(format t "U.*\n/m, "");
}

/** The script for several utterances of one voice at one speed, each to its own wave. */
export function festivalBatch(input: {
  voice: FestivalVoice;
  speed: number;
  utterances: { tokens: string[]; outWav: string }[];
}): string {
  const { voice, speed } = input;
  const lines = [`(voice_${voice.name})`];
  if (voice.intonationHz) lines.push(festivalIntonationScheme(voice.intonationHz));
  if (speed !== 1) {
    lines.push(
      voice.kind === "hts"
        ? `(set! hts_engine_params (append hts_engine_params (list (list "-r" ${speed.toFixed(3)}))))`
        : `(Parameter.set 'Duration_Stretch ${(1 / speed).toFixed(4)})`,
    );
  }
  lines.push(
    // A token's daughters include its punctuation; only those in the Word relation were spoken.
    // A word with no name (the Indic tokenizers leave some for punctuation) spoke nothing either.
    '(define (spoken ws) (cond ((null ws) nil) ((and (item.relation (car ws) \'Word) (not (string-equal (item.name (car ws)) ""))) (cons (car ws) (spoken (cdr ws)))) (t (spoken (cdr ws)))))',
  );
  for (const [i, u] of input.utterances.entries()) {
    lines.push(
      `(format t "U\\t${i}\\n")`,
      `(set! utt1 (utt.synth (Utterance Text ${schemeString(u.tokens.join(" "))})))`,
      `(utt.save.wave utt1 ${schemeString(u.outWav)} 'riff)`,
      "(set! tok (utt.relation.first utt1 'Token))",
      "(while tok",
      "  (let ((ws (spoken (item.relation.daughters tok 'Token))))",
      "    (if ws",
      "      (format t \"T\\t%f\\t%f\\n\" (item.feat (car ws) 'word_start) (item.feat (car (last ws)) 'word_end))",
      '      (format t "T\\t-1\\t-1\\n")))',
      "  (set! tok (item.next tok)))",
      "(mapcar (lambda (s) (format t \"S\\t%s\\t%f\\t%f\\n\" (item.name s) (item.feat s 'segment_start) (item.feat s 'end)))",
      "  (utt.relation.items utt1 'Segment))",
    );
  }
  return `${lines.join("\n")}\n`;
}

export interface FestivalOutput {
  /** Per text token, in seconds; null where the token spoke no word. */
  tokens: ({ start: number; end: number } | null)[];
  segments: { phone: string; start: number; end: number }[];
}

/** Each utterance's lines of a batch's output (split at its `U index` lines). */
export function parseFestivalBatch(stdout: string, count: number): FestivalOutput[] {
  const parts = stdout.split(/^U\t\d+$/m).slice(1);
  if (parts.length !== count) throw new Error(`Festival spoke ${parts.length} of ${count} utterances`);
  return parts.map(parseFestivalOutput);
}

/** Reads the lines the script printed; anything else Festival says is ignored. */
export function parseFestivalOutput(stdout: string): FestivalOutput {
  const out: FestivalOutput = { tokens: [], segments: [] };
  for (const line of stdout.split("\n")) {
    const f = line.split("\t");
    if (f[0] === "T" && f.length === 3) {
      const start = Number(f[1]);
      const end = Number(f[2]);
      out.tokens.push(start < 0 || !Number.isFinite(start) ? null : { start, end: Math.max(end, start) });
    } else if (f[0] === "S" && f.length === 4) {
      out.segments.push({ phone: f[1] ?? "", start: Number(f[2]), end: Number(f[3]) });
    }
  }
  return out;
}
