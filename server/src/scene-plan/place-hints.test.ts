import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places } from "./story-probes";

describe("a schoolbag opened where the story has said no place is opened at school", () => {
  it.each<[Language, string]>([
    ["en", "At lunchtime Bunny opened his schoolbag and found that his tiffin box was gone."],
    ["fr", "À l'heure du déjeuner, Bunny ouvrit son cartable et vit que sa boîte avait disparu."],
    ["de", "In der Mittagspause machte Bunny seinen Schulranzen auf, und seine Brotdose war weg."],
    ["hi", "लंच के वक़्त बनी ने अपना बस्ता खोला तो देखा कि उसका टिफ़िन ग़ायब है।"],
    ["kn", "ಊಟದ ಹೊತ್ತಿಗೆ ಬನ್ನಿ ತನ್ನ ಶಾಲೆಯ ಚೀಲ ತೆರೆದಾಗ ಟಿಫಿನ್ ಡಬ್ಬಿ ಕಾಣೆಯಾಗಿತ್ತು."],
    ["ta", "மதிய உணவு நேரத்தில் பன்னி தன் பள்ளிப் பையைத் திறந்தபோது டிபன் பாக்ஸ் காணாமல் போயிருந்தது."],
    ["te", "మధ్యాహ్నం భోజన సమయంలో బన్నీ తన బడి సంచి తెరిస్తే టిఫిన్ డబ్బా కనిపించలేదు."],
  ])("%s: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["school"]);
  });

  it("keeps a schoolbag packed in the kitchen in the kitchen", () => {
    expect(places("en", ["In the kitchen Mum packed his schoolbag."])).toEqual(["kitchen"]);
  });
});
