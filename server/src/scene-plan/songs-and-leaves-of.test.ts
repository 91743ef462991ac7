import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { thingsOf } from "./story-probes";

describe("what a song or a leaf is of", () => {
  const songs: [Language, string][] = [
    ["en", "In the evening Grandma sang an old boat song to the baby."],
    ["es", "Por la noche la abuela cantó una vieja canción de barcas al bebé."],
    ["hi", "शाम को दादी ने बच्चे को नाव का एक पुराना गीत सुनाया।"],
    ["kn", "ಸಂಜೆ ಅಜ್ಜಿ ಮಗುವಿಗೆ ಹಳೆಯ ದೋಣಿ ಹಾಡು ಹಾಡಿದರು."],
    ["ta", "மாலையில் பாட்டி குழந்தைக்கு ஒரு பழைய படகுப் பாட்டுப் பாடினார்."],
    ["te", "సాయంత్రం అమ్మమ్మ పాపకి ఒక పాత పడవ పాట పాడింది."],
  ];
  it.each(songs)("draws no boat for a boat song (%s)", (language, sentence) => {
    expect(thingsOf(sentence, language).filter((t) => /boat|canoe/u.test(t))).toEqual([]);
  });

  const sungIn: [Language, string][] = [
    ["hi", "वे नाव में बैठकर गीत गाते रहे।"],
    ["kn", "ಅವರು ದೋಣಿಯಲ್ಲಿ ಕುಳಿತು ಹಾಡು ಹಾಡಿದರು."],
    ["te", "వాళ్ళు పడవలో కూర్చుని పాట పాడారు."],
  ];
  it.each(sungIn)("draws the boat a song is sung in (%s)", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("canoe");
  });

  const leaves: [Language, string][] = [
    ["en", "Mother served hot rice on banana leaves."],
    ["es", "Mamá sirvió arroz caliente sobre hojas de plátano."],
    ["hi", "माँ ने केले के पत्तों पर गरम चावल परोसे।"],
  ];
  it.each(leaves)(
    "draws the food on banana leaves and no banana or fallen leaf (%s)",
    (language, sentence) => {
      const things = thingsOf(sentence, language);
      expect(things).toContain("cooked-rice");
      expect(things).not.toContain("banana");
      expect(things).not.toContain("fallen-leaf");
    },
  );
});
