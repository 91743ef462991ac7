import { describe, expect, it } from "vitest";
import { checkPoses, type PoseCase, poseOf } from "../test/last-scene";

describe("the owner named inside a noun set off by commas does not act", () => {
  const cases: PoseCase[] = [
    ["es", ["Luego, Nora, la gata de mi tía Rosa, durmió en el sofá."], "Nora", "sleep"],
    ["fr", ["Alors Tom, le petit chien de Julie, a couru vers la porte."], "Tom", "run"],
    ["en", ["Then Mia, the daughter of Mr Rao, sang on the stage."], "Mia", "sing"],
  ];
  checkPoses(cases);
  it("leaves the owner standing (fr)", () => {
    expect(poseOf(["Alors Tom, le petit chien de Julie, a couru vers la porte."], "fr", "Julie")).toBe(
      "stand",
    );
  });
});

describe("someone after a preposition is no subject of the verb that follows", () => {
  it("gives the hen, not the teacher she walks past, the walk (de)", () => {
    const story = ["Während der Stunde bei Frau Mehta spazierte ein weißes Huhn durch den Flur."];
    expect(poseOf(story, "de", "chicken")).toBe("walk");
    expect(poseOf(story, "de", "Mehta")).toBe("stand");
  });
  it("keeps the mother whose birthday the family goes to among those who go (de)", () => {
    expect(poseOf(["Zu Mamas Geburtstag ging die Familie ins Kino."], "de", "woman")).toBe("walk");
  });
  it("keeps a girl who sits beside her grandfather seated while he holds the phone (de)", () => {
    const story = ["Am Abend saß Mira neben ihrem Großvater auf dem Sofa und hielt sein Handy in der Hand."];
    expect(poseOf(story, "de", "Mira")).toBe("sit");
  });
});

describe("an owner in the Indian languages' genitive before a pet", () => {
  it("reads a Kannada woman's genitive in '-ಳ' as the owner, so her cat sits (kn)", () => {
    const story = ["ಸೀತಾಳ ಬೆಕ್ಕು ಪಿಂಕಿ ಕಿಟಕಿಯ ಮೇಲೆ ಕುಳಿತು ಹೊರಗೆ ನೋಡಿತು."];
    expect(poseOf(story, "kn", "ಪಿಂಕಿ")).not.toBe("stand");
    expect(poseOf(story, "kn", "ಸೀತಾ")).toBe("stand");
  });
  it("reads a bare Telugu name right before an animal as its owner, so the dog runs (te)", () => {
    const story = ["ఉదయం సీత కుక్క టైగర్ తోటలోకి పారిపోయింది."];
    expect(poseOf(story, "te", "టైగర్")).toBe("run");
    expect(poseOf(story, "te", "సీత")).toBe("stand");
  });
  it("keeps a Telugu boy who runs after a butterfly the runner (te)", () => {
    expect(poseOf(["రవి సీతాకోకచిలుక వెంట పరిగెత్తాడు."], "te", "రవి")).toBe("run");
  });
});

describe("Telugu dragging along and setting out are read", () => {
  const cases: PoseCase[] = [
    ["te", ["రవి బండిని కొండ పైకి లాక్కెళ్ళాడు."], "రవి", "pull"],
    ["te", ["ఉదయం రవి బడికి బయల్దేరాడు."], "రవి", "walk"],
  ];
  checkPoses(cases);
  it("draws no pulling for a kite the wind snatches from a girl's hands (te)", () => {
    expect(poseOf(["గాలి గాలిపటాన్ని సీత చేతుల్లోంచి లాక్కుపోయింది."], "te", "సీత")).not.toBe("pull");
  });
});
