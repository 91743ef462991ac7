import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";
import { places } from "./story-probes";

const icons = (language: Language, sentence: string) =>
  planScenes([sentence], language)[0]?.characters.map((c) => c.icon);

describe("a trip named by both its ends is drawn where it goes, not where it starts", () => {
  it.each<[Language, string]>([
    ["en", "After lunch Mum drove Ria from school to the hospital."],
    ["es", "Después de comer, mamá llevó a Ria del colegio al hospital."],
    ["fr", "Après le déjeuner, maman emmena Ria de l'école à l'hôpital."],
    ["de", "Nach dem Mittagessen brachte Mama Ria von der Schule ins Krankenhaus."],
  ])("%s: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["hospital"]);
  });

  it("keeps a place of something named after 'de' that no trip goes on from", () => {
    expect(places("fr", ["Ria joua dans la cour de l'école."])).toEqual(["school"]);
  });
});

describe("a desert's sand, dunes and camp are the desert", () => {
  it.each<[Language, string[]]>([
    ["es", ["Los camellos cruzaron la duna.", "Se sentaron en la arena caliente."]],
    ["fr", ["Au sommet de la dune, ils regardèrent les étoiles."]],
    ["de", ["Die Kamele liefen über die Düne.", "Sie setzten sich in den warmen Sand."]],
    ["hi", ["ऊँट टीलों पर चलते रहे।", "वे ठंडी रेत में बैठ गए।"]],
    ["kn", ["ಒಂಟೆಗಳು ಮರಳು ದಿಬ್ಬಗಳ ಮೇಲೆ ನಡೆದವು.", "ಅವರು ಬೆಟ್ಟದ ತುದಿಯಲ್ಲಿ ಕುಳಿತರು."]],
    ["ta", ["ஒட்டகங்கள் மணல் மேடுகளின் மேல் நடந்தன."]],
    ["te", ["ఒంటెలు ఇసుక దిబ్బల మీద నడిచాయి.", "వాళ్లు చల్లని ఇసుకలో కూర్చున్నారు."]],
  ])("%s: %s", (language, sentences) => {
    expect(places(language, sentences)).toEqual(sentences.map(() => "desert"));
  });

  it.each<[Language, string[]]>([
    ["en", ["The camels walked over the dunes.", "Back at the camp, Uncle Raj lit a fire."]],
    ["es", ["Los camellos cruzaron las dunas.", "De vuelta en el campamento, el tío Raj encendió un fuego."]],
    ["fr", ["Les chameaux traversèrent les dunes.", "De retour au campement, l'oncle Raj alluma un feu."]],
  ])("%s: a camp is pitched where the story is: %s", (language, sentences) => {
    expect(places(language, sentences)).toEqual(["desert", "desert"]);
  });

  it("leaves sand by the sea on the beach", () => {
    expect(places("en", ["The children built a castle in the sand by the sea."])).toEqual(["beach"]);
  });
});

describe("a reserve or a sanctuary for wild animals is the forest", () => {
  it.each<[Language, string]>([
    ["en", "At dawn the jeep stopped at the gate of the tiger reserve."],
    ["es", "Al amanecer el jeep se paró en la entrada de la reserva de tigres."],
    ["fr", "À l'aube, la jeep s'arrêta à l'entrée de la réserve de tigres."],
    ["de", "Im Morgengrauen hielt der Jeep am Tor des Tigerreservats."],
    ["hi", "सुबह जीप टाइगर रिज़र्व के गेट पर रुकी।"],
    ["ta", "காலையில் நாங்கள் புலிகள் சரணாலயத்தில் இருந்தோம்."],
    ["te", "ఉదయం జీపు టైగర్ రిజర్వ్ గేటు దగ్గర ఆగింది."],
  ])("%s: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["forest"]);
  });
});

describe("a langur is drawn as a monkey", () => {
  it.each<[Language, string]>([
    ["en", "A langur sat on the branch."],
    ["de", "Ein Langur saß auf dem Ast."],
    ["hi", "डाल पर एक लंगूर बैठा था।"],
    ["te", "కొమ్మ మీద ఒక కొండముచ్చు కూర్చుంది."],
  ])("%s: %s", (language, sentence) => {
    expect(icons(language, sentence)).toContain("monkey");
  });
});

describe("the people of a household name no house the scene is in", () => {
  it.each<[Language, string[]]>([
    ["kn", ["ಅಮ್ಮ ಆಸ್ಪತ್ರೆಯಲ್ಲಿ ಮಗುವನ್ನು ಎತ್ತಿಕೊಂಡಿದ್ದರು.", "ಮನೆಯವರು ಮಗುವಿಗೆ ರೋಶನಿ ಎಂದು ಹೆಸರಿಟ್ಟರು."]],
    ["te", ["అమ్మ ఆసుపత్రిలో పాపను ఎత్తుకుంది.", "ఇంట్లోవాళ్లు పాపకు రోష్ని అని పేరు పెట్టారు."]],
  ])("%s: %s", (language, sentences) => {
    expect(places(language, sentences)).toEqual(["hospital", "hospital"]);
  });
});
