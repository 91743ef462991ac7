import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places } from "./story-probes";

describe("a canal is drawn as the river", () => {
  it.each<[Language, string]>([
    ["en", "Old Ravi rowed his boat slowly down the canal."],
    ["es", "El viejo Ravi remaba despacio por el canal."],
    ["fr", "Le vieux Ravi ramait lentement sur le canal."],
    ["de", "Der alte Ravi ruderte langsam den Kanal entlang."],
    ["hi", "बूढ़ा रवि धीरे-धीरे नहर में नाव खेता रहा।"],
    ["kn", "ಮುದುಕ ರವಿ ನಿಧಾನವಾಗಿ ಕಾಲುವೆಯಲ್ಲಿ ದೋಣಿ ನಡೆಸಿದ."],
    ["ta", "வயதான ரவி மெதுவாகக் கால்வாயில் படகு ஓட்டினான்."],
    ["te", "ముసలి రవి నెమ్మదిగా కాలువలో పడవ నడిపాడు."],
  ])("in %s: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["river"]);
  });
});

describe("a vineyard is drawn as the farm, and the yard of the farm stays the farm", () => {
  it.each<[Language, string[]]>([
    ["en", ["Grandpa led the children up the hill to his vineyard.", "Later they ate in the farmyard."]],
    ["es", ["El abuelo llevó a los niños colina arriba hasta su viñedo.", "Comieron bajo los árboles."]],
    ["de", ["Opa führte die Kinder den Hügel hinauf in seinen Weinberg.", "Sie aßen unter den Bäumen."]],
    ["hi", ["दादाजी बच्चों को अपने अंगूर के बाग़ में ले गए।", "ट्रैक्टर नीचे आँगन तक आया।"]],
    ["kn", ["ಅಜ್ಜ ಮಕ್ಕಳನ್ನು ತಮ್ಮ ದ್ರಾಕ್ಷಿತೋಟಕ್ಕೆ ಕರೆದುಕೊಂಡು ಹೋದರು.", "ಟ್ರ್ಯಾಕ್ಟರ್ ಅಂಗಳಕ್ಕೆ ಬಂತು."]],
    ["ta", ["தாத்தா குழந்தைகளைத் தன் திராட்சைத் தோட்டத்துக்கு அழைத்துச் சென்றார்.", "அவர்கள் மரத்தடியில் சாப்பிட்டார்கள்."]],
    ["te", ["తాతయ్య పిల్లల్ని తన ద్రాక్షతోటకు తీసుకెళ్లారు.", "వాళ్లు చెట్ల కింద తిన్నారు."]],
  ])("in %s", (language, story) => {
    expect(places(language, story)).toEqual(story.map(() => "farm"));
  });
});

describe("a flat roof people go up on is the home's, as a balcony is", () => {
  it.each<[Language, string]>([
    ["en", "The children ran up to the flat roof with their kites."],
    ["es", "Los niños subieron a la azotea con sus cometas."],
    ["de", "Die Kinder stiegen mit ihren Drachen auf die Dachterrasse."],
    ["kn", "ಮಕ್ಕಳು ಗಾಳಿಪಟಗಳೊಂದಿಗೆ ತಾರಸಿಗೆ ಹತ್ತಿದರು."],
    ["ta", "குழந்தைகள் பட்டங்களுடன் மொட்டை மாடிக்குப் போனார்கள்."],
    ["te", "పిల్లలు గాలిపటాలతో డాబా మీదికి ఎక్కారు."],
  ])("in %s: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["home"]);
  });
});

describe("people do not move the scene by their work or their school", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      ["The lane behind the mosque was full of rainwater.", "The shopkeepers waited on their counters."],
    ],
    [
      "es",
      [
        "El callejón detrás de la mezquita estaba lleno de agua.",
        "Los tenderos esperaban sobre sus mostradores.",
      ],
    ],
    ["hi", ["मस्जिद के पीछे वाली गली में पानी भर गया।", "दुकानदार अपने काउंटरों पर बैठे रहे।"]],
    ["ta", ["கோயிலுக்குப் பின்னால் இருந்த சந்தில் தண்ணீர் நின்றது.", "கடைக்காரர்கள் கடை மேசைகளின் மேல் உட்கார்ந்திருந்தார்கள்."]],
  ])("keeps the lane when shopkeepers wait in it (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["street", "street"]);
  });

  it.each<[Language, string[]]>([
    ["en", ["Rain flooded the lane.", "Ali carried two children and their school bags through the water."]],
    ["hi", ["बारिश से गली में पानी भर गया।", "अली दो स्कूली बच्चों को पानी के पार ले गया।"]],
    ["kn", ["ಮಳೆಯಿಂದ ಓಣಿಯಲ್ಲಿ ನೀರು ತುಂಬಿತು.", "ಅಲಿ ಇಬ್ಬರು ಶಾಲಾ ಮಕ್ಕಳನ್ನು ನೀರಿನಲ್ಲಿ ಕರೆದುಕೊಂಡು ಹೋದ."]],
    ["ta", ["மழையால் சந்தில் தண்ணீர் நிறைந்தது.", "அலி இரண்டு பள்ளிக் குழந்தைகளைத் தண்ணீரில் அழைத்துச் சென்றான்."]],
    ["te", ["వానకు సందులో నీళ్లు నిండాయి.", "అలీ ఇద్దరు బడిపిల్లల్ని నీళ్లలోంచి తీసుకెళ్లాడు."]],
  ])("keeps the lane when schoolchildren pass through it (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["street", "street"]);
  });

  it("still sets a worker's place where the story has none", () => {
    expect(places("en", ["The shopkeeper counted the coins."])).toEqual(["shop"]);
  });
});

describe("a room named as what a thing or a start belongs to gives way to the place named with it", () => {
  it.each<[Language, string]>([
    ["en", "Grandma opened the kitchen window, and the bird flew across the road into the park."],
    ["es", "La abuela abrió la ventana de la cocina y el pájaro voló hasta el parque."],
    ["fr", "Mamie a ouvert la fenêtre de la cuisine et l'oiseau s'est envolé dans le parc."],
    ["hi", "दादी ने रसोई की खिड़की खोली और चिड़िया उड़कर पार्क में चली गई।"],
    ["kn", "ಅಜ್ಜಿ ಅಡುಗೆಮನೆಯ ಕಿಟಕಿ ತೆರೆದರು, ಹಕ್ಕಿ ಹಾರಿ ಪಾರ್ಕಿಗೆ ಹೋಯಿತು."],
    ["ta", "பாட்டி சமையலறை ஜன்னலைத் திறந்தார், பறவை பறந்து பூங்காவுக்குப் போனது."],
  ])("the park, in %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["park"]);
  });

  it("keeps the kitchen of a window where nothing else is named", () => {
    expect(places("en", ["Grandma opened the kitchen window."])).toEqual(["kitchen"]);
  });

  it.each<[Language, string[]]>([
    ["en", ["The lane was quiet after the rain.", "From her balcony, Mrs Rao let down a basket."]],
    ["kn", ["ಮಳೆಯ ನಂತರ ಓಣಿ ಶಾಂತವಾಗಿತ್ತು.", "ತಮ್ಮ ಬಾಲ್ಕನಿಯಿಂದ ರಾವ್ ಆಂಟಿ ಬುಟ್ಟಿಯನ್ನು ಇಳಿಸಿದರು."]],
  ])("keeps the lane where a balcony is only where a basket comes from (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["street", "street"]);
  });
});

describe("a road named after a station is the street", () => {
  it.each<[Language, string]>([
    ["en", "The procession set off down Station Road."],
    ["hi", "बारात स्टेशन रोड से निकली।"],
    ["kn", "ದಿಬ್ಬಣ ಸ್ಟೇಷನ್ ರಸ್ತೆಯಲ್ಲಿ ಹೊರಟಿತು."],
    ["ta", "ஊர்வலம் ஸ்டேஷன் ரோடு வழியாகப் புறப்பட்டது."],
    ["te", "ఊరేగింపు స్టేషన్ రోడ్డు మీదుగా బయలుదేరింది."],
  ])("in %s: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["street"]);
  });
});

describe("words that look like a place word are read as what they are", () => {
  it("reads Tamil legs (கால்களை) as no canal (கால்வாய்)", () => {
    expect(places("ta", ["ரவி பூங்காவில் நின்றான்.", "நாய் அவன் கால்களைச் சுற்றி ஓடியது."])).toEqual(["park", "park"]);
  });

  it("reads Spanish 'del' as 'of the', not as where someone comes from", () => {
    expect(places("es", ["Al amanecer, los niños oyeron un ruido al borde del bosque."])).toEqual(["forest"]);
  });

  it("keeps the school a school bus is named by", () => {
    expect(
      places("hi", ["घंटी बजते ही बच्चे खेल के मैदान में दौड़े।", "शाम को उसने स्कूल बस की खिड़की से हाथ हिलाया।"]),
    ).toEqual(["playground", "school"]);
  });

  it("draws a Telugu ground for games as the playground", () => {
    expect(places("te", ["పిల్లలంతా ఆట మైదానంలో చేరారు."])).toEqual(["playground"]);
  });
});

describe("houses named in the plural are seen from where the story is, not a home it goes into", () => {
  it.each<[Language, string[]]>([
    ["en", ["Maya and her father went to the beach.", "Her kite rose high over the houses."]],
    ["es", ["Maya y su padre fueron a la playa.", "Su cometa subió muy alto por encima de las casas."]],
    ["fr", ["Maya et son père sont allés à la plage.", "Son cerf-volant s'est élevé au-dessus des maisons."]],
    ["de", ["Maya und ihr Vater gingen an den Strand.", "Ihr Drachen stieg hoch über die Häuser."]],
    ["hi", ["माया और उसके पिता समुद्र तट पर गए।", "उसकी पतंग घरों के ऊपर ऊँची उड़ी।"]],
    ["kn", ["ಮಾಯಾ ಮತ್ತು ಅವಳ ಅಪ್ಪ ಕಡಲತೀರಕ್ಕೆ ಹೋದರು.", "ಅವಳ ಗಾಳಿಪಟ ಮನೆಗಳ ಮೇಲೆ ಎತ್ತರಕ್ಕೆ ಹಾರಿತು."]],
    ["ta", ["மாயாவும் அவள் அப்பாவும் கடற்கரைக்குப் போனார்கள்.", "அவள் பட்டம் வீடுகளுக்கு மேலே உயரப் பறந்தது."]],
    ["te", ["మాయా, ఆమె నాన్న బీచ్‌కి వెళ్లారు.", "ఆమె గాలిపటం ఇళ్ల మీదుగా ఎత్తుకు ఎగిరింది."]],
  ])("in %s", (language, story) => {
    const [first, second] = places(language, story);
    expect(first).not.toBe("home");
    expect(second).toBe(first);
  });

  it("still goes home when the story has no place yet", () => {
    expect(places("en", ["They walked back to their houses."])).toEqual(["home"]);
  });
});

describe("a bus stop is drawn in the street", () => {
  it.each<[Language, string]>([
    ["en", "Ravi waited at the bus stop with his sister."],
    ["kn", "ರವಿ ತಂಗಿಯ ಜೊತೆ ಬಸ್ ನಿಲ್ದಾಣದಲ್ಲಿ ಕಾಯುತ್ತಿದ್ದ."],
    ["ta", "ரவி தங்கையுடன் பேருந்து நிறுத்தத்தில் காத்திருந்தான்."],
    ["ta", "ரவி தங்கையுடன் பஸ் நிறுத்தத்தில் காத்திருந்தான்."],
  ])("in %s: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["street"]);
  });
});

describe("a science fair is the school's, not a market", () => {
  it.each<[Language, string]>([
    ["en", "At the science fair in the school hall, Kavya and Omar built a clay volcano."],
    ["es", "En la feria de ciencias, Kavya y Omar montaron un volcán de arcilla sobre su mesa."],
  ])("in %s: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["school"]);
  });
});

describe("a German Hof driven to, or strawberries picked, is the farm", () => {
  it.each([
    "An einem sonnigen Morgen fuhr Mama mit Zoya auf einen Hof bei Mahabaleshwar.",
    "Am Samstag fuhr Papa mit Ishaan zum Erdbeerpflücken.",
  ])("%s", (sentence) => {
    expect(places("de", [sentence])).toEqual(["farm"]);
  });

  it("keeps the house's own yard at home", () => {
    expect(places("de", ["Opa wusch das Auto im Hof."])).toEqual(["home"]);
  });
});

describe("rows of cages are a pet shop where the story has named no place", () => {
  it.each<[Language, string]>([
    ["en", "Among cages of squawking parrots, Neil chose a goldfish for his birthday."],
    ["es", "Entre jaulas de loros chillones, Neil eligió un pececito para su cumpleaños."],
    ["fr", "Entre les cages de perroquets criards, Neil a choisi un poisson rouge pour ses sept ans."],
    ["de", "Zwischen Käfigen voller Papageien suchte sich Neil zu seinem Geburtstag einen Goldfisch aus."],
    ["hi", "चीख़ते तोतों के पिंजरों के बीच, नील ने अपने जन्मदिन के लिए एक मछली चुनी।"],
    ["kn", "ಕಿರುಚುವ ಗಿಳಿಗಳ ಪಂಜರಗಳ ನಡುವೆ ನೀಲ್ ತನ್ನ ಹುಟ್ಟುಹಬ್ಬಕ್ಕೆ ಒಂದು ಮೀನನ್ನು ಆರಿಸಿದ."],
    ["ta", "கத்தும் கிளிகளின் கூண்டுகளுக்கும் நடுவே, நீல் தன் பிறந்தநாளுக்காக ஒரு தங்கமீனைத் தேர்ந்தெடுத்தான்."],
    ["te", "అరిచే చిలుకల పంజరాల మధ్య నీల్ తన పుట్టినరోజు కోసం ఒక చేపను ఎంచుకున్నాడు."],
  ])("in %s: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["shop"]);
  });

  it("keeps a story's named place around the cages", () => {
    expect(places("en", ["At the zoo, Neil walked past the cages of parrots."])).toEqual(["park"]);
  });
});
