import type { Language } from "@reelsmith/contract/languages";

/**
 * What a story is doing decides what its things are: in a cricket game the ball and the bat are cricket's,
 * at a painting lesson the brush is a paintbrush and a jar of water holds no food, at the barber's the glass
 * is a mirror, at Diwali the lamps are clay lamps. Plain data, read by activity.ts.
 */
export type ActivityId =
  | "cricket"
  | "football"
  | "tennis"
  | "badminton"
  | "hockey"
  | "basketball"
  | "volleyball"
  | "table-tennis"
  | "painting"
  | "haircut"
  | "cooking"
  | "festival"
  | "sewing"
  | "birthday"
  | "travel"
  | "chess"
  | "board-game"
  | "skiing";

export interface Activity {
  /** The icon a word that names the activity draws ("played cricket"), or null: the word draws nothing. */
  icon: string | null;
  /** What a thing drawn while the story is in the activity is instead, by icon, as icons joined by "+"
   * ("-": nothing; a jar of water to rinse a brush is no jar of food; a birthday's candles bring the cake). */
  things: Readonly<Record<string, string>>;
  /** Played seated at a board or a table: someone of the game the sentence gives no pose plays. */
  seated?: true;
}

/** A sport's ball, bat and racket: the looks-alike icons the lexicon gives them, drawn as the sport. */
const sport = (icon: string, also: Record<string, string> = {}): Activity => ({
  icon,
  things: { "soccer-ball": icon, baseball: icon, softball: icon, ...also },
});

/** Containers of water or of paint at an easel: what they hold is for the brush, not to eat or drink. */
const RINSE = { jar: "-", "bowl-with-spoon": "-", "tumbler-glass": "-", "pot-of-food": "-", fondue: "-" };

/** Classes of things, by icon: what a word's first sense is, to be read against where and what the story is. */
export const THING_CLASSES = {
  /** Furniture of a home's rooms: outdoors a "bed" is dug and planted, no bed. */
  furniture: ["bed", "couch-and-lamp", "bathtub", "shower", "toilet"],
  /** Jewellery: in the water a ring is held to swim, a swim ring. */
  jewellery: ["ring"],
  /** Recorded media: at a craft a "tape" or a "film" is the craft's, no cassette. */
  media: ["videocassette", "film-frames", "dvd", "optical-disk", "floppy-disk", "computer-disk"],
  /** Machines the lexicon draws by a look-alike ("máquina", a slot machine): at a craft, the craft's own. */
  machines: ["slot-machine", "joystick", "video-game"],
} as const;
export type ThingClass = keyof typeof THING_CLASSES;

/** Every thing of a class read as one sense ("-": nothing), for a place or an activity of a class. */
const allOf = (cls: ThingClass, spec: string): Record<string, string> =>
  Object.fromEntries(THING_CLASSES[cls].map((icon) => [icon, spec]));

/** Crafts done with the hands: their tape measures and their machines, no recorded tape, no slot machine. */
const CRAFT = { ...allOf("media", "-"), ...allOf("machines", "-") };

/** Classes of places, by place id. */
export const PLACE_CLASSES = {
  /** Places in or by open water, where people swim. */
  water: ["river", "sea", "beach", "harbour"],
  /** Places out of doors, where a home's furniture does not stand. */
  outdoors: [
    "garden",
    "farm",
    "park",
    "forest",
    "countryside",
    "mountains",
    "river",
    "beach",
    "desert",
    "playground",
  ],
} as const;
export type PlaceClass = keyof typeof PLACE_CLASSES;

/**
 * What a thing of a class is in a place of a class, by icon ("-": nothing). `named`: only in a sentence that
 * names the place itself (a bed after a day in the fields still says the story went home).
 */
export const PLACE_SENSES: readonly { places: PlaceClass; things: Record<string, string>; named?: true }[] = [
  { places: "water", things: { ring: "ring-buoy" } },
  { places: "outdoors", things: allOf("furniture", "-"), named: true },
];

export const ACTIVITIES: Readonly<Record<ActivityId, Activity>> = {
  cricket: sport("cricket-game", { bat: "cricket-game", cricket: "cricket-game" }),
  football: sport("soccer-ball"),
  tennis: sport("tennis", { badminton: "tennis", "ping-pong": "tennis" }),
  badminton: sport("badminton", { tennis: "badminton", "ping-pong": "badminton" }),
  hockey: sport("field-hockey"),
  basketball: sport("basketball"),
  volleyball: sport("volleyball"),
  "table-tennis": sport("ping-pong", { tennis: "ping-pong", badminton: "ping-pong" }),
  painting: {
    icon: "artist-palette",
    things: {
      toothbrush: "paintbrush",
      package: "artist-palette",
      "wrapped-gift": "artist-palette",
      "dollar-banknote": "artist-palette",
      ...RINSE,
      ...CRAFT,
    },
  },
  haircut: {
    icon: null,
    things: { "kitchen-knife": "scissors", goggles: "mirror", glasses: "mirror", ...CRAFT },
  },
  cooking: { icon: null, things: { fondue: "pot-of-food", "potted-plant": "pot-of-food" } },
  festival: { icon: null, things: { "light-bulb": "diya-lamp", rocket: "fireworks" } },
  sewing: { icon: null, things: { syringe: "sewing-needle", yarn: "thread", ...CRAFT } },
  // Candles blown out stand on the cake; "les ballons" of a party are balloons.
  birthday: { icon: null, things: { candle: "candle+birthday-cake", "soccer-ball": "balloon" } },
  // A journey's box is a suitcase only where the language's one word is both (senses of hi, kn, ta, te);
  // a bag carried on a journey is luggage, no shopping bag.
  travel: { icon: null, things: { "shopping-bags": "luggage" } },
  // A game of chess draws a piece: its knight, castle, elephant (हाथी, the rook of Indian chess) and board
  // are pieces, no horse, no castle, no animal, no timber.
  chess: {
    icon: "chess-pawn",
    seated: true,
    things: {
      horse: "chess-pawn",
      "horse-face": "chess-pawn",
      elephant: "chess-pawn",
      camel: "chess-pawn",
      "two-hump-camel": "chess-pawn",
      castle: "chess-pawn",
      "tokyo-tower": "chess-pawn",
      crown: "chess-pawn",
      wood: "chess-pawn",
    },
  },
  // Carrom and ludo, played seated around their board; the board is drawn as the sentence names it.
  "board-game": { icon: null, seated: true, things: {} },
  // On skis a "pizza" is the wedge the skis make to slow down: the skis, no food.
  skiing: { icon: null, things: { pizza: "skis" } },
};

/**
 * A language's words for each activity, normalised as the planner's tokens are (lowercase); a word ending in
 * "*" matches any word it starts (the case endings of hi, kn, ta, te), words joined by spaces match in turn.
 */
export interface ActivityWords {
  /** Words that name the activity, drawn as its icon in place of any other sense ("played cricket" is no
   * insect). */
  names: readonly string[];
  /** Words that put the story into the activity and draw what they draw anyway ("painted", "the barber"). */
  cues?: readonly string[];
  /** A name counts only in a sentence whose words match this ("cricket" with a bat, a ball or playing). */
  nameNeeds?: RegExp;
  /** Words whose sense the activity decides, with what they draw in it ("-": nothing). */
  senses?: Readonly<Record<string, string>>;
}

const CHESS = "chess-pawn";

export const ACTIVITY_WORDS: Record<Language, Partial<Record<ActivityId, ActivityWords>>> = {
  en: {
    cricket: {
      names: ["cricket"],
      cues: ["wicket", "wickets", "batsman", "batter", "bowler"],
      nameNeeds: /\b(play\w*|bat|bats|batting|ball|balls|match|team|wickets?|pitch|game|innings|bowl\w*)\b/u,
    },
    football: { names: ["football", "soccer"] },
    tennis: { names: ["tennis"], senses: { racket: "tennis", rackets: "tennis", racquet: "tennis" } },
    "table-tennis": { names: ["table tennis", "ping pong", "ping-pong"] },
    badminton: {
      names: ["badminton"],
      cues: ["shuttlecock", "shuttlecocks"],
      senses: { racket: "badminton", rackets: "badminton", shuttlecock: "badminton" },
    },
    hockey: { names: ["hockey"] },
    basketball: { names: ["basketball"] },
    volleyball: { names: ["volleyball"] },
    painting: {
      names: [
        "painting lesson",
        "painting class",
        "art lesson",
        "art class",
        "drawing lesson",
        "drawing class",
      ],
      cues: [
        "paint",
        "paints",
        "painted",
        "painting",
        "painter",
        "draw",
        "drew",
        "drawing",
        "crayons",
        "easel",
      ],
      senses: { paints: "artist-palette", "box of paints": "artist-palette", watercolours: "artist-palette" },
    },
    haircut: {
      names: [],
      cues: ["haircut", "barber", "barbers", "barber's", "hairdresser", "hairdresser's"],
    },
    cooking: {
      names: [],
      cues: ["cook", "cooked", "cooking", "cooks"],
      senses: { pot: "pot-of-food", pots: "pot-of-food", saucepan: "pot-of-food" },
    },
    festival: { names: [], cues: ["diwali", "deepavali"] },
    sewing: {
      names: [],
      cues: ["sew", "sewed", "sewing", "sews", "stitch", "stitched", "stitching", "tailor"],
      senses: { needle: "sewing-needle", needles: "sewing-needle" },
    },
    travel: { names: [], cues: ["station", "railway", "platform", "train", "trains", "journey"] },
    birthday: { names: [], cues: ["birthday", "birthdays"] },
    "board-game": { names: [], cues: ["carrom*", "ludo"] },
    chess: {
      names: ["chess", "chessboard", "chess board"],
      senses: Object.fromEntries(
        [
          "queen",
          "queens",
          "king",
          "kings",
          "castle",
          "castles",
          "rook",
          "rooks",
          "knight",
          "knights",
          "bishop",
          "bishops",
          "pawn",
          "pawns",
          "board",
          "check",
        ].map((w) => [w, CHESS]),
      ),
    },
    skiing: {
      names: [],
      cues: ["ski", "skis", "skiing", "skier", "skiers", "chairlift"],
      senses: { slope: "skis+#mountains", slopes: "skis+#mountains", piste: "skis+#mountains" },
    },
  },
  es: {
    cricket: { names: ["críquet", "criquet", "cricket"] },
    football: { names: ["fútbol", "futbol"] },
    tennis: { names: ["tenis"], senses: { raqueta: "tennis", raquetas: "tennis" } },
    "table-tennis": { names: ["tenis de mesa", "ping-pong", "pimpón"] },
    badminton: { names: ["bádminton", "badminton"] },
    hockey: { names: ["hockey"] },
    basketball: { names: ["baloncesto", "básquet", "básquetbol"] },
    volleyball: { names: ["voleibol", "vóley", "voley"] },
    painting: {
      names: ["clase de pintura", "clase de dibujo", "clase de arte"],
      cues: ["pint*", "pincel", "pinceles", "dibuj*", "acuarelas", "ceras", "caballete"],
      senses: { bote: "-", botes: "-", pinturas: "artist-palette" },
    },
    haircut: {
      names: [],
      cues: ["peluquería", "peluquero", "peluquera", "barbero", "barbería", "corte de pelo"],
      senses: { sillón: "chair" },
    },
    cooking: { names: [], cues: ["cocin*"] },
    festival: { names: [], cues: ["diwali"] },
    sewing: {
      names: [],
      cues: ["coser", "cosió", "cosía", "cosieron", "costura", "costurera", "sastre"],
      senses: { aguja: "sewing-needle", agujas: "sewing-needle" },
    },
    travel: { names: [], cues: ["estación", "andén", "tren", "trenes", "viaje"] },
    birthday: { names: [], cues: ["cumpleaños"] },
    "board-game": { names: [], cues: ["carrom*", "parchís", "ludo"] },
    chess: {
      names: ["ajedrez"],
      senses: Object.fromEntries(
        [
          "reina",
          "rey",
          "torre",
          "torres",
          "caballo",
          "alfil",
          "alfiles",
          "peón",
          "peones",
          "tablero",
          "jaque",
        ].map((w) => [w, CHESS]),
      ),
    },
    skiing: {
      names: [],
      cues: ["esquí", "esquís", "esquiar", "esquiando", "esquiador", "telesilla"],
      senses: { pista: "skis+#mountains", pistas: "skis+#mountains" },
    },
  },
  fr: {
    cricket: { names: ["cricket"] },
    football: { names: ["football", "foot"] },
    tennis: { names: ["tennis"], senses: { raquette: "tennis", raquettes: "tennis" } },
    "table-tennis": { names: ["tennis de table", "ping-pong"] },
    badminton: { names: ["badminton"] },
    hockey: { names: ["hockey"] },
    basketball: { names: ["basket", "basket-ball", "basketball"] },
    volleyball: { names: ["volley", "volley-ball", "volleyball"] },
    painting: {
      names: ["cours de peinture", "cours de dessin", "leçon de peinture", "leçon de dessin"],
      cues: [
        "peindre",
        "peint",
        "peinte",
        "peignait",
        "peinture",
        "pinceau",
        "pinceaux",
        "dessin*",
        "chevalet",
      ],
      senses: { "boîte de peinture": "artist-palette", "boîte de peintures": "artist-palette" },
    },
    haircut: {
      names: [],
      cues: ["coiffeur", "coiffeuse", "barbier", "coupe de cheveux"],
      senses: { glace: "mirror", fauteuil: "chair" },
    },
    cooking: { names: [], cues: ["cuisiner", "cuisiné", "cuisinait", "cuisinaient"] },
    festival: { names: [], cues: ["diwali"] },
    sewing: {
      names: [],
      cues: ["coudre", "cousu", "cousait", "couture", "couturière", "tailleur"],
      senses: { aiguille: "sewing-needle", aiguilles: "sewing-needle", fil: "thread" },
    },
    travel: { names: [], cues: ["gare", "quai", "train", "trains", "voyage"] },
    birthday: { names: [], cues: ["anniversaire"] },
    "board-game": { names: [], cues: ["carrom*", "ludo", "petits chevaux"] },
    chess: {
      names: ["échecs", "échiquier"],
      senses: Object.fromEntries(
        ["dame", "reine", "roi", "tour", "cavalier", "pion", "pions", "échec"].map((w) => [w, CHESS]),
      ),
    },
    skiing: {
      names: [],
      cues: ["ski", "skis", "skier", "skieur", "skieurs", "télésiège"],
      senses: { piste: "skis+#mountains", pistes: "skis+#mountains" },
    },
  },
  de: {
    // German joins a game's name to what it names ("das Hockeyfinale", "ein Volleyballnetz"): the game.
    cricket: { names: ["cricket", "cricketspiel*", "kricket*"] },
    football: { names: ["fußball", "fussball"] },
    tennis: { names: ["tennis"], senses: { schläger: "tennis" } },
    "table-tennis": { names: ["tischtennis"] },
    badminton: { names: ["badminton", "federball"] },
    hockey: { names: ["hockey*"] },
    basketball: { names: ["basketball*"] },
    volleyball: { names: ["volleyball*"] },
    painting: {
      names: ["malstunde", "malunterricht", "kunstunterricht", "kunststunde", "zeichenstunde"],
      cues: [
        "malen",
        "malte",
        "malten",
        "gemalt",
        "pinsel",
        "farbkasten",
        "wasserfarben",
        "zeichnen",
        "zeichnete",
      ],
      senses: { farbkasten: "artist-palette", malkasten: "artist-palette" },
    },
    haircut: { names: [], cues: ["friseur", "friseurin", "friseursalon", "haarschnitt", "barbier"] },
    cooking: { names: [], cues: ["kochen", "kochte", "kochten", "gekocht"] },
    festival: { names: [], cues: ["diwali*"] },
    sewing: {
      names: [],
      cues: ["nähen", "nähte", "nähten", "genäht", "schneiderin", "schneider"],
      senses: { nadel: "sewing-needle" },
    },
    // "Tasche" is a pocket as often as a bag: on a journey, the bag someone travels with.
    travel: {
      names: [],
      cues: ["bahnhof", "bahnsteig", "zug", "züge", "reise"],
      senses: { tasche: "luggage", taschen: "luggage" },
    },
    birthday: { names: [], cues: ["geburtstag*"] },
    "board-game": { names: [], cues: ["carrom*", "ludo", "mensch ärgere dich nicht"] },
    chess: {
      names: ["schach", "schachbrett", "schachspiel", "schachfigur*"],
      senses: Object.fromEntries(
        ["dame", "könig", "turm", "springer", "läufer", "brett", "figur", "figuren"].map((w) => [w, CHESS]),
      ),
    },
    skiing: {
      names: [],
      cues: ["ski", "skier", "skiern", "skischule", "skilehrer*", "skifahr*", "sessellift"],
      senses: { piste: "skis+#mountains", pisten: "skis+#mountains" },
    },
  },
  hi: {
    cricket: { names: ["क्रिकेट"], cues: ["बल्ला", "बल्ले", "बल्लेबाज़ी", "बल्लेबाजी", "विकेट"] },
    football: { names: ["फ़ुटबॉल", "फुटबॉल", "फुटबाल"] },
    tennis: { names: ["टेनिस"] },
    "table-tennis": { names: ["टेबल टेनिस"] },
    badminton: { names: ["बैडमिंटन"] },
    hockey: { names: ["हॉकी"] },
    basketball: { names: ["बास्केटबॉल"] },
    volleyball: { names: ["वॉलीबॉल"] },
    painting: {
      names: ["चित्रकला"],
      cues: ["ब्रश", "पेंटिंग", "तस्वीर बनाई", "चित्र बनाया"],
      senses: { डिब्बी: "artist-palette" },
    },
    haircut: { names: [], cues: ["नाई", "सैलून", "बाल कटवाने", "बाल कटाने"], senses: { शीशे: "mirror" } },
    cooking: { names: [], cues: ["पकाया", "पकाई", "पकाने", "पकाती", "पकाता"] },
    festival: { names: [], cues: ["दिवाली", "दीवाली", "दीपावली"] },
    sewing: {
      names: [],
      cues: ["सिलाई", "सिल", "सिली", "सिला", "दर्ज़ी", "दर्जी"],
      senses: { सुई: "sewing-needle" },
    },
    birthday: { names: [], cues: ["जन्मदिन"] },
    "board-game": { names: [], cues: ["कैरम*", "लूडो*"] },
    travel: {
      names: [],
      cues: ["स्टेशन", "प्लेटफ़ॉर्म", "प्लेटफॉर्म", "ट्रेन", "सफ़र", "सफर", "यात्रा"],
      senses: { पेटी: "luggage", बक्सा: "luggage", बक्से: "luggage" },
    },
    chess: {
      names: ["शतरंज"],
      senses: Object.fromEntries(
        ["रानी", "राजा", "वज़ीर", "वजीर", "हाथी", "घोड़ा", "घोड़े", "ऊँट", "ऊंट", "प्यादा", "प्यादे", "बिसात"].map(
          (w) => [w, CHESS],
        ),
      ),
    },
    skiing: { names: [], cues: ["स्की", "चेयरलिफ़्ट", "चेयरलिफ्ट"], senses: { ढलान: "skis+#mountains" } },
  },
  kn: {
    cricket: { names: ["ಕ್ರಿಕೆಟ್*"], cues: ["ಬ್ಯಾಟ್*"] },
    football: { names: ["ಫುಟ್ಬಾಲ್*", "ಫುಟ್‌ಬಾಲ್*"] },
    tennis: { names: ["ಟೆನಿಸ್*", "ಟೆನ್ನಿಸ್*"] },
    "table-tennis": { names: ["ಟೇಬಲ್ ಟೆನಿಸ್*"] },
    badminton: { names: ["ಬ್ಯಾಡ್ಮಿಂಟನ್*"] },
    // "ಹಾಕಿ" is also "put" ("ರಂಗೋಲಿ ಹಾಕಿದಳು"): hockey only as a word of its own beside playing.
    hockey: { names: ["ಹಾಕಿ"], nameNeeds: /ಆಡ/u },
    // Both spellings are usual: "ಬಾಸ್ಕೆಟ್‌ಬಾಲ್" and "ಬ್ಯಾಸ್ಕೆಟ್‌ಬಾಲ್".
    basketball: { names: ["ಬಾಸ್ಕೆಟ್‌ಬಾಲ್*", "ಬಾಸ್ಕೆಟ್ಬಾಲ್*", "ಬ್ಯಾಸ್ಕೆಟ್‌ಬಾಲ್*", "ಬ್ಯಾಸ್ಕೆಟ್ಬಾಲ್*"] },
    volleyball: { names: ["ವಾಲಿಬಾಲ್*"] },
    painting: { names: ["ಚಿತ್ರಕಲೆ*"], cues: ["ಕುಂಚ*", "ಬಣ್ಣಗಳ*"], senses: { "ಡಬ್ಬಿ*": "artist-palette" } },
    haircut: { names: [], cues: ["ಕ್ಷೌರ*", "ಹಜಾಮ*", "ಸಲೂನ್*"], senses: { "ಕನ್ನಡಿ*": "mirror" } },
    cooking: { names: [], cues: ["ಅಡುಗೆ*"] },
    festival: { names: [], cues: ["ದೀಪಾವಳಿ*"] },
    sewing: { names: [], cues: ["ಹೊಲಿ*", "ದರ್ಜಿ*"] },
    birthday: { names: [], cues: ["ಹುಟ್ಟುಹಬ್ಬ*"] },
    "board-game": { names: [], cues: ["ಕೇರಂ*", "ಕ್ಯಾರಮ್*", "ಲೂಡೋ*"] },
    travel: { names: [], cues: ["ನಿಲ್ದಾಣ*", "ರೈಲು*", "ಪ್ರಯಾಣ*", "ಪ್ಲಾಟ್‌ಫಾರ್ಮ್*"], senses: { "ಪೆಟ್ಟಿಗೆ*": "luggage" } },
    chess: {
      names: ["ಚದುರಂಗ*"],
      senses: Object.fromEntries(["ರಾಣಿ*", "ಆನೆ*", "ಕುದುರೆ*", "ಒಂಟೆ*", "ಕಾಲಾಳು*", "ಹಲಗೆ*"].map((w) => [w, CHESS])),
    },
    skiing: { names: [], cues: ["ಸ್ಕೀ*"], senses: { "ಇಳಿಜಾರ*": "skis+#mountains" } },
  },
  ta: {
    cricket: { names: ["கிரிக்கெட்*"], cues: ["மட்டை*"] },
    football: { names: ["கால்பந்து*", "ஃபுட்பால்*"] },
    tennis: { names: ["டென்னிஸ்*"] },
    "table-tennis": { names: ["மேசைப்பந்து*", "டேபிள் டென்னிஸ்*"] },
    badminton: { names: ["பேட்மிண்டன்*", "இறகுப்பந்து*"] },
    hockey: { names: ["ஹாக்கி*"] },
    basketball: { names: ["கூடைப்பந்து*"] },
    volleyball: { names: ["கைப்பந்து*", "வாலிபால்*"] },
    painting: {
      names: ["ஓவிய வகுப்பு*", "ஓவியப் பாட*", "ஓவிய பாட*"],
      cues: ["ஓவிய*", "தூரிகை*", "வரைந்*"],
      senses: { "பெட்டி*": "artist-palette" },
    },
    haircut: {
      names: [],
      cues: ["முடிவெட்ட*", "முடி வெட்ட*", "சலூன்*", "முடிதிருத்த*", "நாவிதர்*"],
      senses: { "கண்ணாடி*": "mirror" },
    },
    cooking: { names: [], cues: ["சமை*"] },
    festival: { names: [], cues: ["தீபாவளி*"] },
    sewing: { names: [], cues: ["தைய*", "தைத்*"], senses: { "ஊசி*": "sewing-needle" } },
    birthday: { names: [], cues: ["பிறந்தநாள்*", "பிறந்த நாள்*"] },
    "board-game": { names: [], cues: ["கேரம்*", "கேரம*", "லூடோ*"] },
    travel: { names: [], cues: ["நிலைய*", "நடைமேடை*", "ரயில்*", "பயண*"], senses: { "பெட்டி*": "luggage" } },
    chess: {
      names: ["சதுரங்க*"],
      senses: Object.fromEntries(
        ["ராணி*", "யானை*", "குதிரை*", "ஒட்டக*", "சிப்பாய்*", "பலகை*"].map((w) => [w, CHESS]),
      ),
    },
    skiing: { names: [], cues: ["ஸ்கீ*"], senses: { "சரிவ*": "skis+#mountains" } },
  },
  te: {
    cricket: { names: ["క్రికెట్*"], cues: ["బ్యాట్*"] },
    football: { names: ["ఫుట్‌బాల్*", "ఫుట్బాల్*"] },
    tennis: { names: ["టెన్నిస్*"] },
    "table-tennis": { names: ["టేబుల్ టెన్నిస్*"] },
    badminton: { names: ["బ్యాడ్మింటన్*"] },
    hockey: { names: ["హాకీ*"] },
    basketball: { names: ["బాస్కెట్‌బాల్*", "బాస్కెట్బాల్*", "బ్యాస్కెట్‌బాల్*", "బ్యాస్కెట్బాల్*"] },
    volleyball: { names: ["వాలీబాల్*"] },
    painting: {
      names: ["చిత్రలేఖనం*", "డ్రాయింగ్ క్లాస్*"],
      cues: ["కుంచె*", "బొమ్మ వేస*"],
      senses: { "డబ్బా*": "artist-palette" },
    },
    haircut: { names: [], cues: ["మంగలి*", "క్షవరం*", "సెలూన్*", "జుట్టు కత్తిరి*"], senses: { "అద్దం*": "mirror" } },
    cooking: { names: [], cues: ["వంట*"] },
    festival: { names: [], cues: ["దీపావళి*"] },
    sewing: { names: [], cues: ["కుట్టు*", "దర్జీ*"], senses: { "సూది*": "sewing-needle" } },
    birthday: { names: [], cues: ["పుట్టినరోజు*", "పుట్టిన రోజు*"] },
    "board-game": { names: [], cues: ["క్యారమ్*", "క్యారం*", "లూడో*"] },
    travel: {
      names: [],
      cues: ["స్టేషన్*", "రైలు*", "ప్రయాణ*", "ప్లాట్‌ఫాం*", "ప్లాట్‌ఫారం*"],
      senses: { "పెట్టె*": "luggage" },
    },
    chess: {
      names: ["చదరంగ*"],
      senses: Object.fromEntries(
        ["రాణి*", "ఏనుగు*", "గుర్రా*", "గుర్రం*", "ఒంటె*", "బంటు*", "బోర్డు*"].map((w) => [w, CHESS]),
      ),
    },
    skiing: { names: [], cues: ["స్కీ*"], senses: { "వాలు*": "skis+#mountains" } },
  },
};
