import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const ids = (text: string[], language: Parameters<typeof planScenes>[1]) =>
  planScenes(text, language).map((p) => p.characters.map((c) => c.id));

describe("people met in passing", () => {
  it("draws a word whose ending makes it one who sells something as a person, not the thing", () => {
    const [hi] = planScenes(["एक गुब्बारेवाला मेले में घूम रहा था।"], "hi");
    expect(hi?.characters).toEqual([expect.objectContaining({ kind: "person", gender: "male" })]);
    const [te] = planScenes(["ఒక పూలవాడు వీధిలో నడుస్తున్నాడు."], "te");
    expect(te?.characters).toEqual([expect.objectContaining({ kind: "person" })]);
    const [ta] = planScenes(["ஒரு பால்காரர் காலையில் வந்தார்."], "ta");
    expect(ta?.characters).toEqual([expect.objectContaining({ kind: "person" })]);
  });

  it("draws a Kannada word built with the ending for a worker as that worker, beside the place it names", () => {
    const [plan] = planScenes(["ತೋಟಗಾರನು ಬಾವಿಯಿಂದ ನೀರು ಸೇದಿದನು."], "kn");
    expect(plan?.characters).toEqual([expect.objectContaining({ kind: "person", gender: "male" })]);
    expect(plan?.setting.place).toBe("garden");
  });

  it("keeps a festival that ends like a seller's word a festival", () => {
    const [plan] = planScenes(["दिवाली की रात घर में दीये जले।"], "hi");
    expect(plan?.characters).toEqual([]);
  });

  it("draws a role the dictionary reads only as a person", () => {
    const [plan] = planScenes(["Die Freiwilligen sammelten am Morgen Müll am Strand."], "de");
    expect(plan?.characters).toEqual([expect.objectContaining({ kind: "person", id: "volunteer" })]);
  });

  it("leaves out a role met in passing where the story's family fills the scene", () => {
    const scenes = ids(
      [
        "Lucía viajaba con su madre y su padre.",
        "En el andén, Lucía, su madre y su padre enseñaron los billetes al revisor.",
      ],
      "es",
    );
    expect(scenes[1]).toEqual(expect.arrayContaining(["lucía", "mother", "father"]));
    expect(scenes[1]).toHaveLength(3);
  });

  it("keeps a role met in passing out of the story's they", () => {
    const scenes = ids(
      [
        "Nora y Pablo llegaron a la feria.",
        "Los jueces miraron el pastel.",
        "Después ellos comieron juntos.",
      ],
      "es",
    );
    expect(scenes[2]).toEqual(expect.arrayContaining(["nora", "pablo"]));
    expect(scenes[2]).not.toContain("judge");
  });
});
