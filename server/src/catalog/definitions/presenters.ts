import { type Language, languageCodes } from "@reelsmith/contract/languages";

/**
 * The stock presenters: seven per language, both genders, drawn in three DiceBear styles with mouths that
 * can move. Skin tones are spread on purpose (see skinTone in presenter-art.ts); the remaining traits come
 * from a generator seeded with the id, so a presenter looks the same on every machine.
 */
export type PresenterStyle = "personas" | "avataaars" | "micah";

export interface PresenterDefinition {
  id: string;
  name: string;
  language: Language;
  gender: "male" | "female";
  style: PresenterStyle;
  /** Index into the skin tone ramp, 0 (lightest) to 5 (deepest). */
  skin: number;
}

type Row = [name: string, gender: "f" | "m", skin: number];

const styles: PresenterStyle[] = ["personas", "avataaars", "micah"];
let counter = 0;

const group = (language: Language, rows: Row[]) =>
  rows.map(([name, g, skin]): PresenterDefinition => {
    const style = styles[counter++ % styles.length] as PresenterStyle;
    const slug = name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
    return { id: `${language}-${slug}`, name, language, gender: g === "f" ? "female" : "male", style, skin };
  });

/** Each language's presenters, in the order they are drawn (the styles take turns across all of them). */
const presenterRows: Record<Language, Row[]> = {
  en: [
    ["Emma", "f", 0],
    ["James", "m", 4],
    ["Aaliyah", "f", 5],
    ["Marcus", "m", 5],
    ["Grace", "f", 1],
    ["Daniel", "m", 2],
    ["Chloe", "f", 3],
  ],
  es: [
    ["Mateo", "m", 2],
    ["Sofía", "f", 1],
    ["Diego", "m", 3],
    ["Valeria", "f", 2],
    ["Alejandro", "m", 0],
    ["Camila", "f", 4],
    ["Pablo", "m", 1],
  ],
  fr: [
    ["Camille", "f", 0],
    ["Louis", "m", 1],
    ["Inès", "f", 3],
    ["Hugo", "m", 0],
    ["Manon", "f", 1],
    ["Théo", "m", 5],
    ["Amélie", "f", 2],
  ],
  de: [
    ["Felix", "m", 0],
    ["Lena", "f", 1],
    ["Jonas", "m", 3],
    ["Hannah", "f", 0],
    ["Lukas", "m", 1],
    ["Mia", "f", 4],
    ["Paul", "m", 2],
  ],
  hi: [
    ["Priya", "f", 3],
    ["Arjun", "m", 2],
    ["Ananya", "f", 2],
    ["Rohan", "m", 4],
    ["Neha", "f", 4],
    ["Vikram", "m", 3],
    ["Isha", "f", 1],
  ],
  kn: [
    ["Darshan", "m", 4],
    ["Kavya", "f", 3],
    ["Suresh", "m", 5],
    ["Shruti", "f", 2],
    ["Kiran", "m", 3],
    ["Deepa", "f", 4],
    ["Manoj", "m", 2],
  ],
  ta: [
    ["Meena", "f", 4],
    ["Karthik", "m", 3],
    ["Divya", "f", 5],
    ["Senthil", "m", 4],
    ["Nila", "f", 3],
    ["Arun", "m", 5],
    ["Revathi", "f", 2],
  ],
  te: [
    ["Ravi", "m", 3],
    ["Sravani", "f", 4],
    ["Venkat", "m", 4],
    ["Swathi", "f", 3],
    ["Naveen", "m", 2],
    ["Harini", "f", 5],
    ["Sai", "m", 3],
  ],
};

export const presenterDefinitions: PresenterDefinition[] = languageCodes.flatMap((language) =>
  group(language, presenterRows[language]),
);
