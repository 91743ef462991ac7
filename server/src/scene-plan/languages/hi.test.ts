import { describe, expect, it } from "vitest";
import { planScenes } from "../planner";

/** Each scene's characters as a viewer sees them: a name or an icon, the gender, the age and the pose. */
function scenes(sentences: string[]) {
  return planScenes(sentences, "hi").map((p) =>
    p.characters.map((c) => ({ who: c.name ?? c.icon, gender: c.gender, age: c.age, action: c.action })),
  );
}

const who = (scene: { who: string }[] | undefined) => (scene ?? []).map((c) => c.who).sort();

describe("Hindi names are found by the grammar around them", () => {
  it("draws Anita, a name no list has, as a woman from her verb 'गई'", () => {
    expect(scenes(["अनीता बाज़ार गई और उसने आम ख़रीदे।"])[0]?.[0]).toMatchObject({
      who: "अनीता",
      gender: "female",
    });
  });

  it("draws Jamal running as a man from the first clause's verb 'पहुँचा'", () => {
    expect(scenes(["जमाल दौड़ता हुआ स्कूल पहुँचा।"])[0]?.[0]).toMatchObject({
      who: "जमाल",
      gender: "male",
      action: "run",
    });
  });

  it("reads a month as a time, not a person: Nisha takes her brother to the park in October", () => {
    expect(who(scenes(["अक्टूबर में निशा अपने भाई को पार्क ले गई।"])[0])).toContain("निशा");
    expect(who(scenes(["अक्टूबर में निशा अपने भाई को पार्क ले गई।"])[0])).not.toContain("अक्टूबर");
  });

  it("draws no one named by a participle before a time word ('चमकती सुबह'), only the birds", () => {
    expect(who(scenes(["चमकती सुबह थी और पक्षी गा रहे थे।"])[0])).toEqual(["bird"]);
  });

  it("draws two unknown names joined by 'और' before a plural verb", () => {
    expect(who(scenes(["नीरज और डेविड नदी पर गए।"])[0])).toEqual(["डेविड", "नीरज"]);
  });

  it("takes no verbal noun for a name: after bathing, the couple ate", () => {
    const [, after] = scenes(["रोहन और तारा घर आए।", "नहाने के बाद उन्होंने खाना खाया।"]);
    expect(who(after)).toEqual(["तारा", "रोहन"]);
    expect(after?.map((c) => c.action)).toEqual(["eat", "eat"]);
  });
});

describe("Hindi roles have their age and gender", () => {
  it("draws 'एक बूढ़ा आदमी' sitting as an elder", () => {
    expect(scenes(["एक बूढ़ा आदमी बेंच पर बैठा था।"])[0]?.[0]).toMatchObject({ age: "elder", action: "sit" });
  });

  it("draws an uncle (चाचा) as a man", () => {
    expect(scenes(["चाचा ने दरवाज़ा खोला।"])[0]?.[0]).toMatchObject({ gender: "male" });
  });
});

describe("Hindi verbs give the one who acts a pose", () => {
  it("draws going to the market as a walk and taking her by car as a drive", () => {
    expect(scenes(["सुनीता बाज़ार में गई।"])[0]?.[0]?.action).toBe("walk");
    expect(scenes(["रेखा अपनी बेटी को कार से अस्पताल ले गई।"])[0]?.[0]).toMatchObject({
      who: "रेखा",
      action: "drive",
    });
  });

  it("plants tomatoes but hangs a picture without planting", () => {
    expect(scenes(["नानी ने आँगन में टमाटर लगाए।"])[0]?.[0]?.action).toBe("plant");
    expect(scenes(["नानी ने दीवार पर तस्वीर लगाई।"])[0]?.[0]?.action).toBeUndefined();
  });

  it("draws a cow that began to eat ('खाने लगी') eating", () => {
    expect(scenes(["एक गाय खेत में घास खाने लगी।"])[0]?.[0]?.action).toBe("eat");
  });

  it("draws taking a photo as a camera, with no pulling", () => {
    const [plan] = planScenes(["उसके दादा ने मेले में एक फ़ोटो खींची।"], "hi");
    expect(plan?.objects.map((o) => o.icon)).toContain("camera-with-flash");
    expect(plan?.characters[0]?.action).not.toBe("pull");
  });

  it("draws everyone 'वे' means sitting when they sat down", () => {
    const [, sat] = scenes(["रवि और सीमा पार्क गए।", "वे बेंच पर बैठ गए।"]);
    expect(sat?.map((c) => c.action)).toEqual(["sit", "sit"]);
  });
});

describe("Hindi pronouns find the right character", () => {
  it("draws the one waved at, not the waver twice, for 'उसने उसकी ओर हाथ हिलाया'", () => {
    const [, waved] = scenes(["अर्जुन प्लेटफ़ॉर्म पर खड़ा था।", "एक औरत ने उसकी ओर हाथ हिलाया।"]);
    expect(waved?.map((c) => [c.who, c.action])).toEqual([
      ["woman", "wave"],
      ["अर्जुन", undefined],
    ]);
  });

  it("draws the cat, the last sentence's subject, for 'वह ... सो गई'", () => {
    const slept = scenes(["दादी बरामदे में बैठी थीं।", "उनकी बिल्ली धूप में आकर लेट गई।", "वह जल्दी ही सो गई।"])[2];
    expect(slept).toEqual([expect.objectContaining({ who: "cat", action: "sleep" })]);
  });

  it("draws nobody new for an object pronoun that can only be a thing", () => {
    expect(who(scenes(["सैम की किताब खो गई और उसने उसे ढूँढा।"])[0])).toEqual(["सैम"]);
  });
});

describe("Hindi everyday nouns are drawn in their own sense", () => {
  const things = (text: string) => planScenes([text], "hi")[0]?.objects.map((o) => o.icon) ?? [];

  it("draws honey as a honey pot, never a bee, and a bottle as nothing of its own", () => {
    const drawn = things("किसान सफ़ेद तंबुओं के नीचे आलू और शहद की शीशियाँ बेच रहे थे।");
    expect(drawn).toEqual(expect.arrayContaining(["honey-pot", "potato", "tent"]));
    expect(drawn).not.toContain("honeybee");
  });

  it("draws the ferry leaving the harbour as a ferry, not a woman named Ferry", () => {
    const plan = planScenes(["फ़ेरी सुबह छह बजे बंदरगाह से निकली।"], "hi")[0];
    expect(plan?.objects.map((o) => o.icon)).toContain("ferry");
    expect(plan?.characters).toEqual([]);
  });

  it("draws the old clock on the square striking twelve as a clock, not a wristwatch", () => {
    expect(things("चौक की पुरानी घड़ी ने बारह बजाए।")).toEqual(["mantelpiece-clock"]);
  });

  it("draws a duck swimming past as a duck, not a goose", () => {
    const plan = planScenes(["एक बत्तख तैरती हुई पास से गुज़री।"], "hi")[0];
    expect(plan?.characters.map((c) => c.icon)).toEqual(["duck"]);
  });

  it("sets Priya's walk to the library on Park Road in the library, not a park", () => {
    const plan = planScenes(["स्कूल के बाद प्रिया पैदल पार्क रोड वाली लाइब्रेरी गई।"], "hi")[0];
    expect(plan?.setting.place).toBe("library");
  });
});

describe("a Hindi place someone comes from is not the scene", () => {
  it("'उसकी बिल्ली बगीचे से दौड़कर अंदर आई' after the kitchen: the cat comes into the kitchen", () => {
    const plans = planScenes(["मीरा रसोई में थी।", "उसकी बिल्ली बगीचे से दौड़कर अंदर आई।"], "hi");
    expect(plans.map((p) => p.setting.place)).toEqual(["kitchen", "kitchen"]);
  });

  it("'नाव बंदरगाह से निकली': a boat leaving the harbour is drawn there", () => {
    expect(planScenes(["नाव बंदरगाह से निकली।"], "hi")[0]?.setting.place).toBe("harbour");
  });
});
