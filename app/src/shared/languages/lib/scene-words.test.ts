import { describe, expect, it } from "vitest";
import { refusedScene, sceneWordsProblem } from "@/shared/languages/lib/scene-words";

describe("a scene's words in a new language", () => {
  it("asks for words when there are none", () => {
    expect(sceneWordsProblem("  ", "fr", 2)).toBe("Write scene 2's words in French.");
  });

  it("refuses words outside the language's script", () => {
    expect(sceneWordsProblem("A small boat leaves the harbour.", "hi", 1)).toBe(
      "Scene 1 must be written in the Devanagari script, as Hindi is.",
    );
    expect(sceneWordsProblem("एक छोटी नाव बंदरगाह से निकलती है।", "ta", 3)).toBe(
      "Scene 3 must be written in the Tamil script, as Tamil is.",
    );
    expect(sceneWordsProblem("एक छोटी नाव बंदरगाह से निकलती है।", "fr", 1)).toBe(
      "Scene 1 must be written in the Latin alphabet, as French is.",
    );
  });

  it("refuses Latin text plainly in another Latin-script language", () => {
    expect(sceneWordsProblem("The boat leaves the harbour and the wind is with it.", "fr", 1)).toBe(
      "Scene 1: This text looks like English, but the language is French.",
    );
  });

  it("takes words in the language, names and numbers included", () => {
    expect(sceneWordsProblem("Un petit bateau quitte le port à l'aube.", "fr", 1)).toBeNull();
    expect(sceneWordsProblem("एक छोटी नाव बंदरगाह से निकलती है।", "hi", 1)).toBeNull();
    expect(sceneWordsProblem("Ravi 3", "ta", 1)).toBe(
      "Scene 1 must be written in the Tamil script, as Tamil is.",
    );
    expect(sceneWordsProblem("ரவி 3 மணிக்கு வருகிறான்.", "ta", 1)).toBeNull();
  });

  it("finds the scene a server refusal names, alone or in a batch", () => {
    const ids = ["scene-1", "scene-2"];
    expect(refusedScene("texts.scene-2: give the words of scene 2 in Hindi.", ids)).toEqual({
      language: null,
      sceneId: "scene-2",
      text: "give the words of scene 2 in Hindi.",
    });
    expect(
      refusedScene("texts.hi.scene-1: This text looks like English, but the language is Hindi.", ids),
    ).toMatchObject({ language: "hi", sceneId: "scene-1" });
    expect(refusedScene("This project already has a French version.", ids)).toBeNull();
    expect(
      refusedScene("texts.scene-9: this project's storyboard has no scene with this id.", ids),
    ).toBeNull();
  });
});
