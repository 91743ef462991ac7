import { describe, expect, it } from "vitest";
import { planImagePrompt } from "./image-prompt";
import { planScenes } from "./planner";

const style = { name: "Watercolor", description: "soft painted washes", tags: ["pastel", "paper"] };

describe("the image prompt from a scene plan", () => {
  const sentences = [
    "Maya ran a tiny bakery in Seville.",
    "One rainy night a little boy came in with his dog.",
    "Maya gave him a cup of hot chocolate.",
  ];
  const plans = planScenes(sentences, "en");
  const prompts = plans.map((plan, i) => planImagePrompt({ plan, text: sentences[i] ?? "", style }));

  it("says who, what, where and when the plan names, in the style, with no text in the picture", () => {
    expect(prompts[1]).toContain("Watercolor style (soft painted washes; pastel, paper)");
    expect(prompts[1]).toContain("no text");
    expect(prompts[1]).toMatch(/at night, in the rain/);
    expect(prompts[1]).toMatch(/In the foreground, large: a boy, [a-z-]+ skin, [a-z ]+ hair\./);
    expect(prompts[1]).toContain("a dog");
    expect(prompts[2]).toMatch(/With: hot beverage/);
    expect(prompts[0]).toMatch(/inside a bakery/);
  });

  it("describes a character in the same words in every scene, so the model draws one person", () => {
    const maya = (p: string) => p.match(/Maya, [^.;]+/)?.[0];
    expect(maya(prompts[0] ?? "")).toMatch(/^Maya, a woman[a-z ]*, [a-z-]+ skin, [a-z ]+ hair$/);
    expect(maya(prompts[2] ?? "")).toBe(maya(prompts[0] ?? ""));
  });

  it("plans the same prompt in another language's story: English words for the model, the sentence as said", () => {
    const [plan] = planScenes(["माया एक छोटी बेकरी चलाती थी।"], "hi");
    if (!plan) throw new Error("no plan");
    const prompt = planImagePrompt({ plan, text: "माया एक छोटी बेकरी चलाती थी।", style });
    expect(prompt).toMatch(/In the foreground, large: माया, a woman/);
    expect(prompt).toContain("The moment: माया एक छोटी बेकरी चलाती थी।");
  });

  it("names the video's frame, so a model composes a wide picture for 16:9 and a tall one for 9:16", () => {
    const [plan] = planScenes(["Maya opens the bakery at dawn."], "en");
    if (!plan) throw new Error("no plan");
    const text = "Maya opens the bakery at dawn.";
    expect(planImagePrompt({ plan, text, style })).toContain("vertical 9:16 frame");
    expect(planImagePrompt({ plan, text, style, size: { width: 1920, height: 1080 } })).toContain(
      "wide 16:9 frame",
    );
    expect(planImagePrompt({ plan, text, style, size: { width: 1080, height: 1080 } })).toContain(
      "square 1:1 frame",
    );
    expect(planImagePrompt({ plan, text, style, size: { width: 1080, height: 1350 } })).toContain(
      "portrait 4:5 frame",
    );
  });
});
