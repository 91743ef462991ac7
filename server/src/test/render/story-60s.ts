/** The 60 s story of bench/render (a baker and a stranger): about a minute of narration, 15 sentences. */
export const STORY_60S =
  "Every morning, Mara opened her small bakery before the sun came up. The smell of fresh bread drifted down the quiet street. One winter day, a stranger arrived with a worn suitcase and no money. Mara gave him a warm loaf and a cup of tea. He thanked her and promised to return. Weeks passed, and the snow grew deep against her door. Mara often wondered whether he had found a home. Spring came, and the stranger walked in again, smiling. This time he carried a letter from the city council. The old market square would open again, and he wanted her bread at its heart. Mara hesitated, because her shop was tiny and her oven was old. The stranger laughed and said that the best things often start small. By summer, a line of neighbours stretched around the square every weekend. And every evening, Mara set aside one warm loaf for whoever needed it most. The town never forgot the baker who shared her bread with a stranger.";

/** Each sentence of STORY_60S in Spanish and Hindi, in order, as a translator would write them. */
const SENTENCES: readonly { en: string; es: string; hi: string }[] = [
  {
    en: "Every morning, Mara opened her small bakery before the sun came up.",
    es: "Cada mañana, Mara abría su pequeña panadería antes de que saliera el sol.",
    hi: "हर सुबह मारा सूरज निकलने से पहले अपनी छोटी सी बेकरी खोलती थी।",
  },
  {
    en: "The smell of fresh bread drifted down the quiet street.",
    es: "El olor a pan recién hecho bajaba por la calle tranquila.",
    hi: "ताज़ी रोटी की खुशबू शांत गली में फैल जाती थी।",
  },
  {
    en: "One winter day, a stranger arrived with a worn suitcase and no money.",
    es: "Un día de invierno llegó un desconocido con una maleta gastada y sin dinero.",
    hi: "सर्दियों के एक दिन एक अजनबी पुराना सूटकेस लिए बिना पैसों के आया।",
  },
  {
    en: "Mara gave him a warm loaf and a cup of tea.",
    es: "Mara le dio una hogaza caliente y una taza de té.",
    hi: "मारा ने उसे एक गरम रोटी और एक कप चाय दी।",
  },
  {
    en: "He thanked her and promised to return.",
    es: "Él le dio las gracias y prometió volver.",
    hi: "उसने धन्यवाद कहा और लौटने का वादा किया।",
  },
  {
    en: "Weeks passed, and the snow grew deep against her door.",
    es: "Pasaron las semanas y la nieve se amontonó contra su puerta.",
    hi: "हफ़्ते बीत गए और उसके दरवाज़े पर बर्फ़ जमती गई।",
  },
  {
    en: "Mara often wondered whether he had found a home.",
    es: "Mara se preguntaba a menudo si él habría encontrado un hogar.",
    hi: "मारा अक्सर सोचती थी कि क्या उसे कोई घर मिला होगा।",
  },
  {
    en: "Spring came, and the stranger walked in again, smiling.",
    es: "Llegó la primavera y el desconocido entró de nuevo, sonriendo.",
    hi: "वसंत आया और वह अजनबी मुस्कुराता हुआ फिर से अंदर आया।",
  },
  {
    en: "This time he carried a letter from the city council.",
    es: "Esta vez traía una carta del ayuntamiento.",
    hi: "इस बार उसके हाथ में नगर परिषद का एक पत्र था।",
  },
  {
    en: "The old market square would open again, and he wanted her bread at its heart.",
    es: "La vieja plaza del mercado volvería a abrir, y él quería su pan en el centro.",
    hi: "पुराना बाज़ार चौक फिर से खुलने वाला था और वह चाहता था कि उसकी रोटी उसके बीच में हो।",
  },
  {
    en: "Mara hesitated, because her shop was tiny and her oven was old.",
    es: "Mara dudó, porque su tienda era diminuta y su horno era viejo.",
    hi: "मारा हिचकिचाई, क्योंकि उसकी दुकान छोटी थी और उसका तंदूर पुराना था।",
  },
  {
    en: "The stranger laughed and said that the best things often start small.",
    es: "El desconocido se rió y dijo que las mejores cosas suelen empezar pequeñas.",
    hi: "अजनबी हँसा और बोला कि सबसे अच्छी चीज़ें अक्सर छोटी शुरू होती हैं।",
  },
  {
    en: "By summer, a line of neighbours stretched around the square every weekend.",
    es: "Para el verano, una fila de vecinos rodeaba la plaza cada fin de semana.",
    hi: "गर्मियों तक हर सप्ताहांत पड़ोसियों की लंबी कतार चौक के चारों ओर लग जाती थी।",
  },
  {
    en: "And every evening, Mara set aside one warm loaf for whoever needed it most.",
    es: "Y cada tarde, Mara guardaba una hogaza caliente para quien más la necesitara.",
    hi: "और हर शाम मारा एक गरम रोटी उसके लिए रख देती थी जिसे उसकी सबसे ज़्यादा ज़रूरत हो।",
  },
  {
    en: "The town never forgot the baker who shared her bread with a stranger.",
    es: "El pueblo nunca olvidó a la panadera que compartió su pan con un desconocido.",
    hi: "कस्बा उस बेकरी वाली को कभी नहीं भूला जिसने एक अजनबी के साथ अपनी रोटी बाँटी।",
  },
];

/**
 * A scene of STORY_60S said in Spanish or Hindi: each of its sentences replaced by its translation (a
 * scene holds whole sentences of the story; a sentence not in the story is kept as it is).
 */
export function sayStory60s(sceneText: string, language: "es" | "hi"): string {
  let said = sceneText;
  for (const s of SENTENCES) said = said.replace(s.en, s[language]);
  return said.replace(/\s+/g, " ").trim();
}
