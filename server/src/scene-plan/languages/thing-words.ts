import type { Language } from "@reelsmith/contract/languages";

/**
 * Things in their everyday sense where the shared tables draw a look-alike or nothing: a newspaper, a clay
 * lamp, a cooking pot; a small dog is the dog and no poodle; a word that only looks like a thing's ("bougé",
 * moved, is no candle; "class" no bicycle; a neck no scarf) draws nothing. Specs as in
 * overrides.ts; they win over the other tables, on their oblique stems too.
 */
export const THING_WORDS: Record<Language, Readonly<Record<string, string>>> = {
  en: {
    // A bank passbook is a small booklet: drawn as a notebook.
    passbook: "notebook",
    // A pot is read by its sentence (two-senses.ts): the potter's is the amphora, any other draws nothing.
    pot: "pot-of-food",
    pots: "pot-of-food",
    // "rose" before "up", "out", "into" is the past of "rise", no flower.
    "rose up": "-",
    "rose out": "-",
    "rose into": "-",
    "rose above": "-",
    "rose over": "-",
    "savings book": "notebook",
    // Chocolate spread as icing or cream is part of the cake it covers, no chocolate bar.
    "chocolate icing": "-",
    "chocolate cream": "-",
    // A tea estate grows tea: the farm, no cup of tea.
    "tea estate": "#farm",
    "tea estates": "#farm",
    "tea garden": "#farm",
    "tea plantation": "#farm",
    // A school bag is carried on the back: the backpack, no shopping bag.
    "school bag": "backpack",
    "school bags": "backpack",
    schoolbag: "backpack",
    schoolbags: "backpack",
    // A snake boat is the long rowing boat of a Kerala race, no snake.
    "snake boat": "canoe",
    "snake boats": "canoe",
    // A chairlift or a cable car carries people up a mountain: the cableway. A trolley pushed in a shop is
    // the shopping cart; a flask pictures no bottle of its own (what it holds is drawn); a uniform and the
    // ground have no picture of their sense (no martial-arts uniform, no umbrella on the ground).
    chairlift: "mountain-cableway",
    chairlifts: "mountain-cableway",
    "chair lift": "mountain-cableway",
    trolley: "shopping-cart",
    trolleys: "shopping-cart",
    "luggage trolley": "luggage",
    flask: "-",
    flasks: "-",
    uniform: "-",
    uniforms: "-",
    ground: "-",
    "milky way": "milky-way",
    // The young of a duck are chicks (the swan's keywords name an "ugly duckling"); a mother duck is a duck.
    duckling: "~baby-chick",
    ducklings: "~baby-chick",
    "mother duck": "~duck",
    // A photographer is drawn with the camera.
    photographer: "@person/photographer/u+camera",
    // A word whose sense the sentence rarely settles draws nothing rather than a look-alike: a stick may be
    // a walking stick (no firewood), clay is a material (no brick), a wheel a potter's (no car wheel), a
    // flock any birds or sheep (no goose). Sticks gathered stay firewood, a flock of sheep the sheep.
    stick: "-",
    clay: "-",
    wheel: "-",
    flock: "-",
    // A fair is drawn as the market it is held like.
    "the fair": "#market",
    "village fair": "#market",
    funfair: "#market",
    fairground: "#market",
    neck: "-",
    necks: "-",
    "came into view": "-",
    "front row": "-",
    marigold: "blossom",
    marigolds: "blossom",
    class: "-",
    classes: "-",
    "clay lamp": "diya-lamp",
    "clay lamps": "diya-lamp",
    "oil lamp": "diya-lamp",
    "oil lamps": "diya-lamp",
    diya: "diya-lamp",
    diyas: "diya-lamp",
    shuttlecock: "badminton",
    "small dog": "~dog",
    "little dog": "~dog",
    "small cat": "~cat",
    "little cat": "~cat",
    // A bag, by its class: the bag icon, read where the story is (luggage on a journey).
    bag: "shopping-bags",
    bags: "shopping-bags",
    // A crate or a paper bag is no parcel and no shopping bag: no icon draws it. A band that plays is drawn
    // by its trumpet; a band round something is no flute.
    crate: "-",
    crates: "-",
    // A tub may be a vat as well as a bath: only a bath draws the bathtub.
    tub: "-",
    tubs: "-",
    "paper bag": "-",
    "paper bags": "-",
    band: "trumpet",
    bands: "trumpet",
    "brass band": "trumpet",
    "rubber band": "-",
    "rubber bands": "-",
    "hair band": "-",
    "wedding band": "-",
    // What a procedure is done with: an injection is given with a syringe. A cup of paper is a disposable
    // cup, no mug of something hot; an animal's prints are its paw prints; gujiyas are filled sweet dumplings;
    // a pichkari is the festival's water pistol.
    injection: "syringe",
    injections: "syringe",
    vaccination: "syringe",
    // "The goat next door": the neighbours' goat, no door.
    "next door": "-",
    "next-door": "-",
    "paper cup": "cup-with-straw",
    "paper cups": "cup-with-straw",
    "paw prints": "paw-prints",
    "paw print": "paw-prints",
    pawprints: "paw-prints",
    gujiya: "dumpling",
    gujiyas: "dumpling",
    gujia: "dumpling",
    gujias: "dumpling",
    pichkari: "water-pistol",
    pichkaris: "water-pistol",
    // Footprints; an animal's are its paw prints (thing-readings.ts).
    footprint: "footprints",
    footprints: "footprints",
  },
  es: {
    "plantación de té": "#farm",
    // A flag's mast pictures no sailing boat; a "barca serpiente" (snake boat) is a rowing boat, no snake.
    mástil: "-",
    "barca serpiente": "canoe",
    "barcas serpiente": "canoe",
    // A "pista" is a ski run, a track or a clue: no puzzle piece.
    pista: "-",
    pistas: "-",
    telesilla: "mountain-cableway",
    telesillas: "mountain-cableway",
    teleférico: "mountain-cableway",
    "vía láctea": "milky-way",
    patito: "~baby-chick",
    patitos: "~baby-chick",
    termo: "-",
    fotógrafo: "@person/photographer/m+camera",
    fotógrafa: "@person/photographer/f+camera",
    // A thorn is no hedgehog; a piece of something no puzzle piece.
    espina: "-",
    espinas: "-",
    pieza: "-",
    piezas: "-",
    // A wave draws the wave (at a river too: ripples). A fair is a market; a "bandada" is always of birds.
    ola: "water-wave",
    olas: "water-wave",
    feria: "#market",
    bandada: "~bird",
    barro: "-",
    bastón: "-",
    cuello: "-",
    bol: "bowl-with-spoon",
    bols: "bowl-with-spoon",
    rojo: "-",
    roja: "-",
    rojos: "-",
    rojas: "-",
    tiritando: "-",
    tiritaba: "-",
    número: "-",
    cuerda: "-",
    caléndulas: "blossom",
    timbre: "bell",
    "lamparitas de barro": "diya-lamp",
    "lámparas de barro": "diya-lamp",
    "lamparillas de barro": "diya-lamp",
    olla: "pot-of-food",
    ollas: "pot-of-food",
    periódico: "newspaper",
    "perro pequeño": "~dog",
    perrito: "~dog",
    gatito: "~cat",
    // A plastic or wooden box is a crate and a paper bag no shopping bag: no icon draws them. A band of
    // music is drawn by its trumpet, a "banda" alone (a sash, a strip, a gang) by nothing; a pumpkin is no
    // bottle of cava.
    // Boxes in numbers are crates or cartons more often than parcels: no icon draws them.
    cajas: "-",
    "caja de plástico": "-",
    "cajas de plástico": "-",
    "caja de madera": "-",
    "cajas de madera": "-",
    "bolsa de papel": "-",
    "bolsas de papel": "-",
    "banda de música": "trumpet",
    "banda de metales": "trumpet",
    "banda del colegio": "trumpet",
    banda: "-",
    calabaza: "-",
    calabazas: "-",
    // What a thing is made of ("una tina de madera", "una bolsa de papel") is no thing of its own, and an
    // empty boat ("vacía") no derelict house.
    "de madera": "-",
    "de papel": "-",
    "de plástico": "-",
    vacía: "-",
    vacío: "-",
    vacías: "-",
    vacíos: "-",
    // What a procedure is done with, a paper cup, an animal's prints, the festival's sweets and water pistols.
    inyección: "syringe",
    inyecciones: "syringe",
    vacuna: "syringe",
    "vaso de papel": "cup-with-straw",
    "vasos de papel": "cup-with-straw",
    "huellas de patas": "paw-prints",
    "huellas de pata": "paw-prints",
    gujiya: "dumpling",
    gujiyas: "dumpling",
    pichkari: "water-pistol",
    huella: "footprints",
    huellas: "footprints",
  },
  fr: {
    // A pot is read by its sentence (two-senses.ts): the potter's is the amphora, any other draws nothing.
    pot: "pot-of-food",
    pots: "pot-of-food",
    "livret d'épargne": "notebook",
    // Sweets "à l'orange" taste of orange: the sweets, no orange.
    "à l'orange": "-",
    "glaçage au chocolat": "-",
    "plantation de thé": "#farm",
    cartable: "backpack",
    cartables: "backpack",
    mât: "-",
    "bateau-serpent": "canoe",
    "bateaux-serpent": "canoe",
    "bateau serpent": "canoe",
    "bateaux serpent": "canoe",
    // The steps of a school ("les marches") are no market; a ski "moniteur" is the instructor, no screen.
    marches: "-",
    moniteur: "@person/teacher/m",
    monitrice: "@person/teacher/f",
    télésiège: "mountain-cableway",
    télésièges: "mountain-cableway",
    téléphérique: "mountain-cableway",
    "voie lactée": "milky-way",
    caneton: "~baby-chick",
    canetons: "~baby-chick",
    cane: "~duck",
    thermos: "-",
    photographe: "@person/photographer/u+camera",
    // "heavy" is no rock.
    lourd: "-",
    lourde: "-",
    lourds: "-",
    lourdes: "-",
    vague: "water-wave",
    vagues: "water-wave",
    foire: "#market",
    "fête foraine": "#market",
    // A "salle des fêtes" is a village or school hall, no party.
    "salle des fêtes": "-",
    argile: "-",
    volée: "-",
    "feux d'artifice": "fireworks",
    "feu d'artifice": "fireworks",
    "premier rang": "-",
    guirlande: "-",
    guirlandes: "-",
    "guirlandes de soucis": "blossom",
    tourner: "-",
    "lampes en terre": "diya-lamp",
    "lampes à huile": "diya-lamp",
    "lampe à huile": "diya-lamp",
    bougé: "-",
    bouger: "-",
    bouge: "-",
    marmite: "pot-of-food",
    "petit chien": "~dog",
    "petit chat": "~cat",
    // A crate ("caisse", a till too) and a paper bag have no icon; a "fanfare" is drawn by its trumpet; a
    // pile of things is no battery, a pumpkin no jack-o'-lantern, and "en train de" (in the middle of doing)
    // no train.
    caisse: "-",
    caisses: "-",
    "sachet en papier": "-",
    "sac en papier": "-",
    "sac de papier": "-",
    fanfare: "trumpet",
    fanfares: "trumpet",
    "pile de": "-",
    "piles de": "-",
    citrouille: "-",
    citrouilles: "-",
    "en train de": "-",
    "en train d'": "-",
    // What a procedure is done with, a paper cup, an animal's prints, the festival's sweets and water pistols.
    piqûre: "syringe",
    piqûres: "syringe",
    injection: "syringe",
    injections: "syringe",
    vaccin: "syringe",
    gobelet: "teacup-without-handle",
    gobelets: "teacup-without-handle",
    "traces de pattes": "paw-prints",
    "empreintes de pattes": "paw-prints",
    gujiya: "dumpling",
    gujiyas: "dumpling",
    pichkari: "water-pistol",
    "empreintes de pas": "footprints",
    "traces de pas": "footprints",
  },
  de: {
    Sparbuch: "notebook",
    teeplantage: "#farm",
    schulranzen: "backpack",
    schultasche: "backpack",
    schultaschen: "backpack",
    // A flag's mast pictures no sailing boat.
    mast: "-",
    fahnenmast: "-",
    sessellift: "mountain-cableway",
    seilbahn: "mountain-cableway",
    milchstraße: "milky-way",
    entenmutter: "~duck",
    entenküken: "~baby-chick",
    thermoskanne: "-",
    fotograf: "@person/photographer/m+camera",
    fotografin: "@person/photographer/f+camera",
    // A potter is no pot; a Schale (a bowl, or a peel) no scarf.
    töpfer: "-",
    schale: "-",
    schalen: "-",
    welle: "water-wave",
    wellen: "water-wave",
    // A Becher is a cup or a mug, no paper cup with a straw; clay is a material.
    becher: "hot-beverage",
    ton: "-",
    schwarm: "-",
    einkaufstasche: "shopping-bags",
    einkaufstaschen: "shopping-bags",
    handtasche: "handbag",
    hals: "-",
    tonlämpchen: "diya-lamp",
    tonlampen: "diya-lamp",
    öllämpchen: "diya-lamp",
    öllampen: "diya-lamp",
    topf: "pot-of-food",
    töpfe: "pot-of-food",
    töpfen: "pot-of-food",
    // A flower pot holds a plant: the potted plant, no cooking pot.
    blumentopf: "potted-plant",
    blumentöpfe: "potted-plant",
    blumentöpfen: "potted-plant",
    kochtopf: "pot-of-food",
    "kleiner hund": "~dog",
    "kleine hund": "~dog",
    "kleinen hund": "~dog",
    "kleine katze": "~cat",
    // A plastic or wooden Kiste is a crate and a Papiertüte no shopping bag: no icon draws them. A brass
    // band is drawn by its trumpet; a Tor (a gate) is no goal net.
    plastikkiste: "-",
    plastikkisten: "-",
    holzkiste: "-",
    holzkisten: "-",
    papiertüte: "-",
    papiertüten: "-",
    blaskapelle: "trumpet",
    tor: "-",
    // What a procedure is done with, a paper cup, an animal's prints, the festival's sweets and water pistols.
    Injektion: "syringe",
    Impfung: "syringe",
    Pappbecher: "cup-with-straw",
    Papierbecher: "cup-with-straw",
    Pfotenabdrücke: "paw-prints",
    Pfotenabdruck: "paw-prints",
    Pfotenspuren: "paw-prints",
    Gujiya: "dumpling",
    Gujiyas: "dumpling",
    Pichkari: "water-pistol",
    Fußabdruck: "footprints",
    Fußabdrücke: "footprints",
    Fußspuren: "footprints",
  },
  hi: {
    पासबुक: "notebook",
    // "संतरे वाली टॉफ़ियाँ": toffees that taste of orange, no orange.
    "संतरे वाली": "-",
    "संतरे वाले": "-",
    टॉफ़ी: "candy",
    टॉफ़ियाँ: "candy",
    "चॉकलेट की परत": "-",
    "चाय के बागान": "#farm",
    "चाय का बागान": "#farm",
    "चाय बागान": "#farm",
    बस्ता: "backpack",
    बस्ते: "backpack",
    क्रोसाँ: "croissant",
    झोंपड़ी: "#home/hut",
    झोंपड़ियाँ: "#home/hut",
    क्रोसां: "croissant",
    चेयरलिफ़्ट: "mountain-cableway",
    चेयरलिफ्ट: "mountain-cableway",
    ट्रॉली: "shopping-cart",
    आकाशगंगा: "milky-way",
    बत्तख़: "~duck",
    "बत्तख़ के बच्चों": "~baby-chick",
    "बत्तख़ के बच्चे": "~baby-chick",
    "बत्तख के बच्चों": "~baby-chick",
    "बत्तख के बच्चे": "~baby-chick",
    फ़ोटोग्राफ़र: "@person/photographer/u+camera",
    फोटोग्राफर: "@person/photographer/u+camera",
    लहर: "water-wave",
    लहरें: "water-wave",
    लहरों: "water-wave",
    सीप: "spiral-shell",
    सीपी: "spiral-shell",
    सीपियाँ: "spiral-shell",
    सीपियां: "spiral-shell",
    मेला: "#market",
    मेले: "#market",
    स्पैनर: "wrench",
    पाना: "wrench",
    कुल्हड़: "teacup-without-handle",
    गेंदे: "blossom",
    अख़बार: "newspaper",
    अखबार: "newspaper",
    "छोटा कुत्ता": "~dog",
    "छोटे कुत्ते": "~dog",
    "छोटी बिल्ली": "~cat",
    "मिट्टी के दीये": "diya-lamp",
    "मिट्टी के दीयों": "diya-lamp",
    दीयों: "diya-lamp",
    दिये: "diya-lamp",
    दियों: "diya-lamp",
    पतीला: "pot-of-food",
    पतीले: "pot-of-food",
    // A paper bag is no shopping bag; a band with its drums (बैंड-बाजा) is drawn by its trumpet.
    "काग़ज़ की थैली": "-",
    "कागज़ की थैली": "-",
    "कागज की थैली": "-",
    बैंड: "trumpet",
    // A tub may be a vat as well as a bath.
    टब: "-",
    "बैंड-बाजा": "trumpet",
    "बैंड बाजा": "trumpet",
    // What a procedure is done with (an injection's syringe), a paper cup, an animal's prints, the festival's
    // sweets (गुझिया) and water pistols (पिचकारी).
    सुई: "syringe",
    इंजेक्शन: "syringe",
    "काग़ज़ी गिलास": "cup-with-straw",
    "कागज़ी गिलास": "cup-with-straw",
    "कागजी गिलास": "cup-with-straw",
    "पंजों के निशान": "paw-prints",
    गुझिया: "dumpling",
    गुझियाँ: "dumpling",
    गुजिया: "dumpling",
    पिचकारी: "water-pistol",
    पिचकारियाँ: "water-pistol",
    पिचकारियां: "water-pistol",
    पिचकारियों: "water-pistol",
    "पैरों के निशान": "footprints",
    "क़दमों के निशान": "footprints",
    "कदमों के निशान": "footprints",
    पदचिह्न: "footprints",
  },
  kn: {
    ದೂರದರ್ಶಕ: "telescope",
    // Jaggery, no bell ("ಬೆಲ್").
    ಬೆಲ್ಲ: "-",
    ಪಾಸ್‌ಬುಕ್: "notebook",
    // Orange sweets ("ಕಿತ್ತಳೆ ಮಿಠಾಯಿ") are sweets, no oranges.
    "ಕಿತ್ತಳೆ ಮಿಠಾಯಿಗಳನ್ನು": "candy",
    "ಕಿತ್ತಳೆ ಮಿಠಾಯಿ": "candy",
    ಮಿಠಾಯಿ: "candy",
    ಮಿಠಾಯಿಗಳನ್ನು: "candy",
    "ಚಾಕೊಲೇಟ್ ಕ್ರೀಮ್": "-",
    "ಚಹಾ ತೋಟಕ್ಕೆ": "#farm",
    "ಚಹಾ ತೋಟ": "#farm",
    "ಶಾಲಾ ಚೀಲ": "backpack",
    "ಶಾಲಾ ಚೀಲಗಳನ್ನು": "backpack",
    "ಹಾವು ದೋಣಿ": "canoe",
    ಕ್ರೋಸಾಂ: "croissant",
    // "ಅಂಗಾತ" (on one's back) is no shirt; "ಮರಿ" is the young of any animal, whose kind the word does not say.
    ಅಂಗಾತ: "-",
    ಮರಿ: "-",
    ಮರಿಗಳು: "-",
    // A hut ("ಗುಡಿಸಲು") is a home, no temple ("ಗುಡಿ").
    ಗುಡಿಸಲು: "#home/hut",
    ಚೇರ್‌ಲಿಫ್ಟ್: "mountain-cableway",
    ಟ್ರಾಲಿ: "shopping-cart",
    ಕ್ಷೀರಪಥ: "milky-way",
    ಫ್ಲಾಸ್ಕ್: "-",
    ಫೋಟೋಗ್ರಾಫರ್: "@person/photographer/u+camera",
    ಅಲೆ: "water-wave",
    ಅಲೆಗಳು: "water-wave",
    ಕಪ್ಪೆಚಿಪ್ಪು: "spiral-shell",
    ಚಿಪ್ಪು: "spiral-shell",
    ಜಾತ್ರೆ: "#market",
    ಸ್ಪ್ಯಾನರ್: "wrench",
    // A fort (no coat, which only sounds like it); a wheel may be a potter's.
    ಕೋಟೆ: "castle",
    ಚಕ್ರ: "-",
    "ಬಸ್ ಸ್ಟಾಪ್": "bus-stop",
    ಕಾಗದ: "-",
    ಕಾಗದದ: "-",
    ನಕ್ಷತ್ರ: "star",
    ಹಾಲ್: "-",
    "ಚೆಂಡು ಹೂ": "blossom",
    "ಚೆಂಡು ಹೂವಿನ": "blossom",
    "ಚೆಂಡು ಹೂವು": "blossom",
    "ಚಾಕೊಲೇಟ್ ಕೇಕ್": "birthday-cake",
    "ಚಾಕೊಲೇಟ್ ಕೇಕ": "birthday-cake",
    ಹಣತೆ: "diya-lamp",
    ಹಣತೆಗಳು: "diya-lamp",
    ದಿನಪತ್ರಿಕೆ: "newspaper",
    ಡಬ್ಬಿ: "package",
    "ಚಿಕ್ಕ ನಾಯಿ": "~dog",
    "ಪುಟ್ಟ ನಾಯಿ": "~dog",
    // A paper bag is no shopping bag; a band is drawn by its trumpet.
    "ಕಾಗದದ ಚೀಲ": "-",
    ಬ್ಯಾಂಡ್: "trumpet",
    // What a procedure is done with (an injection's syringe), a paper cup, an animal's prints, the festival's
    // sweets and water pistols (ಪಿಚಕಾರಿ).
    ಇಂಜೆಕ್ಷನ್: "syringe",
    ಚುಚ್ಚುಮದ್ದು: "syringe",
    "ಕಾಗದದ ಲೋಟ": "cup-with-straw",
    "ಕಾಗದದ ಲೋಟಗಳಲ್ಲಿ": "cup-with-straw",
    "ಕಾಗದದ ಲೋಟಗಳು": "cup-with-straw",
    ಪಂಜದಗುರುತು: "paw-prints",
    ಕರ್ಜಿಕಾಯಿ: "dumpling",
    ಗುಜಿಯಾ: "dumpling",
    ಪಿಚಕಾರಿ: "water-pistol",
    ಪಿಚಕಾರಿಗಳು: "water-pistol",
    ಪಿಚಕಾರಿಗಳಿಂದ: "water-pistol",
    "ಹೆಜ್ಜೆ ಗುರುತು": "footprints",
    "ಹೆಜ್ಜೆ ಗುರುತುಗಳು": "footprints",
    "ಹೆಜ್ಜೆ ಗುರುತುಗಳನ್ನು": "footprints",
    ಹೆಜ್ಜೆಗುರುತು: "footprints",
    ಹೆಜ್ಜೆಗುರುತುಗಳನ್ನು: "footprints",
  },
  ta: {
    தொலைநோக்கி: "telescope",
    "ஆரஞ்சு மிட்டாய்களை": "candy",
    "ஆரஞ்சு மிட்டாய்": "candy",
    "சாக்லேட் க்ரீமைப்": "-",
    "சாக்லேட் க்ரீம்": "-",
    "தேயிலைத் தோட்டத்துக்கு": "#farm",
    "தேயிலைத் தோட்டம்": "#farm",
    "புத்தகப் பை": "backpack",
    "புத்தகப் பைகளைத்": "backpack",
    "பள்ளிப் பை": "backpack",
    "பாம்புப் படகு": "canoe",
    "பாம்புப் படகுப்": "canoe",
    குரோசான்: "croissant",
    // "கோடு" is a line drawn (no coat); "சூப்பர்" of a supermarket is no soup.
    கோடு: "-",
    // "வெடித்துச் சிரித்தார்கள்" (burst out laughing) sets off no firecracker; "படம் பிடித்தார்" takes a photo.
    வெடித்துச்: "-",
    வெடித்து: "-",
    "படம் பிடித்தார்": "camera",
    "படம் பிடித்தாள்": "camera",
    "படம் பிடித்தான்": "camera",
    சூப்பர்: "-",
    "நாற்காலி லிஃப்ட்": "mountain-cableway",
    தள்ளுவண்டி: "shopping-cart",
    பால்வீதி: "milky-way",
    குஞ்சு: "~baby-chick",
    குஞ்சுகள்: "~baby-chick",
    பிளாஸ்க்: "-",
    புகைப்படக்காரர்: "@person/photographer/u+camera",
    // Wiping (துடை-) is no broom (துடைப்பம்); a wheel may be a potter's.
    துடைத்தாள்: "-",
    துடைத்தார்: "-",
    துடைத்தான்: "-",
    துடைத்து: "-",
    சக்கரம்: "-",
    அலை: "water-wave",
    அலைகள்: "water-wave",
    ஸ்பானர்: "wrench",
    பை: "shopping-bags",
    பைகள்: "shopping-bags",
    பையை: "shopping-bags",
    பையில்: "shopping-bags",
    பையிலிருந்து: "shopping-bags",
    பைகளில்: "shopping-bags",
    கைப்பை: "handbag",
    சாமந்திப்பூ: "blossom",
    மாலைகள்: "-",
    மாலைகளை: "-",
    "சின்ன நாய்": "~dog",
    "சிறிய நாய்": "~dog",
    "குட்டி நாய்": "~dog",
    // A paper bag is no shopping bag and a plastic box no parcel; a band is drawn by its trumpet.
    "காகிதப் பை": "-",
    "காகிதப் பையை": "-",
    "பிளாஸ்டிக் பெட்டி": "-",
    பேண்டு: "trumpet",
    // A paper cup, the festival's sweets and water pistols (தண்ணீர்த் துப்பாக்கி, பீச்சாங்குழல்).
    "காகிதக் கோப்பை": "cup-with-straw",
    "காகிதக் கோப்பைகளில்": "cup-with-straw",
    "காகிதக் கோப்பைகள்": "cup-with-straw",
    சோமாஸ்: "dumpling",
    குஜியா: "dumpling",
    "தண்ணீர்த் துப்பாக்கி": "water-pistol",
    "தண்ணீர்த் துப்பாக்கிகளால்": "water-pistol",
    "தண்ணீர்த் துப்பாக்கிகள்": "water-pistol",
    பீச்சாங்குழல்: "water-pistol",
    பீச்சாங்குழல்கள்: "water-pistol",
    பீச்சாங்குழல்களால்: "water-pistol",
    கால்தடம்: "footprints",
    கால்தடங்கள்: "footprints",
    கால்தடங்களை: "footprints",
    கால்தடங்களைப்: "footprints",
  },
  te: {
    పాస్‌బుక్: "notebook",
    "నారింజ మిఠాయిలు": "candy",
    "నారింజ మిఠాయి": "candy",
    మిఠాయిలు: "candy",
    "చాక్లెట్ క్రీమ్": "-",
    "తేయాకు తోటకు": "#farm",
    "తేయాకు తోట": "#farm",
    "స్కూలు బ్యాగు": "backpack",
    "స్కూలు బ్యాగుల్ని": "backpack",
    "స్కూలు సంచి": "backpack",
    "పాము పడవ": "canoe",
    "పాము పడవల": "canoe",
    క్రోసాంట్: "croissant",
    కమలాపండు: "tangerine",
    కమలాపండ్లు: "tangerine",
    చెయిర్‌లిఫ్ట్: "mountain-cableway",
    ట్రాలీ: "shopping-cart",
    పాలపుంత: "milky-way",
    బాతుపిల్ల: "~baby-chick",
    బాతుపిల్లలు: "~baby-chick",
    ఫొటోగ్రాఫర్: "@person/photographer/u+camera",
    అల: "water-wave",
    అలలు: "water-wave",
    గవ్వ: "spiral-shell",
    గవ్వలు: "spiral-shell",
    జాతర: "#market",
    స్పానర్: "wrench",
    "బస్ స్టాప్": "bus-stop",
    గాలి: "-",
    గాలిపటం: "kite",
    పందెం: "-",
    బంతిపూలు: "blossom",
    బంతిపూల: "blossom",
    బంతిపువ్వు: "blossom",
    బెలూన్లు: "balloon",
    బెలూన్ల: "balloon",
    డబ్బా: "package",
    కత్తిరి: "-",
    కత్తిరించ: "-",
    ప్రమిద: "diya-lamp",
    ప్రమిదలు: "diya-lamp",
    "చిన్న కుక్క": "~dog",
    // A paper bag is no shopping bag and a plastic box no parcel; a band is drawn by its trumpet.
    "కాగితం సంచి": "-",
    "ప్లాస్టిక్ పెట్టె": "-",
    బ్యాండు: "trumpet",
    // What a procedure is done with (an injection's syringe), a paper cup, the festival's sweets and water
    // pistols (పిచికారీ).
    ఇంజెక్షన్: "syringe",
    ఇంజక్షన్: "syringe",
    "కాగితపు గ్లాసు": "cup-with-straw",
    "కాగితపు గ్లాసులు": "cup-with-straw",
    "కాగితపు గ్లాసుల్లో": "cup-with-straw",
    "కాగితం గ్లాసుల్లో": "cup-with-straw",
    కజ్జికాయ: "dumpling",
    కజ్జికాయలు: "dumpling",
    గుజియా: "dumpling",
    పిచికారీ: "water-pistol",
    పిచికారీలు: "water-pistol",
    పిచికారీలతో: "water-pistol",
    పిచ్చికారీలతో: "water-pistol",
    అడుగుజాడ: "footprints",
    అడుగుజాడలు: "footprints",
    పాదముద్రలు: "footprints",
  },
};

/**
 * Seeds, pips and kernels: what a plant gives, named with the plant ("sunflower seeds", "pipas de girasol",
 * "graines de tournesol", "सूरजमुखी के बीज", "ಸೂರ್ಯಕಾಂತಿ ಬೀಜ", "சூரியகாந்தி விதைகள்"): the seeds are drawn, not
 * the plant. `seeds` matches the seed word (a word's start in hi, kn, ta and te, where the case joins it);
 * the plant stands right before it, or before a genitive (`genitive`: "के"), or after it and `of` ("de").
 * German joins them in one word, read by its head.
 */
export const SEED_WORDS: Record<
  Language,
  { seeds: RegExp; of?: ReadonlySet<string>; genitive?: ReadonlySet<string> } | null
> = {
  en: { seeds: /^(seeds?|pips?|kernels?)$/u },
  es: { seeds: /^(pipas?|semillas?|pepitas?)$/u, of: new Set(["de"]) },
  fr: { seeds: /^(graines?|pépins?)$/u, of: new Set(["de", "d'"]) },
  de: null,
  hi: { seeds: /^बीज/u, genitive: new Set(["के", "की", "का"]) },
  kn: { seeds: /^ಬೀಜ/u },
  ta: { seeds: /^விதை/u },
  te: { seeds: /^(గింజ|విత్తన)/u },
};

/** Words for a table ("at the table", "a la mesa", "am Tisch", "मेज़ पर", "ಮೇಜಿನ ಬಳಿ"): in a sentence where
 * someone eats, the meal laid on it is drawn. Whole words in the Latin scripts; in hi, kn, ta and te a
 * word's start (the case joins it). */
export const TABLE_WORDS: Record<Language, readonly string[]> = {
  en: ["table", "tables"],
  es: ["mesa", "mesas"],
  fr: ["table", "tables"],
  de: ["tisch", "tische", "tischen", "esstisch", "küchentisch"],
  hi: ["मेज़", "मेज", "टेबल"],
  kn: ["ಮೇಜ", "ಟೇಬಲ್"],
  ta: ["மேசை", "மேஜை", "டேபிள்"],
  te: ["బల్ల", "టేబుల్"],
};

/** Bags, by icon: what a thing is taken out of, not drawn when the sentence is about the thing taken. */
export const BAGS: ReadonlySet<string> = new Set([
  "shopping-bags",
  "handbag",
  "purse",
  "clutch-bag",
  "backpack",
  "luggage",
  "briefcase",
]);

/** Boxes and tins, by icon: what sweets are handed out of ("from a big tin", "डिब्बे से") is not drawn, the
 * sweets are; a box carried stays a box. */
export const BOXES: ReadonlySet<string> = new Set(["package"]);

/**
 * How a sentence says something is taken out of a container ("pulled a kite out of the bag", "sacó de la
 * bolsa", "aus der Tasche", "थैले से", "ಚೀಲದಿಂದ", "பையிலிருந்து", "సంచిలోంచి"): `before` the words right before it
 * (an article or a possessive may stand between), `after` a postposition after it, `ending` a case ending
 * joined to it.
 */
export const TAKEN_OUT_OF: Record<
  Language,
  {
    before?: readonly string[];
    after?: ReadonlySet<string>;
    ending?: RegExp;
    /** The `before` words are articles as often ("des cartons", boxes): they say nothing of a box. */
    articles?: true;
  }
> = {
  en: { before: ["out of", "from"] },
  es: { before: ["de", "del", "desde"], articles: true },
  fr: { before: ["de", "du", "des", "hors de"], articles: true },
  de: { before: ["aus"] },
  hi: { after: new Set(["से"]) },
  kn: { ending: /(ದಿಂದ|ಯಿಂದ)$/u },
  ta: { ending: /(லிருந்து|இருந்து)$/u, after: new Set(["இருந்து"]) },
  te: { ending: /(లోంచి|నుంచి|నుండి)$/u, after: new Set(["నుంచి", "నుండి"]) },
};

/**
 * The bilingual dictionary (Debian's FreeDict packages, read by bridge.ts) that carries a language's nouns
 * no table lists into English, and the plural endings tried when a form is not a headword itself, longest
 * first. A dictionary from English (`reversed`) is read backwards, a word by the English nouns whose first
 * sense it translates. Null for a language with no such dictionary.
 */
export const BRIDGE_DICTIONARIES: Record<
  Language,
  { dictionary: string; reversed?: boolean; plurals: readonly (readonly [string, string])[] } | null
> = {
  en: null,
  es: {
    dictionary: "freedict-spa-eng",
    plurals: [
      ["ces", "z"],
      ["es", ""],
      ["s", ""],
    ],
  },
  fr: {
    dictionary: "freedict-fra-eng",
    plurals: [
      ["eaux", "eau"],
      ["aux", "al"],
      ["x", ""],
      ["s", ""],
    ],
  },
  de: { dictionary: "freedict-deu-eng", plurals: [] },
  hi: {
    dictionary: "freedict-eng-hin",
    reversed: true,
    plurals: [
      ["ियों", "ी"],
      ["ियां", "ी"],
      ["ियाँ", "ी"],
      ["ों", "ा"],
      ["ों", ""],
      ["ें", "ा"],
      ["ें", ""],
      ["े", "ा"],
    ],
  },
  kn: null,
  ta: null,
  te: null,
};

/**
 * Words of a picture hung on a wall ("hung a big copy of it on the classroom wall"): a verb of hanging, a
 * wall, and the words for a photo, a picture or a copy of one. Word starts, matched on normalised tokens.
 */
export const HUNG_PICTURE_WORDS: Record<Language, { hang: RegExp; wall: RegExp; picture: RegExp }> = {
  en: {
    hang: /^(hang|hangs|hung|hanging)$/u,
    wall: /^walls?$/u,
    picture: /^(cop(y|ies)|prints?|photos?|photographs?|pictures?|posters?)$/u,
  },
  es: {
    hang: /^(colg|cuelg)/u,
    wall: /^(pared|paredes)$/u,
    picture: /^(copias?|fotos?|fotografías?|cuadros?|retratos?)$/u,
  },
  fr: {
    hang: /^(accroch|suspend)/u,
    wall: /^murs?$/u,
    picture: /^(tirages?|copies?|photos?|photographies?|portraits?)$/u,
  },
  de: {
    hang: /^(häng|aufgehängt|gehängt)/u,
    wall: /^(wand|wände)$/u,
    picture: /^(abzug|abzüge|kopie|kopien|fotos?|fotografie|bild|bilder|poster)$/u,
  },
  hi: { hang: /^(टाँग|टांग|लटका)/u, wall: /^दीवार/u, picture: /^(कॉपी|फ़ोटो|फोटो|तस्वीर|प्रति)/u },
  kn: { hang: /^(ತೂಗು|ನೇತು)/u, wall: /^ಗೋಡೆ/u, picture: /^(ಪ್ರತಿ|ಫೋಟೋ|ಫೊಟೋ|ಭಾವಚಿತ್ರ)/u },
  ta: { hang: /^(தொங்க|மாட்டி|மாட்டின)/u, wall: /^சுவ/u, picture: /^(பிரதி|நகல்|புகைப்பட|படம்|படத்)/u },
  te: { hang: /^(తగిలించ|వేలాడ)/u, wall: /^గోడ/u, picture: /^(కాపీ|ఫోటో|ఫొటో|చిత్రం|చిత్రా)/u },
};

/**
 * How a doctor examines with an instrument no word names: listening to the heart or the chest is done with a
 * stethoscope ("listened to her heart", "le escuchó el corazón", "hörte ihr Herz ab", "धड़कन सुनी", "ಎದೆಬಡಿತ
 * ಕೇಳಿ"), taking a temperature with a thermometer. `verb` matches a word of the examining verb, `part` the
 * body part or measure; both must be in the sentence.
 */
export const EXAMINED_WITH: Record<Language, readonly { verb: RegExp; part: RegExp; icon: string }[]> = {
  en: [
    {
      verb: /^(listen|listens|listened|listening)$/u,
      part: /^(heart|hearts|heartbeat|chest|breathing)$/u,
      icon: "stethoscope",
    },
    {
      verb: /^(took|take|takes|taking|checked|check|checks|measured)$/u,
      part: /^temperature$/u,
      icon: "thermometer",
    },
  ],
  es: [
    { verb: /^(escuch|auscult)/u, part: /^(corazón|latidos?|pecho)$/u, icon: "stethoscope" },
    { verb: /^(tom|midi|midió)/u, part: /^(temperatura|fiebre)$/u, icon: "thermometer" },
  ],
  fr: [
    { verb: /^(écout|auscult)/u, part: /^(cœur|coeur|battements?|poitrine)$/u, icon: "stethoscope" },
    { verb: /^(pri[st]|prend|mesur)/u, part: /^(température|fièvre)$/u, icon: "thermometer" },
  ],
  de: [
    {
      verb: /^(hörte|hört|hören|horchte|abgehört|abhören|abhörte)$/u,
      part: /^(herz|herzschlag|brust|lunge)$/u,
      icon: "stethoscope",
    },
    { verb: /^(maß|misst|messen|gemessen)$/u, part: /^(temperatur|fieber)$/u, icon: "thermometer" },
  ],
  hi: [
    { verb: /^सुन/u, part: /^(धड़कन|धड़कनें|धड़कनों|दिल|सीना|सीने)$/u, icon: "stethoscope" },
    { verb: /^(नाप|माप|जाँच|जांच|देख)/u, part: /^(बुख़ार|बुखार|तापमान)$/u, icon: "thermometer" },
  ],
  kn: [
    { verb: /^ಕೇಳ/u, part: /^(ಎದೆಬಡಿತ|ಹೃದಯಬಡಿತ|ಹೃದಯದ|ಎದೆಯ|ಬಡಿತ)/u, icon: "stethoscope" },
    { verb: /^(ನೋಡ|ಅಳೆ|ಪರೀಕ್ಷ)/u, part: /^(ಜ್ವರ|ತಾಪಮಾನ)/u, icon: "thermometer" },
  ],
  ta: [
    { verb: /^கேட்/u, part: /^(இதய|துடிப்ப|நெஞ்ச)/u, icon: "stethoscope" },
    { verb: /^(பார்த்|அளந்|அள)/u, part: /^(காய்ச்ச|வெப்பநிலை)/u, icon: "thermometer" },
  ],
  te: [
    { verb: /^(విని|విన్న|విను|వింటూ|విన్నా)/u, part: /^(గుండె|హృదయ)/u, icon: "stethoscope" },
    { verb: /^(చూసి|చూశా|కొలిచ)/u, part: /^(జ్వరం|ఉష్ణోగ్రత)/u, icon: "thermometer" },
  ],
};

/**
 * Words for glasses that are drinking glasses in a sentence about drinking ("tea from small glasses", "leur
 * thé dans de petits verres") and spectacles or a toast elsewhere: `glasses` matches the word, `drink` a
 * word of drinking or of a drink in the sentence.
 */
export const DRINKING_GLASSES: Record<Language, { glasses: RegExp; drink: RegExp } | null> = {
  en: {
    glasses: /^glasses$/u,
    drink:
      /^(drink|drinks|drank|drinking|sip|sips|sipped|sipping|tea|water|milk|juice|lemonade|coffee|chai)$/u,
  },
  es: null,
  fr: {
    glasses: /^verres$/u,
    drink: /^(boire|bu|buvai[st]?|buvaient|buvait|boit|boivent|thé|eau|lait|jus|café|limonade|sirop)$/u,
  },
  de: null,
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

/**
 * Nouns for a part of a thing that the bilingual dictionaries leave out, with the English noun whose senses
 * say what the part belongs to: the crater of a volcano, the lid of a box or a jar.
 */
export const PART_NOUNS: Record<Language, Readonly<Record<string, string>>> = {
  en: {},
  es: { cráter: "crater", cráteres: "crater", tapa: "lid" },
  fr: { cratère: "crater", cratères: "crater", couvercle: "lid" },
  de: {},
  hi: {},
  kn: {},
  ta: {},
  te: {},
};

/**
 * The sides of a thing, plural, where no owner is named with them ("poured down the sides", "por los
 * lados", "an den Seiten", "किनारों से", "ಬದಿಗಳಲ್ಲಿ", "பக்கங்களில்", "పక్కల నుంచి"): `word` matches the word,
 * `owner` a word beside it that names another owner ("the sides of the road", "both sides", "नदी के
 * दोनों किनारों") or a person's own sides ("held her sides").
 */
export const SIDE_WORDS: Record<Language, { word: RegExp; before?: RegExp; after?: RegExp }> = {
  en: { word: /^sides$/u, before: /^(both|his|her|my|your|two|all)$/u, after: /^of$/u },
  es: { word: /^lados$/u, before: /^(ambos|dos|todos)$/u, after: /^(de|del)$/u },
  fr: { word: /^côtés$/u, before: /^(deux|tous|ses)$/u, after: /^(de|du|des|d')$/u },
  de: { word: /^seiten$/u, before: /^(beiden|zwei|allen)$/u, after: /^(der|des|von|vom)$/u },
  hi: { word: /^किनारों$/u, before: /^(के|दोनों)$/u },
  kn: { word: /^ಬದಿಗಳ(ಲ್ಲಿ|ಿಂದ|ಿಗೆ)?$/u, before: /^(ಎರಡೂ|.+ನ)$/u },
  ta: { word: /^பக்கங்களி(ல்|லும்|லிருந்து)$/u, before: /^(இரண்டு|.+ின்)$/u },
  te: { word: /^పక్కల$/u, before: /^(రెండు|.+ల)$/u },
};

/**
 * "One" standing alone as what a verb acts on, for one of the things just named ("ate one for every two",
 * "se comía una", "en mangeait une", "aß eine für je zwei", "ஒன்றைச் சாப்பிட்டான்"): `word` matches the
 * numeral; in English and the Romance and German forms it stands after a verb and before no noun.
 * Hindi "एक" is as often "a" before its noun.
 */
export const ONE_OF_THEM: Record<Language, { word: RegExp; alone: boolean } | null> = {
  en: { word: /^one$/u, alone: true },
  es: { word: /^(una|uno)$/u, alone: true },
  fr: { word: /^(une|un)$/u, alone: true },
  de: { word: /^(eine|einen|eins)$/u, alone: true },
  hi: null,
  kn: { word: /^ಒಂದನ್ನು$/u, alone: false },
  ta: { word: /^ஒன்றை(ச்|த்|ப்|க்)?$/u, alone: false },
  te: { word: /^(ఒకటి|ఒక్కటి)$/u, alone: false },
};

/**
 * A pillow something lies on, which is on a bed ("curled up on Meera's pillow", "sobre la almohada",
 * "auf Meeras Kopfkissen", "तकिये पर", "ದಿಂಬಿನ ಮೇಲೆ", "தலையணையில்", "దిండు మీద"): `word` matches the pillow
 * with `before` a preposition up to three words before it or `after` the postposition right after it;
 * `alone` matches a form whose own case ending puts something on it.
 */
export const PILLOW_WORDS: Record<
  Language,
  { word: RegExp; before?: RegExp; after?: RegExp; alone?: RegExp }
> = {
  en: { word: /^pillows?$/u, before: /^(on|onto)$/u },
  es: { word: /^almohadas?$/u, before: /^sobre$/u },
  fr: { word: /^(l')?oreillers?$/u, before: /^sur$/u },
  de: { word: /^(kopf)?kissen$/u, before: /^auf$/u },
  hi: { word: /^तकिय(े|ों)$/u, after: /^पर$/u },
  kn: { word: /^ದಿಂಬಿನ$/u, after: /^ಮೇಲೆ$/u, alone: /^ದಿಂಬಿನಲ್ಲಿ$/u },
  ta: { word: /^தலையணையின்$/u, after: /^(மேல்|மீது|மேலே)$/u, alone: /^தலையணையில்$/u },
  te: { word: /^దిండు$/u, after: /^(మీద|పై)$/u, alone: /^దిండు(పై|మీద)$/u },
};
