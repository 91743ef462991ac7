import { describe, expect, it } from "vitest";
import { soxPitchArgs } from "../media/audio-args";
import { festivalArgs } from "../media/speech-args";
import { festivalScript, festivalTokens, parseFestivalOutput } from "./festival-args";
import { pitchCents } from "./voice-settings";

describe("the Festival run, as values", () => {
  it("runs the script in batch mode, so Festival's init files and voices are loaded", () => {
    expect(festivalArgs("/tmp/x/speak.scm")).toEqual(["-b", "/tmp/x/speak.scm"]);
  });

  it("keeps one token per word of the text, made ASCII, and a placeholder for a token with nothing left", () => {
    expect(festivalTokens("Léa said “hi—there” — it’s\n done")).toEqual([
      "Lea",
      "said",
      '"hi-there"',
      "-",
      "it's",
      "done",
    ]);
    expect(festivalTokens("日本 ok")).toEqual([",", "ok"]);
  });

  it("gives a voice with no intonation of its own the phrase, question and exclamation shapes", () => {
    const script = (intonationHz?: number) =>
      festivalScript({
        voice: {
          name: "hindi_NSK_diphone",
          kind: "diphone",
          script: "utf8",
          ...(intonationHz ? { intonationHz } : {}),
        },
        tokens: ["क्या", "हैं?"],
        outWav: "/o.wav",
        speed: 1,
      });
    const lines = script(125).split("\n");
    expect(lines[0]).toBe("(voice_hindi_NSK_diphone)");
    expect(lines[1]).toBe("(set! rs_base 125.0)");
    expect(script(125)).toContain("(Parameter.set 'Int_Target_Method Int_Targets_General)");
    expect(script()).not.toContain("Int_Targets_General");
  });

  it("sets an HTS voice's speed inside the engine and a diphone voice's by Duration_Stretch", () => {
    const hts = festivalScript({
      voice: { name: "cmu_us_slt_arctic_hts", kind: "hts" },
      tokens: ["Hi"],
      outWav: "/o.wav",
      speed: 1.5,
    });
    expect(hts.split("\n")[0]).toBe("(voice_cmu_us_slt_arctic_hts)");
    expect(hts).toContain('(list (list "-r" 1.500))');
    const diphoneAt = (speed: number) =>
      festivalScript({
        voice: { name: "kal_diphone", kind: "diphone" },
        tokens: ["Hi"],
        outWav: "/o.wav",
        speed,
      });
    expect(diphoneAt(2)).toContain("(Parameter.set 'Duration_Stretch 0.5000)");
    expect(diphoneAt(1)).not.toContain("Duration_Stretch");
  });

  it("quotes the text and the output path as Scheme strings", () => {
    const s = festivalScript({
      voice: { name: "kal_diphone", kind: "diphone" },
      tokens: ['"Hi"', "a\\b"],
      outWav: '/tmp/a "b"/o.wav',
      speed: 1,
    });
    expect(s).toContain('(Utterance Text "\\"Hi\\" a\\\\b")');
    expect(s).toContain('(utt.save.wave utt1 "/tmp/a \\"b\\"/o.wav" \'riff)');
  });

  it("shifts the pitch with sox in cents, keeping the duration", () => {
    expect(soxPitchArgs("in.wav", "out.wav", pitchCents(2))).toEqual(["in.wav", "out.wav", "pitch", "1200"]);
    expect(soxPitchArgs("in.wav", "out.wav", pitchCents(0.8))).toEqual([
      "in.wav",
      "out.wav",
      "pitch",
      "-386",
    ]);
  });

  it("reads token times and segments, ignoring anything else Festival prints", () => {
    const out = parseFestivalOutput("T\t0.175\t0.5\nnoise\nT\t-1\t-1\nS\tpau\t0\t0.175\nS\th\t0.175\t0.2\n");
    expect(out.tokens).toEqual([{ start: 0.175, end: 0.5 }, null]);
    expect(out.segments).toEqual([
      { phone: "pau", start: 0, end: 0.175 },
      { phone: "h", start: 0.175, end: 0.2 },
    ]);
  });
});
