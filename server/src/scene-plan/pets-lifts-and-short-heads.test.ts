import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const scenes = (story: string[], language: Language) =>
  planScenes(story, language).map((scene) => ({
    cast: scene.characters.map((c) => `${c.name ?? c.id}:${c.icon}:${c.action ?? "-"}`),
    icons: [...scene.characters.map((c) => c.icon), ...scene.objects.map((o) => o.icon)],
  }));

describe("a female animal's word draws that animal", () => {
  const stories: [Language, string[], string][] = [
    [
      "es",
      ["El señor Iyer y su gata gris, Galleta, bajaron en el ascensor.", "Galleta saltó fuera."],
      "Galleta",
    ],
    [
      "fr",
      ["M. Iyer et sa chatte grise, Biscotte, ont pris l'ascenseur.", "Biscotte a bondi dehors."],
      "Biscotte",
    ],
  ];
  it.each(stories)(
    "draws the grey cat named after it as a cat in every sentence (%s)",
    (language, story, name) => {
      for (const scene of scenes(story, language)) {
        expect(scene.cast.some((c) => c.startsWith(`${name}:cat:`))).toBe(true);
        expect(scene.icons).not.toContain("cookie");
      }
    },
  );

  it('leaves a paw a paw: "pata" draws no duck', () => {
    expect(scenes(["El perro levantó la pata."], "es")[0]?.icons).not.toContain("duck");
  });
});

describe("a Hindi pet named with a word for a thing or a force is that pet", () => {
  it("draws the cat Biscuit as the cat, no biscuit, wherever the story names her", () => {
    const story = [
      "रविवार की सुबह अय्यर जी और उनकी भूरी बिल्ली बिस्कुट लिफ़्ट से नीचे ग्राउंड फ़्लोर पर आए।",
      "दरवाज़े खुलते ही बिस्कुट कूदकर बाहर निकली और भाग गई।",
    ];
    for (const scene of scenes(story, "hi")) {
      expect(scene.cast.some((c) => c.startsWith("बिस्कुट:cat:"))).toBe(true);
      expect(scene.icons).not.toContain("cookie");
    }
  });

  it("draws the calf Bijli (lightning) as the calf, here and where her name comes again", () => {
    const story = [
      "उसकी बछिया बिजली बार-बार अपनी गीली नाक बाल्टी में डाल देती।",
      "बिजली खेत में उछल-कूद मचा रही थी।",
    ];
    for (const scene of scenes(story, "hi"))
      expect(scene.cast.some((c) => c.startsWith("बिजली:cow:"))).toBe(true);
  });

  it("keeps the biscuit a cat eats a biscuit", () => {
    expect(scenes(["उसकी बिल्ली बिस्कुट खाती है।"], "hi")[0]?.icons).toContain("cookie");
  });
});

describe("a German compound with a short head is read by its head", () => {
  it.each([
    ["Dann stiegen sie in den Stadtbus zum Tierarzt.", "bus"],
    ["Sie nahmen den Nachtbus nach Hause.", "bus"],
    ["Der Reisebus hielt vor dem Hotel.", "bus"],
    ["Die Milchkuh stand im Stall.", "cow"],
    ["Der Nachtzug hielt fünf Minuten in Itarsi.", "train"],
  ])("draws %s with its %s", (sentence, icon) => {
    expect(scenes([sentence], "de")[0]?.icons).toContain(icon);
  });

  it.each([
    ["Der Lehrer drehte den Globus.", "bus"],
    ["Oma blies alle Kerzen in einem Atemzug aus.", "train"],
    ["Der Hochzeitszug zog die Straße hinunter.", "train"],
    ["Ihre Büffelkuh trank den Eimer aus.", "cow"],
  ])("reads %s by no short head that only looks like one (%s)", (sentence, icon) => {
    expect(scenes([sentence], "de")[0]?.icons).not.toContain(icon);
  });
});

describe("going in a lift is no drive", () => {
  it("walks the man and his cat into the lift, and draws no driving", () => {
    const [scene] = scenes(
      ["Am Sonntagmorgen fuhren Herr Iyer und seine graue Katze Keks mit dem Aufzug ins Erdgeschoss."],
      "de",
    );
    expect(scene?.cast).toContain("Iyer:man:walk");
    expect(scene?.cast.some((c) => c.endsWith(":drive") || c.endsWith(":ride"))).toBe(false);
  });
});
