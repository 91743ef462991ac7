import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { getWriter } from "../../providers/writer/create-writer";
import { startFakeOpenAI } from "../../test/fake-openai-server";

/** The remote story writer against a local server that speaks the OpenAI API. */
describe("the story writer with a model", () => {
  let server: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let writer: ReturnType<typeof getWriter>;
  beforeAll(async () => {
    server = await startFakeOpenAI();
    writer = getWriter(
      loadConfig({
        NODE_ENV: "test",
        WRITER_PROVIDER: "openai",
        OPENAI_API_KEY: "k",
        OPENAI_BASE_URL: server.url,
      }),
    );
  });
  afterAll(() => server.close());

  const chats = () =>
    server.requests
      .filter((r) => r.path.endsWith("/chat/completions"))
      .map((r) => JSON.parse(r.body) as { messages: { role: string; content: string }[] });

  it("names the language and its script, the room left and the user's whole text", async () => {
    const before = chats().length;
    server.chatReplies.push("माया ने चिट्ठी खोली। उसमें एक नक्शा था।");
    const currentText = "माया को एक चिट्ठी मिली। उस पर कोई नाम नहीं था।";
    const story = await writer.story({ currentText, maxLength: 500, language: "hi" });
    expect(story).toBe("माया ने चिट्ठी खोली। उसमें एक नक्शा था।");
    const sent = chats().slice(before);
    expect(sent).toHaveLength(1);
    const prompt = sent[0]?.messages.at(-1)?.content ?? "";
    expect(prompt).toContain("Hindi (हिन्दी)");
    expect(prompt).toContain("Devanagari script");
    expect(prompt).toContain(`at most ${500 - currentText.length - 2} characters`);
    expect(prompt).toContain(currentText);
  });

  it("sends an answer in the wrong script back once, and takes the second", async () => {
    const before = chats().length;
    server.chatReplies.push("Ravi opened the box and smiled.", "ரவி பெட்டியைத் திறந்தான். உள்ளே ஒரு சாவி இருந்தது.");
    const story = await writer.story({ currentText: "", maxLength: 600, language: "ta" });
    expect(story).toBe("ரவி பெட்டியைத் திறந்தான். உள்ளே ஒரு சாவி இருந்தது.");
    const sent = chats().slice(before);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(sent[1]?.messages.at(-1)?.content).toContain("Tamil (தமிழ்) in the Tamil script");
  });

  it("fails when the second answer is in the wrong script too, and cuts a long one at a sentence end", async () => {
    server.chatReplies.push("Wrong script.", "Still wrong.");
    await expect(writer.story({ currentText: "", maxLength: 600, language: "te" })).rejects.toThrow(/Telugu/);
    const long = "Una frase corta. ".repeat(10).trim();
    server.chatReplies.push(long, long);
    const story = await writer.story({ currentText: "", maxLength: 60, language: "es" });
    expect(story).toBe("Una frase corta. Una frase corta. Una frase corta.");
  });
});
