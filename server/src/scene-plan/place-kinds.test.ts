import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";
import { places, things } from "./story-probes";

describe("a ski school and a chairlift are on the mountain, not at school", () => {
  it.each<[Language, string]>([
    ["en", "In the morning Lena took the chairlift up to the ski school."],
    ["es", "Por la mañana Lena subió en el telesilla hasta la escuela de esquí."],
    ["fr", "Le matin, Lena a pris le télésiège jusqu'à l'école de ski."],
    ["de", "Am Morgen fuhr Lena mit dem Sessellift hinauf zur Skischule."],
    ["hi", "सुबह लीना चेयरलिफ़्ट से ऊपर स्की स्कूल तक गई।"],
    ["kn", "ಬೆಳಿಗ್ಗೆ ಲೀನಾ ಚೇರ್‌ಲಿಫ್ಟ್‌ನಲ್ಲಿ ಮೇಲಿನ ಸ್ಕೀ ಶಾಲೆಗೆ ಹೋದಳು."],
    ["ta", "காலையில் லீனா மேலே இருந்த ஸ்கீ பள்ளிக்குப் போனாள்."],
    ["te", "పొద్దున లీనా చెయిర్‌లిఫ్ట్‌లో పైకి స్కీ స్కూల్ దాకా వెళ్ళింది."],
  ])("draws the mountains (%s)", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["mountains"]);
  });
});

describe("a shop named by when it opens is where the scene is", () => {
  it.each<[Language, string]>([
    ["en", "Before the shop opened, Ravi stacked the apples by the door."],
    ["es", "Antes que la tienda abriera, Ravi colocó las manzanas junto a la puerta."],
    ["fr", "Avant que la boutique ouvre, Ravi a rangé les pommes près de la porte."],
  ])("draws the shop (%s)", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["shop"]);
  });

  it("still reads a place named by when someone leaves it as a time", () => {
    expect(places("en", ["After school, Priya walked to the library."])).not.toEqual(["school"]);
  });
});

describe("a supermarket written as two words is a shop, not a market", () => {
  it.each<[Language, string]>([
    ["hi", "सुबह सनी सुपर मार्केट में संतरे सजा रहा था।"],
    ["kn", "ಬೆಳಿಗ್ಗೆ ಸನ್ನಿ ಸೂಪರ್ ಮಾರ್ಕೆಟ್‌ನಲ್ಲಿ ಕಿತ್ತಳೆಗಳನ್ನು ಜೋಡಿಸಿದ."],
    ["ta", "காலையில் சன்னி சூப்பர் மார்க்கெட்டில் ஆரஞ்சுகளை அடுக்கினான்."],
    ["te", "పొద్దున సన్నీ సూపర్ మార్కెట్‌లో నారింజలు పేర్చాడు."],
  ])("draws the shop (%s)", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["shop"]);
  });
});

describe("French steps and rollers name no market and no sea", () => {
  it("keeps the school whose steps the class stands on", () => {
    expect(places("fr", ["La classe s'est alignée sur les marches de l'école."])).toEqual(["school"]);
  });

  it("draws no sea for a rolling pin or a paint roller", () => {
    expect(places("fr", ["Mamie était dans la cuisine.", "Meera a étalé son chapati au rouleau."])).toEqual([
      "kitchen",
      "kitchen",
    ]);
  });
});

describe("a platform is the station's, and so is a train station written out", () => {
  it.each<[Language, string]>([
    ["en", "A tea seller hurried along the platform with a kettle."],
    ["kn", "ಒಬ್ಬ ಟೀ ಮಾರುವವನು ಪ್ಲಾಟ್‌ಫಾರ್ಮ್ ಉದ್ದಕ್ಕೂ ಓಡಿದ."],
    ["ta", "ஒரு டீக்காரர் நடைமேடையில் விரைந்தார்."],
    ["te", "ఒక టీ అమ్మేవాడు ప్లాట్‌ఫారం మీద తిరిగాడు."],
    ["es", "En la estación de tren, Tenzin miraba los globos."],
  ])("draws the station (%s)", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["station"]);
  });
});

describe("a café someone sits outside of is the café", () => {
  it.each<[Language, string]>([
    ["es", "Los dos amigos jugaban al ajedrez delante del café de la esquina."],
    ["te", "ఇద్దరు స్నేహితులు కేఫ్ బయట చదరంగం ఆడారు."],
  ])("draws the café (%s)", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["cafe"]);
  });
});

describe("a post office beside a road is a building on the street", () => {
  it.each<[Language, string]>([
    ["kn", "ಬಾತುಕೋಳಿಗಳು ಅಂಚೆ ಕಚೇರಿಯ ಬಳಿಯ ರಸ್ತೆಯನ್ನು ದಾಟಿದವು."],
    ["ta", "வாத்துகள் தபால் நிலையத்தின் அருகே இருந்த சாலையைக் கடந்தன."],
  ])("draws the street (%s)", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["street"]);
  });
});

describe("the Milky Way is the night sky over the story's place, not outer space", () => {
  it.each<[Language, string[]]>([
    ["de", ["Sie lagen auf einem dunklen Feld.", "Sie gingen unter der Milchstraße nach Hause."]],
    ["hi", ["वे एक अँधेरे खेत में लेटे थे।", "वे आकाशगंगा के नीचे घर लौट आए।"]],
    ["kn", ["ಅವರು ಕತ್ತಲ ಹೊಲದಲ್ಲಿ ಮಲಗಿದ್ದರು.", "ಅವರು ಕ್ಷೀರಪಥದ ಕೆಳಗೆ ನಡೆದರು."]],
    ["ta", ["அவர்கள் இருண்ட வயலில் படுத்திருந்தார்கள்.", "அவர்கள் பால்வீதியின் கீழ் நடந்தார்கள்."]],
    ["te", ["వాళ్లు చీకటి పొలంలో పడుకున్నారు.", "వాళ్లు పాలపుంత కింద నడిచారు."]],
  ])("draws the Milky Way in the sky, never the space backdrop (%s)", (language, story) => {
    expect(places(language, story)[1]).not.toBe("space");
    expect(things(language, story)[1]).toContain("milky-way");
  });
});

describe("milk named as the object in Tamil is milk, not the desert", () => {
  it("keeps the field and draws the milk", () => {
    const story = ["அவர்கள் வயலுக்கு நடந்து போனார்கள்.", "பிளாஸ்கில் இருந்த சூடான பாலைக் குடித்தார்கள்."];
    expect(places("ta", story)).toEqual(["farm", "farm"]);
    expect(things("ta", story)[1]).toContain("glass-of-milk");
  });
});

describe("a little shop on the bank of the river the story is on keeps the river", () => {
  it.each<[Language, string[]]>([
    ["kn", ["ಅಮ್ಮಿಣಿ ನದಿಯಲ್ಲಿ ದೋಣಿ ನಡೆಸಿದಳು.", "ಇಬ್ಬರೂ ದಡದಲ್ಲಿದ್ದ ಪುಟ್ಟ ಅಂಗಡಿಯಲ್ಲಿ ಚಹಾ ಕುಡಿದರು."]],
    ["ta", ["அம்மிணி ஆற்றில் படகு ஓட்டினாள்.", "இருவரும் கரையில் இருந்த ஒரு சின்னக் கடையில் டீ குடித்தார்கள்."]],
    ["te", ["అమ్మిణి నదిలో పడవ నడిపింది.", "ఇద్దరూ గట్టు మీద ఉన్న ఒక చిన్న కొట్టులో టీ తాగారు."]],
  ])("draws the river (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["river", "river"]);
  });

  it("moves into a shop someone walks to from the river", () => {
    expect(
      places("en", ["Ammini rowed down the river.", "Then she walked to the shop in the village."]),
    ).toEqual(["river", "shop"]);
  });
});

describe("a chairlift is drawn as the cableway it is, up on the mountain", () => {
  it("draws the cableway in the mountains and the people riding it", () => {
    const [plan] = planScenes(["Noah and his mother rode the chairlift."], "en");
    expect(plan?.setting.place).toBe("mountains");
    expect(plan?.objects.map((o) => o.icon)).toContain("mountain-cableway");
  });
});

describe("shops named in the plural are the stalls of a market", () => {
  it.each<[Language, string]>([
    ["hi", "फ़रह दुकानों के बीच दौड़ी।"],
    ["kn", "ಫರಾ ಅಂಗಡಿಗಳ ನಡುವೆ ಓಡಿದಳು."],
    ["ta", "ஃபரா கடைகளுக்கு நடுவே ஓடினாள்."],
    ["te", "ఫరా దుకాణాల మధ్య పరుగెత్తింది."],
  ])("draws the market (%s)", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["market"]);
  });
});

describe("a bus stop is by the road, a bus stand is the station", () => {
  it("draws the Kannada bus stop in the street", () => {
    expect(places("kn", ["ಜನರು ಮುಖ್ಯ ರಸ್ತೆಯ ಬಸ್ ನಿಲ್ದಾಣದಲ್ಲಿ ಕಾಯುತ್ತಿದ್ದರು."])).toEqual(["street"]);
  });

  it("draws the Hindi bus stand as the station", () => {
    expect(places("hi", ["बस अड्डे पर कंडक्टर ने टिकट देखे।"])).toEqual(["station"]);
  });
});

describe("someone waved inside onto a bus stays in the street", () => {
  it.each<[Language, string[]]>([
    ["hi", ["लोग सड़क पर बारिश में खड़े थे।", "कंडक्टर ने सबको अंदर बुलाया, और सब बस में चढ़ गए।"]],
    ["kn", ["ಜನರು ರಸ್ತೆಯಲ್ಲಿ ಮಳೆಯಲ್ಲಿ ನಿಂತಿದ್ದರು.", "ಕಂಡಕ್ಟರ್ ಎಲ್ಲರನ್ನೂ ಒಳಗೆ ಕರೆದ; ಅವರೆಲ್ಲ ಬಸ್ ಹತ್ತಿದರು."]],
  ])("keeps the street (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["street", "street"]);
  });

  it("still goes home for inside with no vehicle named", () => {
    expect(places("en", ["It snowed over the town.", "Inside, Mother made tea."])).toEqual(["city", "home"]);
  });
});

describe("German yards, gyms and playing fields", () => {
  it("reads the yard of a story with no place yet as home", () => {
    expect(places("de", ["Imran zündete im Hof drei Feuer an."])).toEqual(["home"]);
  });

  it("reads a school gym as the school and keeps it on the playing field", () => {
    expect(
      places("de", ["Kavya blieb in der Schulturnhalle.", "Die Trainerin ließ sie um das Spielfeld laufen."]),
    ).toEqual(["school", "school"]);
  });
});

describe("Telugu yards, roads and going out or in", () => {
  it("reads the backyard and the front yard as home", () => {
    expect(places("te", ["రాము పెరట్లో కప్పులు చేశాడు."])).toEqual(["home"]);
    expect(places("te", ["ఇమ్రాన్ వాకిట్లో పొయ్యిలు వెలిగించాడు."])).toEqual(["home"]);
  });

  it("reads the middle of the road as the street", () => {
    expect(places("te", ["స్కూటర్ నడిరోడ్డు మీద ఆగిపోయింది."])).toEqual(["street"]);
  });

  it("draws children running outside in the street and called back inside at home", () => {
    expect(places("te", ["తన్వి, దేవ్ బయటికి పరుగెత్తారు.", "అమ్మ వాళ్లను లోపలికి పిలిచింది."])).toEqual(["street", "home"]);
  });
});

describe("Telugu 'their mother' and a waitress are people", () => {
  it("draws the mother and the waitress", () => {
    const plans = planScenes(["నోవా, వాళ్లమ్మ నడిచారు.", "వెయిట్రెస్ కాఫీ తెచ్చింది."], "te");
    expect(plans[0]?.characters.map((c) => c.id)).toContain("mother");
    expect(plans[1]?.characters.map((c) => c.id)).toContain("waiter");
  });
});

describe("what a play or a story is about is not where it happens", () => {
  it.each<[Language, string]>([
    ["en", "Class four put on a play about the jungle in the school hall."],
    ["es", "Los niños de cuarto representaron una obra sobre la selva en el salón de actos del colegio."],
  ])("draws the school, not the jungle (%s)", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["school"]);
  });

  it("still reads over the hill as the hill", () => {
    expect(places("de", ["Sie liefen über den Hügel."])).toEqual(["mountains"]);
  });
});

describe("a French ski instructor is no computer screen that puts the scene at home", () => {
  it("keeps the mountains", () => {
    expect(
      places("fr", [
        "Noah a pris le télésiège jusqu'à l'école de ski.",
        "Leur moniteur a montré aux enfants les skis.",
      ]),
    ).toEqual(["mountains", "mountains"]);
  });
});

describe("a train that stops is at a station", () => {
  it.each<[Language, string]>([
    ["en", "The night train stopped at Itarsi for five minutes."],
    ["es", "El tren nocturno paró cinco minutos en Itarsi."],
    ["fr", "Le train de nuit s'est arrêté cinq minutes à Itarsi."],
    ["kn", "ರಾತ್ರಿಯ ರೈಲು ಇಟಾರ್ಸಿಯಲ್ಲಿ ಐದು ನಿಮಿಷ ನಿಂತಿತು."],
    ["ta", "இரவு ரயில் இட்டார்சியில் ஐந்து நிமிடம் நின்றது."],
    ["te", "రాత్రి రైలు ఇటార్సీలో ఐదు నిమిషాలు ఆగింది."],
  ])("draws the station (%s)", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["station"]);
  });

  it("names no place for a toy train", () => {
    expect(places("en", ["Riya played with her toy train."])).toEqual(["studio"]);
  });
});

describe("inside a thing is no going indoors", () => {
  it.each<[Language, string[]]>([
    ["en", ["They camped deep in the forest.", "Dad lit a small fire inside a ring of stones."]],
    [
      "es",
      ["Acamparon en lo más hondo del bosque.", "Papá encendió una hoguera dentro de un círculo de piedras."],
    ],
    [
      "fr",
      ["Ils campaient au fond de la forêt.", "Papa a allumé un feu à l'intérieur d'un cercle de pierres."],
    ],
    ["hi", ["वे घने जंगल में ठहरे।", "पापा ने पत्थरों के घेरे के अंदर आग जलाई।"]],
    ["ta", ["அவர்கள் அடர்ந்த காட்டில் தங்கினார்கள்.", "அப்பா கல் வட்டத்தின் உள்ளே நெருப்பு மூட்டினார்."]],
  ])("keeps the forest for a fire inside a ring of stones (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["forest", "forest"]);
  });

  it("still goes home when someone goes inside", () => {
    expect(places("en", ["It snowed over the town.", "Inside, Mother made tea."])).toEqual(["city", "home"]);
    expect(places("en", ["It rained on the street.", "The children ran inside."])).toEqual([
      "street",
      "home",
    ]);
  });
});

describe("a school's holidays are a time, not the school", () => {
  it.each<[Language, string]>([
    ["en", "During the school holidays Kamal went with his mother to her office."],
    ["es", "Durante las vacaciones del colegio, Kamal fue con su madre a su oficina."],
    ["hi", "स्कूल की छुट्टियों में कमल अपनी माँ के साथ उनके दफ़्तर गया।"],
    ["kn", "ಶಾಲೆಯ ರಜೆಯಲ್ಲಿ ಕಮಲ್ ತನ್ನ ಅಮ್ಮನ ಜೊತೆ ಅವರ ಕಚೇರಿಗೆ ಹೋದ."],
    ["te", "బడి సెలవుల్లో కమల్ వాళ్లమ్మతో కలిసి ఆమె ఆఫీసుకి వెళ్లాడు."],
  ])("draws the office the story goes to (%s)", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["office"]);
  });

  it.each<[Language, string]>([
    ["en", "The school holidays began, and Kamal stayed in bed."],
    ["ta", "பள்ளி விடுமுறையில் கமல் வீட்டில் தூங்கினான்."],
  ])("never draws the school for its holidays (%s)", (language, sentence) => {
    expect(places(language, [sentence])).not.toContain("school");
  });
});

describe("a cowshed is the farm", () => {
  it.each<[Language, string]>([
    ["en", "Before sunrise Megha went with her grandfather to the cowshed."],
    ["es", "Antes del amanecer, Megha fue con su abuelo al establo."],
    ["fr", "Avant le lever du soleil, Megha est allée avec son grand-père à l'étable."],
    ["de", "Vor Sonnenaufgang ging Megha mit ihrem Großvater in den Kuhstall."],
    ["hi", "सूरज निकलने से पहले मेघा अपने दादाजी के साथ गोशाला गई।"],
    ["kn", "ಬೆಳಗಾಗುವ ಮೊದಲೇ ಮೇಘಾ ತನ್ನ ಅಜ್ಜನೊಂದಿಗೆ ದನದ ಕೊಟ್ಟಿಗೆಗೆ ಹೋದಳು."],
    ["ta", "விடியும் முன்பே மேகா தன் தாத்தாவுடன் மாட்டுத் தொழுவத்துக்குப் போனாள்."],
    ["te", "తెల్లవారక ముందే మేఘ తాతయ్యతో కలిసి పశువుల పాకకు వెళ్లింది."],
  ])("draws the cowshed as the farm (%s)", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["farm"]);
  });

  it("leaves a cow in the street where the story says the street", () => {
    expect(places("en", ["A cow stood in the middle of the busy street."])).toEqual(["street"]);
  });
});

describe("a house someone comes out of does not move the story indoors", () => {
  it("keeps the lane when the children come out of every house", () => {
    const story = [
      "The ice-cream man pushed his cart into our lane.",
      "The children came out of every house with coins in their fists.",
    ];
    expect(places("en", story)).toEqual(["street", "street"]);
  });
});
