import { type Language, languageCodes } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { localStory } from "../local-story";
import { pairRole, renderSentence, seededRandom } from "./compose";
import type { Gender, Role, Roles } from "./grammar";
import { packs } from "./languages";
import type { LanguagePack } from "./pack";
import { readText } from "./read-text";

const pack = (lang: Language): LanguagePack => packs[lang];
const person = (text: string, gender: Gender): Role => ({ text, gender, number: "sg" });
const pair = (lang: Language, a: [string, Gender], b: [string, Gender]) =>
  pairRole(pack(lang), { name: a[0], gender: a[1] }, { name: b[0], gender: b[1] });
function noun(lang: Language, text: string): Role {
  const n = pack(lang).nouns.find((x) => x.text === text);
  if (!n) throw new Error(`no noun ${text}`);
  return { text: n.text, gender: n.gender, number: n.number, forms: n.forms };
}
/** The pack's own template that contains `fragment`, so the tests check the templates the writer uses. */
function template(lang: Language, fragment: string): string {
  const p = pack(lang);
  const all = [...p.openings, ...p.continuations, ...Object.values(p.beats).flat(2)];
  const found = all.find((t) => t.includes(fragment));
  if (!found) throw new Error(`no template with ${fragment}`);
  return found;
}
function say(lang: Language, fragment: string, roles: Roles): string {
  const base: Roles = {
    friend: person("X", "m"),
    when: { text: pack(lang).times[0] as string, gender: "n", number: "sg" },
    ...roles,
  };
  return renderSentence(pack(lang), template(lang, fragment), base) ?? "(no sentence)";
}
const fifty = (language: string, currentText: string) =>
  Array.from(
    { length: 50 },
    (_, i) => localStory({ currentText, maxLength: 1500, language }, seededRandom(900 + i)) ?? "",
  );

describe("Hindi agreement", () => {
  const gaon = noun("hi", "गाँव");
  it("gives a man masculine verbs, a woman feminine ones, and two people plural ones", () => {
    const t = "काम [hero:करता था|";
    expect(say("hi", t, { hero: person("कबीर", "m"), place: gaon })).toContain("कबीर गाँव में काम करता था,");
    expect(say("hi", t, { hero: person("माया", "f"), place: gaon })).toContain("माया गाँव में काम करती थी,");
    expect(say("hi", t, { hero: pair("hi", ["माया", "f"], ["कबीर", "m"]), place: gaon })).toContain(
      "माया और कबीर गाँव में काम करते थे,",
    );
    expect(say("hi", t, { hero: pair("hi", ["माया", "f"], ["सिया", "f"]), place: gaon })).toContain(
      "काम करती थीं,",
    );
    expect(say("hi", "कर [hero:लेगा", { hero: person("कबीर", "m") })).toContain("सब कुछ अकेले कर लेगा।");
    expect(say("hi", "कर [hero:लेगा", { hero: person("माया", "f") })).toContain("सब कुछ अकेले कर लेगी।");
  });

  it("makes a verb agree with the thing in 'को ... मिला', and puts a noun in the oblique before का", () => {
    const t = "[thing:मिला|";
    expect(say("hi", t, { hero: person("कबीर", "m"), thing: noun("hi", "चिट्ठी") })).toContain(
      "कबीर को एक चिट्ठी मिली,",
    );
    expect(say("hi", t, { hero: person("माया", "f"), thing: noun("hi", "नक्शा") })).toContain(
      "माया को एक नक्शा मिला,",
    );
    expect(
      say("hi", "{thing.obl} का सही", { hero: person("माया", "f"), thing: noun("hi", "नक्शा") }),
    ).toContain("नक्शे का सही इस्तेमाल");
  });

  it("never gives Kabir a feminine verb or a letter a masculine one in 50 stories", () => {
    const feminineHero = [
      "काम करती थी",
      "कर लेगी",
      "टहल रही थी",
      "चाहती थी",
      "आज़मा चुकी थी",
      "सुनती है",
      "नहीं करती",
    ];
    const masculineLetter = [
      "चिट्ठी मिला",
      "पड़ा एक चिट्ठी",
      "चिट्ठी देखा",
      "चिट्ठी दिखाया",
      "चिट्ठी आज़माया",
      "चिट्ठी किसी काम का",
    ];
    const stories = fifty("hi", "कबीर को रास्ते में एक चिट्ठी मिली।");
    for (const s of stories)
      for (const bad of [...feminineHero, ...masculineLetter]) expect(s).not.toContain(bad);
    expect(stories.some((s) => /चिट्ठी (मिली|देखी|दिखाई|आज़माई)/.test(s))).toBe(true);
    const masculineHero = [
      "काम करता था",
      "कर लेगा",
      "टहल रहा था",
      "चाहता था",
      "आज़मा चुका था",
      "सुनता है",
      "नहीं करता",
    ];
    for (const s of fifty("hi", "माया को रास्ते में एक चिट्ठी मिली।")) {
      for (const bad of masculineHero) expect(s).not.toContain(bad);
    }
  });
});

describe("French agreement", () => {
  it("makes adjectives agree with the subject's gender and number", () => {
    const t = "[hero:était sûr|";
    expect(say("fr", t, { hero: person("Hugo", "m") })).toBe("Hugo était sûr de pouvoir tout faire seul.");
    expect(say("fr", t, { hero: person("Léa", "f") })).toBe("Léa était sûre de pouvoir tout faire seule.");
    expect(say("fr", t, { hero: pair("fr", ["Léa", "f"], ["Hugo", "m"]) })).toBe(
      "Léa et Hugo étaient sûrs de pouvoir tout faire seuls.",
    );
    expect(say("fr", t, { hero: pair("fr", ["Léa", "f"], ["Emma", "f"]) })).toBe(
      "Léa et Emma étaient sûres de pouvoir tout faire seules.",
    );
  });

  it("makes a participle agree with a feminine object before it, and a pronoun with the thing it stands for", () => {
    const t = "n'avait [thing:réclamé";
    expect(say("fr", t, { hero: person("Hugo", "m"), thing: noun("fr", "lettre") })).toContain(
      "une lettre que personne n'avait réclamée.",
    );
    expect(say("fr", t, { hero: person("Léa", "f"), thing: noun("fr", "robot") })).toContain(
      "un robot que personne n'avait réclamé.",
    );
    // "Léa trouva un petit robot" once went on "Elle mena": the thing the user wrote keeps its own gender.
    const robot = readText("Léa trouva un petit robot.", pack("fr")).things.find(
      (t) => t.text === "petit robot",
    );
    expect(robot?.gender).toBe("m");
    const roles = { hero: person("Léa", "f"), thing: { ...(robot as NonNullable<typeof robot>) } };
    expect(say("fr", "[thing:Il semblait", roles)).toBe(
      "Il semblait sans valeur, mais Léa le garda quand même.",
    );
  });

  it("elides before a vowel and contracts de + le", () => {
    expect(say("fr", "le nom de {hero}", { hero: person("Inès", "f") })).toBe(
      "Dans le noir, quelqu'un murmura le nom d'Inès.",
    );
    expect(
      say("fr", "se servir de {thing.def}.", { hero: person("Léa", "f"), thing: noun("fr", "robot") }),
    ).toContain("se servir du robot.");
  });

  it("gives a name of unknown gender only neutral constructions", () => {
    const stories = fifty("fr", "Hier, Zorblax marchait au port.");
    for (const s of stories) {
      expect(s).toContain("Zorblax");
      expect(s).not.toMatch(/Zorblax (était|étaient) (sûr|fier)/);
      expect(s).not.toMatch(/tout faire seule?/);
    }
  });
});

describe("Spanish agreement", () => {
  it("makes adjectives agree with the subject, and object pronouns with the thing", () => {
    const t = "[hero:estaba seguro|";
    expect(say("es", t, { hero: person("Mateo", "m") })).toBe(
      "Mateo estaba seguro de poder hacerlo todo solo.",
    );
    expect(say("es", t, { hero: person("Lucía", "f") })).toBe(
      "Lucía estaba segura de poder hacerlo todo sola.",
    );
    expect(say("es", t, { hero: pair("es", ["Lucía", "f"], ["Mateo", "m"]) })).toBe(
      "Lucía y Mateo estaban seguros de poder hacerlo todo solos.",
    );
    expect(say("es", t, { hero: pair("es", ["Lucía", "f"], ["Inés", "f"]) })).toBe(
      "Lucía e Inés estaban seguras de poder hacerlo todo solas.",
    );
    const llave = readText("Lucía encontró una llave vieja.", pack("es")).things[0] as Role;
    expect(say("es", "[thing:Parecía|", { hero: person("Mateo", "m"), thing: llave })).toBe(
      "Parecía no valer nada, pero Mateo la guardó de todos modos.",
    );
    expect(say("es", "[thing:olvidado|", { hero: person("Mateo", "m"), thing: llave })).toContain(
      "una llave olvidada entre el polvo.",
    );
  });

  it("takes a noun the user wrote with its article, adjective and all", () => {
    const scarf = readText("Mateo perdió una bufanda roja.", pack("es")).things.find(
      (t) => t.text === "bufanda roja",
    );
    expect(scarf?.gender).toBe("f");
    expect(say("es", "[thing:Pruébalo|", { hero: person("Mateo", "m"), thing: scarf as Role })).toBe(
      "Pruébala hoy mismo.",
    );
  });

  it("contracts de + el", () => {
    expect(
      say("es", "salido de {place.def}", { hero: person("Mateo", "m"), place: noun("es", "pueblo") }),
    ).toBe("Mateo nunca había salido del pueblo.");
  });
});

describe("German agreement", () => {
  it("puts the article in the case and gender the sentence needs", () => {
    const t = "{thing.indefAcc}, {thing.relAcc}";
    const lena = person("Lena", "f");
    expect(say("de", t, { hero: lena, thing: noun("de", "Schlüssel") })).toBe(
      "Eines Morgens fand Lena einen Schlüssel, den niemand vermisste.",
    );
    expect(say("de", t, { hero: lena, thing: noun("de", "Lampe") })).toBe(
      "Eines Morgens fand Lena eine Lampe, die niemand vermisste.",
    );
    expect(say("de", t, { hero: lena, thing: noun("de", "Notizbuch") })).toBe(
      "Eines Morgens fand Lena ein Notizbuch, das niemand vermisste.",
    );
    expect(say("de", "mit {thing.indefDat}", { friend: lena, thing: noun("de", "Lampe") })).toContain(
      "mit einer Lampe in der Hand.",
    );
    expect(say("de", "{thing.proAcc} trotzdem", { hero: lena, thing: noun("de", "Schlüssel") })).toBe(
      "Der Schlüssel sah wertlos aus, aber Lena behielt ihn trotzdem.",
    );
  });

  it("gives two people plural verbs", () => {
    const lenaJonas = pair("de", ["Lena", "f"], ["Jonas", "m"]);
    expect(
      say("de", "{thing.indefAcc}, {thing.relAcc}", { hero: lenaJonas, thing: noun("de", "Brief") }),
    ).toBe("Eines Morgens fanden Lena und Jonas einen Brief, den niemand vermisste.");
    expect(say("de", "[hero:arbeitete|arbeiteten]", { hero: lenaJonas, place: noun("de", "Dorf") })).toBe(
      "Lena und Jonas arbeiteten im Dorf, wo jeder Tag wie der vorige war.",
    );
  });

  it("takes a noun's gender from the article the user wrote", () => {
    const things = readText("Lena fand eine Kerze und das Buch ihrer Oma.", pack("de")).things;
    expect(things.find((t) => t.text === "Kerze")?.forms.nom).toBe("die Kerze");
    expect(things.find((t) => t.text === "Buch")?.forms.acc).toBe("das Buch");
  });
});

describe("names and pronouns", () => {
  it("takes a name's gender from the user's own pronouns, and is neutral without them", () => {
    expect(readText("Yesterday Robin lost her keys. She was late.", pack("en")).people[0]).toEqual({
      name: "Robin",
      gender: "f",
    });
    expect(readText("Yesterday Robin walked home.", pack("en")).people[0]?.gender).toBe("x");
    for (const s of fifty("en", "Yesterday Robin walked home."))
      expect(s).not.toMatch(/\b(he|she|him|his)\b/i);
  });

  it("finds a thing the user wrote in a case form (Telugu ఉంగరాన్ని, Tamil சாவியைக்)", () => {
    expect(readText("మీనా అడవిలో ఒక పాత ఉంగరాన్ని చూసింది.", pack("te")).things[0]?.text).toBe("ఉంగరం");
    expect(readText("ரவி ஒரு பழைய சாவியைக் கண்டான்.", pack("ta")).things[0]?.text).toBe("சாவி");
    expect(readText("మీనా చేతిలో ఏదో పట్టుకుని ఉంది.", pack("te")).things).toEqual([]);
  });

  it("finds a name with a case ending joined to it (Tamil ரவியின்) and joins two names with their sandhi", () => {
    expect(readText("ரவியின் வீடு.", pack("ta")).people[0]?.name).toBe("ரவி");
    expect(pack("ta").joinNames("அருண்", "மீனா")).toBe("அருணும் மீனாவும்");
    expect(pack("ta").joinNames("கார்த்திக்", "ரவி")).toBe("கார்த்திக்கும் ரவியும்");
  });
});

describe("every template of every language", () => {
  const casts: [string, Role][] = [
    ["a man", person("A", "m")],
    ["a woman", person("B", "f")],
    ["two people", { text: "A B", gender: "m", number: "pl" }],
    ["a name of unknown gender", person("C", "x")],
  ];
  it.each(languageCodes)(
    "fills in %s, with a neutral choice in every beat for a name of unknown gender",
    (lang) => {
      const p = pack(lang);
      const things = p.nouns.filter((n) => n.kind === "thing");
      const places = p.nouns.filter((n) => n.kind === "place");
      for (const [, hero] of casts) {
        for (const [i, thing] of things.entries()) {
          const place = places[i % places.length] as (typeof places)[number];
          const roles: Roles = {
            hero,
            friend: person("F", "f"),
            thing: { text: thing.text, gender: thing.gender, number: thing.number, forms: thing.forms },
            place: { text: place.text, gender: place.gender, number: place.number, forms: place.forms },
            when: { text: p.times[i % p.times.length] as string, gender: "n", number: "sg" },
          };
          for (const beat of [p.openings, p.continuations, ...Object.values(p.beats).flat()]) {
            const sentences = beat.map((t) => renderSentence(p, t, roles));
            expect(sentences.some((s) => s !== null)).toBe(true);
            for (const s of sentences) if (s) expect(s).not.toMatch(/[{}[\]|]|undefined/);
          }
        }
      }
    },
  );
});
