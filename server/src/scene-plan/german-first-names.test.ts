import { describe, expect, it } from "vitest";
import { latinFirstName } from "./name-sounds";
import { planScenes } from "./planner";

/** The characters of the first scene of a German story. */
function cast(sentences: string[]) {
  return planScenes(sentences, "de")[0]?.characters ?? [];
}

describe("a German first name written where a noun could stand is a person", () => {
  it("draws a first name after 'der kleine' as a named child", () => {
    const people = cast(["Der kleine Kumar baute am Strand eine Sandburg."]);
    const kumar = people.find((c) => c.name === "Kumar");
    expect(kumar).toBeDefined();
    expect(kumar?.icon).toMatch(/boy|child|girl/);
  });

  it("draws a first name after 'mit' as a person who goes along", () => {
    const names = cast(["Am Samstag ging Mama mit Farah in den Zoo."]).map((c) => c.name);
    expect(names).toContain("Farah");
  });

  it("draws an unknown word between the verb and an article as the clause's subject", () => {
    const names = cast(["Früh am Morgen öffnete Tarun die Tür seines kleinen Ladens."]).map((c) => c.name);
    expect(names).toContain("Tarun");
  });

  it("draws an unknown word after 'der kleine' and before its verb as a named child", () => {
    const names = cast(["Beim Frühstück verschüttete der kleine Chotu seinen Kakao."]).map((c) => c.name);
    expect(names).toContain("Chotu");
  });

  it("draws an unknown word after 'während' and before a possessive as the clause's subject", () => {
    const names = cast(["Es dämmerte, während Bholu seine Ziegen in den Stall trieb."]).map((c) => c.name);
    expect(names).toContain("Bholu");
  });

  it("draws an unknown word after a person and 'mit' as a second person, and the name joined to it", () => {
    const names = cast(["Am Abend ging Mama mit Chintu und Golu zum Brunnen."]).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["Chintu", "Golu"]));
  });

  it("draws no person for what an animal is fed with", () => {
    const people = cast(["Eine alte Frau fütterte die Enten mit Haferflocken."]);
    expect(people.map((c) => c.name)).not.toContain("Haferflocken");
  });

  it("draws no person for a noun after 'die kleine'", () => {
    const people = cast(["Die kleine Katze schlief auf dem Sofa."]);
    expect(people.filter((c) => c.name !== undefined)).toEqual([]);
  });

  it("draws no person for an adjective's noun after a preposition", () => {
    const names = cast(["Sie formte mit nassen Händen einen Krug aus Ton."]).map((c) => c.name);
    expect(names).not.toContain("Händen");
  });

  it("draws no person for a flower's name listed with other flowers", () => {
    const names = cast(["Sie band Jasmin und Tulpen zu einem Kranz."]).map((c) => c.name);
    expect(names).not.toContain("Jasmin");
  });
});

describe("a Latin first name the name lists give one gender leans to it", () => {
  it("reads the lists' gender of a first name, whatever its case", () => {
    expect(latinFirstName("Anil")).toBe("m");
    expect(latinFirstName("farah")).toBe("f");
    expect(latinFirstName("Tischbein")).toBeNull();
  });

  it("draws a man's first name that ends in neither -a nor a known ending as a man or a boy", () => {
    const anil = cast(["Am Mittwoch fand Anil einen kleinen Igel im Garten."]).find((c) => c.name === "Anil");
    expect(anil?.icon).toMatch(/^(man|boy|person)/);
  });
});
