import type { Language } from "@reelsmith/contract/languages";
import type { ScenePlace } from "@reelsmith/contract/scene-plan";

/**
 * Where a scene is, from the words that name a place by what happens there: a shop by its trade, a part
 * of a home, a class at school, an errand, an occasion kept at home. Plain data; the lexicon reads it
 * (lexicon.ts), the planner decides with it (planner.ts), never a branch per language.
 */
export interface PlaceWords {
  /** Words and phrases that name a place (spec of overrides.ts): a trade's shop ("pharmacy"), an errand
   * ("for a haircut"), a place in a phrase ("in class", "chez le médecin"). */
  words: Readonly<Record<string, string>>;
  /** The worker of a trade, drawn as a person at the trade's place ("barber": "@person/barber/u+#shop"),
   * which gives way to another place the sentence names ("the barber came to the house" is at home).
   * Matched as written (and by case endings in kn, ta, te), never by stem. */
  trades: Readonly<Record<string, string>>;
  /** Parts of a place, each with the place it is part of ("balcony": home): they name that place, and
   * give way to another place the same sentence names ("the terrace of the café" is the café). Matched as
   * written (and by case endings in kn, ta, te), never by stem ("terrasse" is no "terre"). */
  parts: Readonly<Record<string, ScenePlace>>;
  /** Words that say where a story is before it names any place, kept with whatever else they draw: an
   * occasion kept at home (Diwali, a birthday, the family), a class or a lesson at school, the stairs or
   * the hall of a home. Once the story has a place they say nothing. */
  hints: Readonly<Partial<Record<ScenePlace, readonly string[]>>>;
  /** The core place nouns of the language, by the place each is drawn as: the ways between houses (a lane,
   * an alley) the street, the high ground (a hill, a slope, a ghat) the mountains, a canal the river, a
   * vineyard the farm.
   * Matched as written, by
   * stem, by case endings in kn, ta, te and as a German compound's head or first part ("Bergpfad"); a
   * word another table reads in its own sense keeps it. English lists those WordNet files under no place or
   * another one (a valley, a cliff, a riverside, a car park) and WordNet reads the rest. A short word whose
   * stem starts other words ("acera" and "acero", "jetée" and "jeter") stays out of this table. */
  nouns: Readonly<Partial<Record<ScenePlace, readonly string[]>>>;
  /** Outdoors around a building: a roof, a yard. Drawn as the street, among houses, whoever's they are: they
   * win over the home or the building the sentence names with them ("the roof of the house") and give way
   * to a street or a town ("the rooftops of the town"). */
  around: readonly string[];
  /** Words right before a way's name that make it an address ("in der Bergstraße"): the way is the street
   * it names, whatever its name says. */
  address: readonly string[];
  /** The heads of a compound that name the edge, bank, side or middle of what its first part names
   * ("Waldrand", "Dorfmitte"): the compound is the first part's place. */
  edges?: readonly string[];
  /** Verbs that say a vehicle stopped ("stopped", "ನಿಂತಿತು"): a train that stops is at a station. */
  stops?: readonly string[];
}

export const PLACE_WORDS: Record<Language, PlaceWords> = {
  en: {
    words: {
      // The Milky Way is the night sky seen from where the story is, no scene in space.
      "milky way": "milky-way",
      // Sandpaper written as two words is a sheet to rub wood smooth with, no beach.
      "sand paper": "-",
      // A chairlift or a ski lift is drawn as the cableway it is, up on the mountain.
      chairlift: "mountain-cableway+#mountains",
      "chair lift": "mountain-cableway+#mountains",
      "ski lift": "mountain-cableway+#mountains",
      // What is given "on the house" is given free, wherever the story is.
      "on the house": "-",
      // A zoo is drawn as the park it is laid out in.
      zoo: "#park",
      zoos: "#park",
      // Outdoor places named by their ground or their water: a meadow is a park, a lake the water's side.
      meadow: "#park",
      meadows: "#park",
      lakeside: "#river",
      lakeshore: "#river",
      barbershop: "#shop",
      "barber shop": "#shop",
      salon: "#shop",
      "hair salon": "#shop",
      "beauty salon": "#shop",
      "beauty parlour": "#shop",
      "beauty parlor": "#shop",
      "for a haircut": "#shop",
      "get a haircut": "#shop",
      "got a haircut": "#shop",
      "getting a haircut": "#shop",
      "tailor's shop": "#shop",
      "optician's": "#shop",
      "butcher's shop": "#shop",
      "butcher shop": "#shop",
      "chemist's": "#shop",
      pharmacy: "#shop",
      drugstore: "#shop",
      "grocery store": "#shop",
      "grocery shop": "#shop",
      "corner shop": "#shop",
      "general store": "#shop",
      supermarket: "#shop",
      bookshop: "#shop",
      bookstore: "#shop",
      "toy shop": "#shop",
      toyshop: "#shop",
      "toy store": "#shop",
      "shoe shop": "#shop",
      "shoe store": "#shop",
      "to get new shoes": "#shop",
      "to buy new shoes": "#shop",
      "sweet shop": "#shop",
      "candy store": "#shop",
      "flower shop": "#shop",
      "hardware store": "#shop",
      "department store": "#shop",
      "shopping centre": "#shop",
      "shopping center": "#shop",
      "shopping mall": "#shop",
      mall: "#shop",
      "baker's": "#bakery+bread",
      "cake shop": "#bakery+bread",
      "pastry shop": "#bakery+bread",
      dentist: "@health-worker/dentist/u",
      vet: "@health-worker/vet/u",
      vets: "@health-worker/vet/u",
      veterinarian: "@health-worker/vet/u",
      "health centre": "#hospital",
      "health center": "#hospital",
      "medical centre": "#hospital",
      "doctor's surgery": "#hospital",
      "doctor's office": "#hospital",
      "to the doctor's": "#hospital",
      "at the doctor's": "#hospital",
      "to the dentist": "#hospital",
      "to the dentist's": "#hospital",
      "at the dentist's": "#hospital",
      schoolyard: "#school",
      "school yard": "#school",
      // A class is a school's, never CLDR's bicycle.
      class: "-",
      "in class": "#school",
      "to class": "#school",
      "in the class": "#school",
      "town hall": "#city",
      "city hall": "#city",
      "village hall": "#countryside",
      "sports hall": "#school",
    },
    trades: {
      barber: "@person/barber/u+#shop",
      barbers: "@person/barber/u+#shop",
      hairdresser: "@person/hairdresser/u+#shop",
      hairdressers: "@person/hairdresser/u+#shop",
      tailor: "@person/tailor/u+#shop",
      optician: "@person/optician/u+#shop",
      opticians: "@person/optician/u+#shop",
      dressmaker: "@person/tailor/f+#shop",
      butcher: "@person/butcher/u+#shop",
      chemist: "@person/chemist/u+#shop",
      pharmacist: "@person/chemist/u+#shop",
      grocer: "@person/grocer/u+#shop",
      greengrocer: "@person/grocer/u+#shop",
      florist: "@person/florist/u+#shop",
      shoemaker: "@person/shoemaker/u+#shop",
      cobbler: "@person/shoemaker/u+#shop",
      jeweller: "@person/jeweller/u+#shop",
    },
    parts: {
      // The shore of the water: the river, unless the sentence names the sea or another place.
      "river bank": "river",
      "lake shore": "river",
      shore: "river",
      shores: "river",
      // A flat roof people go up on (a roof terrace, an azotea, a ತಾರಸಿ, a డాబా) is the home's, as a balcony is.
      "flat roof": "home",
      "flat roofs": "home",
      "roof terrace": "home",
      balcony: "home",
      balconies: "home",
      terrace: "home",
      courtyard: "home",
      veranda: "home",
      verandah: "home",
      porch: "home",
      "front porch": "home",
      bathroom: "home",
      attic: "home",
      loft: "home",
      hallway: "home",
      "front room": "home",
    },
    hints: {
      // Rows of cages are a pet shop's, before the story names another place (one cage is a pet's at home).
      // A housing colony and the gate of a house are among the houses, before the story names a place.
      street: ["colony", "colonies", "gate", "gates"],
      shop: ["cages"],
      // A scarecrow stands in a field, and a field of a crop is farmland.
      farm: ["scarecrow", "scarecrows", "cornfield", "maize field", "wheat field"],
      // A camp is pitched wherever the story is (the desert, the hills, a beach): a forest only where the
      // story has named no place.
      forest: ["camp", "camps", "campsite", "campsites"],
      home: [
        "birthday",
        "birthdays",
        "christmas eve",
        "christmas day",
        "christmas morning",
        "christmas dinner",
        "at christmas",
        "on christmas",
        "diwali",
        "deepavali",
        "eid",
        "holi",
        "hanukkah",
        "thanksgiving",
        "pongal",
        "onam",
        "family",
        "hall",
        "stairs",
        "staircase",
        "doorway",
        "doorstep",
        "upstairs",
        "downstairs",
        // A storey of a building people live in ("who lives on the ground floor").
        "ground floor",
        "top floor",
      ],
      // A schoolbag opened, with no other place said, is opened at school.
      school: [
        "class",
        "lesson",
        "lessons",
        "break time",
        "breaktime",
        "recess",
        "classmates",
        "classmate",
        "schoolbag",
        "schoolbags",
        "school bag",
      ],
      // A platform is a station's where the story has named no stage or other place.
      station: ["platform", "platforms"],
    },
    // A fair, a fete, a mela: a market of stalls, whatever it is the fair of ("the village fete").
    // The yard of a farm is the farm; a canal, a vineyard or an orchard WordNet reads as the river or the farm.
    nouns: {
      playground: ["sandpit", "sports ground", "cricket ground"],
      square: ["plaza"],
      kitchen: ["pantry"],
      office: ["police station"],
      river: ["riverside", "waterfall", "waterfalls", "backwaters"],
      library: ["reading room"],
      // A trade's workshop (a carpenter's, a mechanic's) is drawn as the small shop room it is.
      shop: ["kiosk", "showroom", "workshop", "workshops"],
      garden: ["greenhouse", "vegetable patch"],
      harbour: ["jetty", "pier", "marina"],
      city: ["downtown", "suburb", "suburbs"],
      beach: ["coast", "seaside", "seashore"],
      desert: ["oasis", "sand dunes", "dunes"],
      // A reserve or a sanctuary for wild animals is the forest they live in.
      forest: [
        "grove",
        "groves",
        "tiger reserve",
        "nature reserve",
        "wildlife reserve",
        "game reserve",
        "wildlife sanctuary",
      ],
      stage: ["cinema", "circus"],
      restaurant: ["dhaba", "diner", "pizzeria", "food court"],
      hospital: ["operating theatre", "operating room", "emergency room"],
      school: ["campus", "lecture hall", "exam hall", "staff room", "college", "university", "kindergarten"],
      home: ["apartment", "apartments", "drawing room", "guest room"],
      station: ["bus stand", "bus stands", "airport", "airports"],
      street: [
        "roadside",
        "petrol station",
        "gas station",
        "filling station",
        "parking lot",
        "car park",
        "underpass",
        "subway underpass",
        "pavement",
        "pavements",
        "crossroads",
        "highway",
        "highways",
        "flyover",
        "zebra crossing",
      ],
      farm: [
        "barn",
        "barns",
        "henhouse",
        "plantation",
        "plantations",
        "farmyard",
        "farmyards",
        "barnyard",
        "cowshed",
        "cowsheds",
        "cow shed",
        "byre",
      ],
      // A ski school and a ski slope are on the mountain, not a school or a street.
      mountains: [
        "valley",
        "valleys",
        "cliff",
        "cliffs",
        "summit",
        "cave",
        "caves",
        "glacier",
        "hilltop",
        "hillside",
        "mountainside",
        "ski school",
        "ski schools",
        "ski slope",
        "ski slopes",
        "alps",
      ],
      market: ["fete", "fetes", "fête", "mela", "melas", "funfairs", "fairgrounds", "village festival"],
    },
    around: [
      "roof",
      "roofs",
      "rooftop",
      "rooftops",
      "on the roof",
      "onto the roof",
      "from the roof",
      "off the roof",
      "on the rooftop",
      "from the rooftop",
      "backyard",
      "back yard",
      "front yard",
      "in the yard",
      "into the yard",
    ],
    address: [],
    stops: ["stopped", "halted"],
  },
  es: {
    words: {
      // The Milky Way is the night sky seen from where the story is, no scene in space.
      "vía láctea": "milky-way",
      // A chairlift or a ski lift is drawn as the cableway it is, up on the mountain.
      telesilla: "mountain-cableway+#mountains",
      telesquí: "mountain-cableway+#mountains",
      // What is given "on the house" is given free, wherever the story is.
      "invita la casa": "-",
      // A zoo is drawn as the park it is laid out in.
      zoológico: "#park",
      zoo: "#park",
      // Outdoor places named by their ground or their water: a meadow is a park, a lake the water's side.
      prado: "#park",
      pradera: "#park",
      peluquería: "#shop",
      barbería: "#shop",
      "salón de belleza": "#shop",
      "a cortarse el pelo": "#shop",
      "cortarse el pelo": "#shop",
      sastrería: "#shop",
      carnicería: "#shop",
      farmacia: "#shop",
      droguería: "#shop",
      supermercado: "#shop",
      frutería: "#shop",
      verdulería: "#shop",
      pescadería: "#shop",
      ferretería: "#shop",
      librería: "#shop",
      juguetería: "#shop",
      "tienda de juguetes": "#shop",
      floristería: "#shop",
      joyería: "#shop",
      quiosco: "#shop",
      kiosco: "#shop",
      "a comprar zapatos": "#shop",
      "a comprarse zapatos": "#shop",
      pastelería: "#bakery+bread",
      confitería: "#bakery+bread",
      dentista: "@health-worker/dentist/u",
      "centro de salud": "#hospital",
      "patio del colegio": "#school",
      "patio de la escuela": "#school",
      // A science fair is a school's day in its hall, no market of stalls ("la feria de ciencias").
      "feria de ciencias": "#school",
      "feria de la ciencia": "#school",
      "feria científica": "#school",
      "en clase": "#school",
      "a clase": "#school",
      aula: "#school",
      // A train station is the station, not the emoji of one drawn as a thing.
      // A café someone is in, at or outside of is the place, not the cup of coffee the word also names.
      "en el café": "#cafe",
      "al café": "#cafe",
      "delante del café": "#cafe",
      "café de la esquina": "#cafe",
      "estación de tren": "#station",
      "estación de trenes": "#station",
    },
    trades: {
      peluquero: "@person/hairdresser/u+#shop",
      peluquera: "@person/hairdresser/f+#shop",
      barbero: "@person/barber/u+#shop",
      sastre: "@person/tailor/u+#shop",
      óptico: "@person/optician/u+#shop",
      óptica: "@person/optician/f+#shop",
      modista: "@person/tailor/f+#shop",
      carnicero: "@person/butcher/u+#shop",
      carnicera: "@person/butcher/f+#shop",
      farmacéutico: "@person/chemist/u+#shop",
      farmacéutica: "@person/chemist/f+#shop",
    },
    parts: {
      azotea: "home",
      azoteas: "home",
      // The shore of the water: the river, unless the sentence names the sea or another place.
      orilla: "river",
      balcón: "home",
      balcones: "home",
      terraza: "home",
      porche: "home",
      desván: "home",
      buhardilla: "home",
      "cuarto de baño": "home",
      "comedor de casa": "home",
    },
    hints: {
      // Rows of cages are a pet shop's, before the story names another place (one cage is a pet's at home).
      // A housing colony and the gate of a house are among the houses, before the story names a place.
      street: ["colonia", "portón", "portones", "verja", "cancela"],
      shop: ["jaulas"],
      // A scarecrow stands in a field, and a field of a crop is farmland.
      farm: ["espantapájaros", "maizal", "trigal", "milpa"],
      // A camp is pitched wherever the story is: a forest only where the story has named no place.
      forest: ["campamento", "campamentos"],
      home: [
        // A room of a house, or a storey of the building people live in, before the story names another place.
        "planta baja",
        "piso de arriba",
        "piso de abajo",
        "habitación",
        "dormitorio",
        "su cuarto",
        "mi cuarto",
        "tu cuarto",
        "cumpleaños",
        "navidad",
        "nochebuena",
        "diwali",
        "eid",
        "holi",
        "familia",
        "patio",
        "pasillo",
        "escaleras",
      ],
      school: ["clase", "lección", "recreo", "compañeros de clase"],
    },
    nouns: {
      shop: ["centro comercial", "taller", "talleres"],
      garden: ["invernadero"],
      harbour: ["embarcadero", "malecón"],
      restaurant: ["pizzería"],
      city: ["barrio"],
      desert: ["duna", "dunas", "oasis"],
      forest: ["reserva de tigres", "reserva natural"],
      beach: ["costa"],
      stage: ["cine", "circo"],
      hospital: ["urgencias"],
      school: ["universidad", "guardería"],
      home: ["apartamento"],
      station: ["aeropuerto"],
      street: [
        "cruce",
        // A car park and an underpass are the street's, where cars and people go by.
        "aparcamiento",
        "estacionamiento",
        "paso subterráneo",
        "autopista",
        "callejón",
        "callejones",
        "callejuela",
        "carretera",
        "sendero",
        "avenida",
      ],
      // A canal as the river, a vineyard as the farm.
      river: ["cascada", "riachuelo", "laguna", "canal", "canales"],
      farm: [
        "granero",
        "gallinero",
        "arrozal",
        "finca",
        "viñedo",
        "viñedos",
        "viña",
        "viñas",
        "establo",
        "establos",
      ],
      mountains: [
        "valle",
        "cumbre",
        "acantilado",
        "cueva",
        "glaciar",
        "colina",
        "colinas",
        "cerro",
        "cerros",
        "loma",
        "ladera",
        "sierra",
        "escuela de esquí",
        "pista de esquí",
        "alpes",
      ],
      // A fair is its stalls, whatever it is the fair of ("la feria del pueblo", "las fiestas del pueblo").
      market: ["ferias", "fiesta del pueblo", "fiestas del pueblo", "verbena", "kermés"],
    },
    around: [
      "tejado",
      "tejados",
      "en el tejado",
      "al tejado",
      "desde el tejado",
      "del tejado",
      "patio trasero",
    ],
    address: [],
    stops: ["paró", "detuvo"],
  },
  fr: {
    words: {
      // The Milky Way is the night sky seen from where the story is, no scene in space.
      "voie lactée": "milky-way",
      // A chairlift or a ski lift is drawn as the cableway it is, up on the mountain.
      télésiège: "mountain-cableway+#mountains",
      téléski: "mountain-cableway+#mountains",
      // What is given "on the house" is given free, wherever the story is.
      "la maison qui régale": "-",
      "offert par la maison": "-",
      // A zoo is drawn as the park it is laid out in.
      zoo: "#park",
      "parc zoologique": "#park",
      // Outdoor places named by their ground or their water: a meadow is a park, a lake the water's side.
      pré: "#park",
      prairie: "#park",
      // A roller (a rolling pin, a paint roller) is no sea, whatever CLDR's wave is called.
      rouleau: "-",
      rouleaux: "-",
      // A ski or camp instructor is no computer screen that would put the scene at home; the person is
      // read by the name said with the word ("leur moniteur, monsieur Wolf").
      moniteur: "-",
      monitrice: "-",
      "salon de coiffure": "#shop",
      "salon de beauté": "#shop",
      "pour une coupe de cheveux": "#shop",
      "se faire couper les cheveux": "#shop",
      boucherie: "#shop",
      pharmacie: "#shop",
      confiserie: "#shop",
      droguerie: "#shop",
      supermarché: "#shop",
      librairie: "#shop",
      "magasin de jouets": "#shop",
      cordonnerie: "#shop",
      bijouterie: "#shop",
      quincaillerie: "#shop",
      "chez le boulanger": "#bakery+bread",
      "chez la boulangère": "#bakery+bread",
      dentiste: "@health-worker/dentist/u",
      vétérinaire: "@health-worker/vet/u",
      "chez le médecin": "#hospital",
      "chez le docteur": "#hospital",
      "chez le dentiste": "#hospital",
      "centre de santé": "#hospital",
      dispensaire: "#hospital",
      "en classe": "#school",
      "salle de classe": "#school",
      "cour de récréation": "#school",
      "cour de l'école": "#school",
    },
    trades: {
      coiffeur: "@person/hairdresser/u+#shop",
      coiffeuse: "@person/hairdresser/f+#shop",
      barbier: "@person/barber/u+#shop",
      couturière: "@person/tailor/f+#shop",
      couturier: "@person/tailor/u+#shop",
      opticien: "@person/optician/u+#shop",
      opticienne: "@person/optician/f+#shop",
      boucher: "@person/butcher/u+#shop",
      bouchère: "@person/butcher/f+#shop",
      pharmacien: "@person/chemist/u+#shop",
      pharmacienne: "@person/chemist/f+#shop",
      épicier: "@person/grocer/u+#shop",
      épicière: "@person/grocer/f+#shop",
      libraire: "@person/bookseller/u+#shop",
      cordonnier: "@person/shoemaker/u+#shop",
      fleuriste: "@person/florist/u+#shop",
    },
    parts: {
      "toit plat": "home",
      "toits plats": "home",
      "toit-terrasse": "home",
      "toits-terrasses": "home",
      // The shore of the water: the river, unless the sentence names the sea or another place.
      rive: "river",
      rivage: "river",
      berge: "river",
      balcon: "home",
      balcons: "home",
      terrasse: "home",
      véranda: "home",
      porche: "home",
      perron: "home",
      grenier: "home",
      "salle de bain": "home",
      "salle de bains": "home",
      "salle à manger": "home",
    },
    hints: {
      // Rows of cages are a pet shop's, before the story names another place (one cage is a pet's at home).
      // A housing colony and the gate of a house are among the houses, before the story names a place.
      street: ["cité", "portail", "portails"],
      shop: ["cages"],
      // A scarecrow stands in a field, and a field of a crop is farmland.
      farm: ["épouvantail", "épouvantails", "champ de maïs", "champ de blé"],
      // A camp is pitched wherever the story is: a forest only where the story has named no place.
      forest: ["campement", "campements"],
      home: [
        // A storey of the building people live in ("qui habite au rez-de-chaussée").
        "rez-de-chaussée",
        "rez de chaussée",
        "anniversaire",
        "noël",
        "réveillon",
        "diwali",
        "aïd",
        "holi",
        "famille",
        "cour",
        "couloir",
        "escalier",
        "escaliers",
        // The steps of a house or a school, never a market ("marché").
        "marches",
      ],
      school: ["classe", "leçon", "récréation", "récré", "camarades de classe", "cartable", "cartables"],
    },
    nouns: {
      // An "atelier" is as often a roadside repair stall or an art class as a room: left to the sentence.
      // A confiserie is the sweet shop.
      shop: ["kiosque", "confiserie", "confiseries"],
      library: ["médiathèque"],
      harbour: ["ponton", "marina"],
      restaurant: ["pizzeria", "brasserie", "cantine"],
      city: ["quartier"],
      desert: ["dune", "dunes", "oasis"],
      forest: ["jungle", "clairière", "réserve de tigres", "réserve naturelle"],
      stage: ["cinéma", "cirque"],
      office: ["banque"],
      countryside: ["hameau"],
      hospital: ["urgences"],
      school: ["collège", "lycée", "université", "maternelle"],
      home: ["appartement"],
      station: ["aéroport"],
      street: [
        "trottoir",
        "carrefour",
        // A car park and an underpass are the street's, where cars and people go by.
        "parking",
        "passage souterrain",
        "autoroute",
        "ruelle",
        "ruelles",
        "venelle",
        "impasse",
        "sentier",
        "route",
      ],
      // A canal as the river, a vineyard ("sa
      // vigne", "les vignes") as the farm.
      river: ["ruisseau", "cascade", "canal", "canaux"],
      farm: [
        "grange",
        "rizière",
        "poulailler",
        "écurie",
        "vignoble",
        "vignobles",
        "vigne",
        "vignes",
        "étable",
        "étables",
      ],
      mountains: [
        "vallée",
        "falaise",
        "grotte",
        "colline",
        "collines",
        "coteau",
        "pente",
        "sommet",
        "école de ski",
        "piste de ski",
        "alpes",
      ],
      // A fair is its stalls, whatever it is the fair of ("la fête du village", "la kermesse de l'école").
      market: [
        "foires",
        "fête du village",
        "fête de village",
        "fête au village",
        "kermesse",
        "fêtes foraines",
      ],
    },
    around: ["toit", "toits", "sur le toit", "depuis le toit", "du toit"],
    address: [],
    stops: ["arrêté", "arrêta", "arrête"],
  },
  de: {
    words: {
      // The Milky Way is the night sky seen from where the story is, no scene in space.
      milchstraße: "milky-way",
      // A chairlift or a ski lift is drawn as the cableway it is, up on the mountain.
      sessellift: "mountain-cableway+#mountains",
      skilift: "mountain-cableway+#mountains",
      // What is given "on the house" is given free, wherever the story is.
      "aufs haus": "-",
      // A zoo is drawn as the park it is laid out in.
      zoo: "#park",
      tierpark: "#park",
      // Outdoor places named by their ground or their water: a meadow is a park, a lake the water's side.
      wiese: "#park",
      wiesen: "#park",
      weiher: "#river",
      friseursalon: "#shop",
      salon: "#shop",
      "zum haareschneiden": "#shop",
      schneiderei: "#shop",
      metzgerei: "#shop",
      fleischerei: "#shop",
      apotheke: "#shop",
      drogerie: "#shop",
      supermarkt: "#shop",
      buchhandlung: "#shop",
      kiosk: "#shop",
      konditorei: "#bakery+bread",
      "zum arzt": "#hospital",
      "beim arzt": "#hospital",
      "zur ärztin": "#hospital",
      "bei der ärztin": "#hospital",
      "zum zahnarzt": "#hospital",
      "beim zahnarzt": "#hospital",
      zahnarzt: "@health-worker/dentist/m",
      zahnärztin: "@health-worker/dentist/f",
      tierarzt: "@health-worker/vet/m",
      tierärztin: "@health-worker/vet/f",
      wartezimmer: "#hospital",
      // A gym is a school's; a playing field names no farm (its "Feld") and keeps the place it is at.
      turnhalle: "#school",
      schulturnhalle: "#school",
      spielfeld: "-",
      klassenzimmer: "#school",
      klassenraum: "#school",
      schulhof: "#school",
      pausenhof: "#school",
      "im unterricht": "#school",
    },
    trades: {
      friseur: "@person/hairdresser/u+#shop",
      friseurin: "@person/hairdresser/f+#shop",
      frisör: "@person/hairdresser/u+#shop",
      schneiderin: "@person/tailor/f+#shop",
      optiker: "@person/optician/u+#shop",
      optikerin: "@person/optician/f+#shop",
      metzger: "@person/butcher/u+#shop",
      metzgerin: "@person/butcher/f+#shop",
      fleischer: "@person/butcher/u+#shop",
      apotheker: "@person/chemist/u+#shop",
      apothekerin: "@person/chemist/f+#shop",
      juwelier: "@person/jeweller/u+#shop",
    },
    parts: {
      dachterrasse: "home",
      flachdach: "home",
      "flache dach": "home",
      "flachen dach": "home",
      // The shore of the water: the river, unless the sentence names the sea or another place.
      ufer: "river",
      balkon: "home",
      balkons: "home",
      terrasse: "home",
      veranda: "home",
      innenhof: "home",
      dachboden: "home",
      badezimmer: "home",
      esszimmer: "home",
    },
    hints: {
      // Rows of cages are a pet shop's, before the story names another place (one cage is a pet's at home).
      // A housing colony and the gate of a house are among the houses, before the story names a place.
      street: ["Siedlung", "Gartentor", "Hoftor"],
      shop: ["käfige", "käfigen"],
      // A scarecrow stands in a field, and a field of a crop is farmland; "a Hof" driven to is a farm (the
      // house's own yard is "the Hof"), and picking strawberries is done on one.
      farm: ["Vogelscheuche", "Maisfeld", "Weizenfeld", "auf einen hof", "auf einem hof", "erdbeerpflücken"],
      home: [
        // A room of a house, or a storey of the building people live in, before the story names another place.
        "erdgeschoss",
        "obergeschoss",
        "dachgeschoss",
        "stockwerk",
        "zimmer",
        "kinderzimmer",
        "schlafzimmer",
        "geburtstag",
        "geburtstags",
        "geburtstagsfeier",
        "geburtstagsparty",
        "weihnachten",
        "heiligabend",
        "weihnachtsabend",
        "diwali",
        "zuckerfest",
        "familie",
        "flur",
        "diele",
        "treppe",
        "treppenhaus",
        // The yard of the house ("im Hof"), before the story names a farm.
        "im hof",
        "in den hof",
      ],
      school: [
        "klasse",
        "unterricht",
        "schulstunde",
        "große pause",
        "klassenkameraden",
        "schulranzen",
        "schultasche",
      ],
    },
    nouns: {
      shop: ["einkaufszentrum", "werkstatt", "werkstätten"],
      playground: ["sandkasten"],
      cafe: ["eisdiele", "teestube"],
      harbour: ["anleger"],
      restaurant: ["kantine", "pizzeria", "mensa"],
      city: ["stadtzentrum"],
      desert: ["düne", "dünen", "oase"],
      beach: ["küste"],
      forest: ["dschungel", "lichtung", "tigerreservat", "naturreservat"],
      stage: ["kino", "zirkus"],
      school: ["universität", "gymnasium"],
      home: ["wohnung"],
      station: ["flughafen"],
      // A cowshed or a stable is the farm's.
      farm: ["scheune", "Kuhstall", "Kuhstalls", "Stall"],
      street: [
        "gehweg",
        "bürgersteig",
        // A car park and an underpass are the street's, where cars and people go by.
        "parkplatz",
        "unterführung",
        "kreuzung",
        "autobahn",
        "gasse",
        "gassen",
        "pfad",
        "landstraße",
        "allee",
      ],
      // A canal as the river.
      river: ["wasserfall", "kanal", "kanäle", "kanals"],
      mountains: [
        "klippe",
        "höhle",
        "gletscher",
        "in den bergen",
        "hügel",
        "hügels",
        "anhöhe",
        "hang",
        "gipfel",
        "skischule",
        "skipiste",
        "alpen",
      ],
      // A fair is its stalls, and so is a compound that ends in one ("Dorfkirmes", "Herbstjahrmarkt").
      market: ["jahrmarkt", "kirmes", "kirchweih", "volksfest", "dorffest", "rummel", "rummelplatz"],
    },
    around: ["dach", "dächer", "daches", "auf dem dach", "aufs dach", "vom dach"],
    address: ["in der"],
    stops: ["hielt"],
    edges: ["rand", "rande", "ufer", "ufern", "mitte", "saum"],
  },
  hi: {
    words: {
      "पशु चिकित्सक": "@health-worker/vet/u",
      पशुचिकित्सक: "@health-worker/vet/u",
      // A zoo is drawn as the park it is laid out in.
      चिड़ियाघर: "#park",
      // The Milky Way is the night sky seen from where the story is, no scene in space.
      आकाशगंगा: "milky-way",
      // A chairlift or a ski lift is drawn as the cableway it is, up on the mountain.
      चेयरलिफ़्ट: "mountain-cableway+#mountains",
      चेयरलिफ्ट: "mountain-cableway+#mountains",
      सैलून: "#shop",
      पार्लर: "#shop",
      "ब्यूटी पार्लर": "#shop",
      "बाल कटवाने": "#shop",
      "बाल कटाने": "#shop",
      फ़ार्मेसी: "#shop",
      फार्मेसी: "#shop",
      किराना: "#shop",
      किराने: "#shop",
      सुपरमार्केट: "#shop",
      // A bus stand is the bus station.
      "बस अड्डा": "#station",
      "बस अड्डे": "#station",
      "सुपर मार्केट": "#shop",
      दवाखाना: "#hospital",
      दवाखाने: "#hospital",
      डिस्पेंसरी: "#hospital",
      "डॉक्टर के पास": "#hospital",
      "डॉक्टर के यहाँ": "#hospital",
      // A birthday cake is a cake, no birthday kept at home.
      "जन्मदिन के केक": "birthday-cake",
      "कक्षा में": "#school",
      "क्लास में": "#school",
      क्लासरूम: "#school",
    },
    trades: {
      नाई: "@person/barber/u+#shop",
      दर्ज़ी: "@person/tailor/u+#shop",
      दर्जी: "@person/tailor/u+#shop",
      कसाई: "@person/butcher/u+#shop",
      केमिस्ट: "@person/chemist/u+#shop",
      हलवाई: "@person/confectioner/u+#shop",
      मोची: "@person/shoemaker/u+#shop",
      सुनार: "@person/jeweller/u+#shop",
    },
    parts: {
      बालकनी: "home",
      छज्जा: "home",
      छज्जे: "home",
      आँगन: "home",
      आंगन: "home",
      बरामदा: "home",
      बरामदे: "home",
      दालान: "home",
      ओसारा: "home",
      ओसारे: "home",
      "ड्राइंग रूम": "home",
      "लिविंग रूम": "home",
      "सोने का कमरा": "home",
      "सोने के कमरे": "home",
      शयनकक्ष: "home",
      गुसलखाना: "home",
      गुसलखाने: "home",
      बाथरूम: "home",
      स्नानघर: "home",
      अटारी: "home",
    },
    hints: {
      // Rows of cages are a pet shop's, before the story names another place (one cage is a pet's at home).
      // A housing colony and the gate of a house are among the houses, before the story names a place.
      street: ["कॉलोनी", "गेट"],
      shop: ["पिंजरों"],
      // A scarecrow stands in a field, and a field of a crop is farmland.
      farm: ["बिजूका", "बिजूके", "मक्के के खेत", "गेहूँ के खेत"],
      home: [
        // A room of a house, or a storey of the building people live in, before the story names another place.
        "ग्राउंड फ़्लोर",
        "ग्राउंड फ्लोर",
        "ऊपर की मंज़िल",
        "नीचे की मंज़िल",
        "कमरा",
        "कमरे",
        "दिवाली",
        "दीवाली",
        "दीपावली",
        "होली",
        "ईद",
        "क्रिसमस",
        "जन्मदिन",
        "रक्षाबंधन",
        "दशहरा",
        "परिवार",
        "बैठक",
        "सीढ़ियों",
        "सीढ़ियाँ",
      ],
      school: ["कक्षा", "क्लास", "पाठ", "सहपाठी", "सहपाठियों", "बस्ता", "बस्ते"],
    },
    nouns: {
      kitchen: ["रसोईघर"],
      // A garage (गैराज) is the mechanic's workshop a vehicle is pushed to for repair.
      shop: ["वर्कशॉप", "कार्यशाला", "गैराज", "गेराज"],
      garden: ["बाग", "फुलवारी"],
      restaurant: ["होटल", "ढाबा", "ढाबे"],
      city: ["कस्बा", "कस्बे"],
      // A टीला is a mound of sand, a dune.
      desert: ["मरुस्थल", "टीला", "टीले", "टीलों"],
      forest: ["टाइगर रिज़र्व", "टाइगर रिजर्व", "अभयारण्य"],
      park: ["उद्यान"],
      stage: ["स्टेज", "सिनेमा हॉल", "सर्कस"],
      office: ["बैंक"],
      countryside: ["चरागाह", "देहात"],
      school: ["कॉलेज"],
      home: ["फ्लैट"],
      station: ["प्लेटफार्म", "हवाई अड्डा", "हवाई अड्डे"],
      street: ["फुटपाथ", "हाईवे", "पगडंडी", "रास्ता", "रास्ते", "रोड", "स्ट्रीट", "पार्किंग", "अंडरपास"],
      // A canal is drawn as the river, a vineyard or a plantation as the farm.
      river: ["झरना", "झरने", "नहर", "नहरें", "नहरों"],
      farm: [
        "खेतों",
        "खलिहान",
        "अंगूर का बाग़",
        "अंगूर के बाग़",
        "अंगूर का बाग",
        "अंगूर के बाग",
        "बाग़ान",
        "बागान",
        "गोशाला",
        "गौशाला",
        "तबेला",
        "तबेले",
      ],
      mountains: ["पहाड़ी", "पहाड़ियों", "पहाड़ियाँ", "घाटी", "ढलान", "चोटी", "स्की स्कूल", "आल्प्स"],
      // A fair (a mela) is its stalls, whatever it is the fair of ("गाँव का मेला").
      // Shops in the plural ("दुकानों के बीच": between the shops) are the stalls of a market.
      market: ["मेलों", "दुकानों"],
    },
    around: ["छत", "छत पर", "छत से", "छतों"],
    address: [],
    stops: ["रुकी", "रुका"],
  },
  kn: {
    words: {
      // Sandpaper ("sand paper") is a sheet to rub wood smooth with, no beach.
      "ಮರಳು ಕಾಗದ": "-",
      ಪಶುವೈದ್ಯ: "@health-worker/vet/u",
      ಪಶುವೈದ್ಯೆ: "@health-worker/vet/f",
      // The Milky Way is the night sky seen from where the story is, no scene in space.
      ಕ್ಷೀರಪಥ: "milky-way",
      ಕ್ಷೀರಪಥದ: "milky-way",
      // A chairlift or a ski lift is drawn as the cableway it is, up on the mountain.
      ಚೇರ್‌ಲಿಫ್ಟ್: "mountain-cableway+#mountains",
      // A zoo is drawn as the park it is laid out in.
      ಮೃಗಾಲಯ: "#park",
      // Outdoor places named by their ground or their water: a meadow is a park, a lake the water's side.
      ಹುಲ್ಲುಗಾವಲು: "#park",
      ಸಲೂನ್: "#shop",
      ಕ್ಷೌರದಂಗಡಿ: "#shop",
      "ಕ್ಷೌರದ ಅಂಗಡಿ": "#shop",
      "ಕೂದಲು ಕತ್ತರಿಸಲು": "#shop",
      "ಕೂದಲು ಕತ್ತರಿಸಿಕೊಳ್ಳಲು": "#shop",
      "ಮಾಂಸದ ಅಂಗಡಿ": "#shop",
      ಫಾರ್ಮಸಿ: "#shop",
      "ಔಷಧಿ ಅಂಗಡಿ": "#shop",
      "ಮೆಡಿಕಲ್ ಶಾಪ್": "#shop",
      "ದಿನಸಿ ಅಂಗಡಿ": "#shop",
      "ಕಿರಾಣಿ ಅಂಗಡಿ": "#shop",
      ಸೂಪರ್ಮಾರ್ಕೆಟ್: "#shop",
      "ಸೂಪರ್ ಮಾರ್ಕೆಟ್": "#shop",
      // A post office is the building drawn by the street, no office to sit in nor a station.
      "ಅಂಚೆ ಕಚೇರಿ": "post-office",
      "ಅಂಚೆ ಕಚೇರಿಯ": "post-office",
      // A bus stop by the road (under any case ending), in the street, no station building.
      "ಬಸ್ ನಿಲ್ದಾಣ": "bus-stop+#street",
      ದವಾಖಾನೆ: "#hospital",
      ತರಗತಿಯಲ್ಲಿ: "#school",
      ತರಗತಿಗೆ: "#school",
      ಕ್ಲಾಸಿನಲ್ಲಿ: "#school",
      ತರಗತಿಕೋಣೆ: "#school",
      "ತರಗತಿ ಕೋಣೆ": "#school",
    },
    trades: {
      ಕ್ಷೌರಿಕ: "@person/barber/u+#shop",
      ದರ್ಜಿ: "@person/tailor/u+#shop",
      ಟೈಲರ್: "@person/tailor/u+#shop",
      ಕಟುಕ: "@person/butcher/u+#shop",
    },
    parts: {
      ತಾರಸಿ: "home",
      ಮಾಳಿಗೆ: "home",
      // The shore of the water: the river, unless the sentence names the sea or another place.
      ದಡ: "river",
      // Too short alone to find under a longer ending ("ದಡದಲ್ಲಿದ್ದ": that was on the bank).
      ದಡದಲ್ಲಿ: "river",
      ಬಾಲ್ಕನಿ: "home",
      ಅಂಗಳ: "home",
      ಜಗಲಿ: "home",
      ವರಾಂಡ: "home",
      ವರಾಂಡಾ: "home",
      "ಮಲಗುವ ಕೋಣೆ": "home",
      ಬಚ್ಚಲು: "home",
      ಅಟ್ಟ: "home",
    },
    hints: {
      // Rows of cages are a pet shop's, before the story names another place (one cage is a pet's at home).
      // A housing colony and the gate of a house are among the houses, before the story names a place.
      street: ["ಕಾಲೋನಿ", "ಗೇಟ್", "ಗೇಟು"],
      shop: ["ಪಂಜರಗಳ"],
      // A scarecrow stands in a field, and a field of a crop is farmland.
      farm: ["ಬೆದರುಬೊಂಬೆ", "ಬೆದರು ಬೊಂಬೆ", "ಜೋಳದ ಹೊಲ"],
      // An auditorium is the stage of a story that has no place yet; in a school it is the school's.
      stage: ["ಸಭಾಂಗಣ"],
      home: [
        // A room of a house, or a storey of the building people live in, before the story names another place.
        "ಮಹಡಿ",
        "ಕೋಣೆ",
        "ದೀಪಾವಳಿ",
        "ಸಂಕ್ರಾಂತಿ",
        "ಯುಗಾದಿ",
        "ಕ್ರಿಸ್ಮಸ್",
        "ರಂಜಾನ್",
        "ಬಕ್ರೀದ್",
        "ಹುಟ್ಟುಹಬ್ಬ",
        "ದಸರಾ",
        "ಹೋಳಿ",
        "ಕುಟುಂಬ",
        // The household, its people ("ಮನೆಯವರು"): a family, no house named.
        "ಮನೆಯವರು",
        "ಮೆಟ್ಟಿಲು",
      ],
      school: ["ತರಗತಿ", "ಕ್ಲಾಸ್", "ಪಾಠ", "ಸಹಪಾಠಿ", "ಶಾಲೆಯ ಚೀಲ", "ಶಾಲಾ ಚೀಲ"],
    },
    nouns: {
      kitchen: ["ಅಡಿಗೆ ಮನೆ", "ಅಡುಗೆ ಮನೆ"],
      // A garage (ಗ್ಯಾರೇಜ್) is the mechanic's workshop a vehicle is pushed to for repair.
      shop: ["ಕಾರ್ಯಾಗಾರ", "ವರ್ಕ್‌ಶಾಪ್", "ಗ್ಯಾರೇಜ್", "ಗ್ಯಾರೇಜು", "ಮೆಕ್ಯಾನಿಕ್ ಶೆಡ್"],
      garden: ["ಹೂದೋಟ", "ಕೈತೋಟ"],
      restaurant: ["ಉಪಾಹಾರ ಗೃಹ"],
      city: ["ಶಹರ"],
      beach: ["ಬೀಚ್"],
      stage: ["ಚಿತ್ರಮಂದಿರ", "ಸ್ಟೇಜ್"],
      office: ["ಪೊಲೀಸ್ ಠಾಣೆ", "ಬ್ಯಾಂಕ್", "ಬ್ಯಾಂಕು"],
      school: ["ಕಾಲೇಜು", "ಕಾಲೇಜ್"],
      street: ["ಹೆದ್ದಾರಿ", "ಓಣಿ", "ಗಲ್ಲಿ", "ರೋಡ್", "ರೋಡು", "ಸ್ಟ್ರೀಟ್", "ಪಾರ್ಕಿಂಗ್", "ಅಂಡರ್‌ಪಾಸ್"],
      // A canal as the river, a vineyard as the farm.
      river: ["ಜಲಪಾತ", "ಕಾಲುವೆ"],
      farm: ["ಜಮೀನು", "ದ್ರಾಕ್ಷಿತೋಟ", "ದ್ರಾಕ್ಷಿ ತೋಟ", "ಕೊಟ್ಟಿಗೆ", "ದನದ ಕೊಟ್ಟಿಗೆ"],
      // A platform is a railway station's.
      station: ["ಪ್ಲಾಟ್‌ಫಾರ್ಮ್", "ಪ್ಲಾಟ್‌ಫಾರಂ"],
      mountains: ["ಶಿಖರ", "ಗುಹೆ", "ಬೆಟ್ಟ", "ಗುಡ್ಡ", "ಘಾಟಿ", "ದಿಬ್ಬ", "ಕಣಿವೆ", "ಸ್ಕೀ ಶಾಲೆ", "ಆಲ್ಪ್ಸ್"],
      // A mound of sand is a dune.
      desert: ["ಮರಳು ದಿಬ್ಬ"],
      // A fair (a jatre) is its stalls, whatever it is the fair of ("ಹಳ್ಳಿಯ ಜಾತ್ರೆ").
      // Shops in the plural ("ಅಂಗಡಿಗಳ ನಡುವೆ": between the shops) are the stalls of a market.
      market: ["ಜಾತ್ರೆ", "ಮೇಳ", "ಅಂಗಡಿಗಳ", "ಅಂಗಡಿಗಳು"],
    },
    around: ["ಛಾವಣಿ", "ಛಾವಣಿಯ ಮೇಲೆ"],
    address: [],
    stops: ["ನಿಂತಿತು"],
  },
  ta: {
    words: {
      // The Milky Way is the night sky seen from where the story is, no scene in space.
      பால்வீதி: "milky-way",
      பால்வீதியின்: "milky-way",
      // A chairlift or a ski lift is drawn as the cableway it is, up on the mountain.
      "நாற்காலி லிஃப்ட்": "mountain-cableway+#mountains",
      // Milk named as the object ("பாலைப் பகிர்ந்து"), never the desert (பாலை, பாலைவனம்).
      பாலைப்: "glass-of-milk",
      பாலைக்: "glass-of-milk",
      பாலையும்: "glass-of-milk",
      // A zoo is drawn as the park it is laid out in.
      மிருகக்காட்சிசாலை: "#park",
      "மிருகக்காட்சி சாலை": "#park",
      // Outdoor places named by their ground or their water: a meadow is a park, a lake the water's side.
      புல்வெளி: "#park",
      சலூன்: "#shop",
      "முடி வெட்ட": "#shop",
      "முடி வெட்டிக்கொள்ள": "#shop",
      "தையல் கடை": "#shop",
      தையல்கடை: "#shop",
      கசாப்புக்கடை: "#shop",
      "கசாப்புக் கடை": "#shop",
      கறிக்கடை: "#shop",
      மருந்துக்கடை: "#shop",
      "மருந்துக் கடை": "#shop",
      மருந்தகம்: "#shop",
      மருந்தகத்: "#shop",
      மளிகைக்கடை: "#shop",
      "மளிகைக் கடை": "#shop",
      துணிக்கடை: "#shop",
      செருப்புக்கடை: "#shop",
      பொம்மைக்கடை: "#shop",
      புத்தகக்கடை: "#shop",
      இனிப்புக்கடை: "#shop",
      மிட்டாய்க்கடை: "#shop",
      சூப்பர்மார்க்கெட்: "#shop",
      "சூப்பர் மார்க்கெட்": "#shop",
      // A post office is the building drawn by the street, no office to sit in nor a station.
      "தபால் நிலையம்": "post-office",
      "தபால் நிலையத்": "post-office",
      "தபால் நிலையத்தின்": "post-office",
      // A bus stop by the road, in the street, no station building.
      "பஸ் நிறுத்தம்": "bus-stop+#street",
      "பஸ் நிறுத்தத்தில்": "bus-stop+#street",
      "பஸ் நிறுத்தத்துக்கு": "bus-stop+#street",
      "பஸ் நிறுத்தத்திற்கு": "bus-stop+#street",
      "பேருந்து நிறுத்தம்": "bus-stop+#street",
      "பேருந்து நிறுத்தத்தில்": "bus-stop+#street",
      "பேருந்து நிறுத்தத்துக்கு": "bus-stop+#street",
      "பேருந்து நிறுத்தத்திற்கு": "bus-stop+#street",
      வகுப்பறை: "#school",
      வகுப்பில்: "#school",
      வகுப்புக்கு: "#school",
    },
    trades: {
      முடிதிருத்துபவர்: "@person/barber/u+#shop",
      "முடி திருத்துபவர்": "@person/barber/u+#shop",
      நாவிதர்: "@person/barber/u+#shop",
      தையல்காரர்: "@person/tailor/u+#shop",
    },
    parts: {
      "மொட்டை மாடி": "home",
      மொட்டைமாடி: "home",
      // The shore of the water: the river, unless the sentence names the sea or another place.
      கரை: "river",
      கால்வாய்: "river",
      பால்கனி: "home",
      முற்றத்: "home",
      தாழ்வாரத்: "home",
      மாடியில்: "home",
      முற்றம்: "home",
      திண்ணை: "home",
      வராண்டா: "home",
      தாழ்வாரம்: "home",
      வரவேற்பறை: "home",
      படுக்கையறை: "home",
      குளியலறை: "home",
      பரண்: "home",
    },
    hints: {
      // Rows of cages are a pet shop's, before the story names another place (one cage is a pet's at home).
      // A housing colony and the gate of a house are among the houses, before the story names a place.
      street: ["காலனி"],
      shop: ["கூண்டுகள்"],
      // A scarecrow stands in a field, and a field of a crop is farmland.
      farm: ["சோளக்காட்டு பொம்மை", "வைக்கோல் பொம்மை", "சோளக்காடு"],
      home: [
        // A room of a house, or a storey of the building people live in, before the story names another place.
        "கீழ்த் தளம்",
        "கீழ்த் தளத்",
        "மேல் தளம்",
        "மேல் தளத்",
        "தரைத் தளம்",
        "தரைத் தளத்",
        "அறை",
        "தீபாவளி",
        "கிறிஸ்துமஸ்",
        "ரம்ஜான்",
        "பக்ரீத்",
        "பிறந்தநாள்",
        "பிறந்த நாள்",
        "ஓணம்",
        "புத்தாண்டு",
        "குடும்பம்",
        "குடும்பத்",
        "படிக்கட்டு",
        "கூடம்",
      ],
      school: ["வகுப்பு", "பாடம்", "சக மாணவர்கள்", "பள்ளிப் பை", "பள்ளிப் பையை", "பள்ளிப் பையைத்"],
    },
    nouns: {
      garden: ["பூந்தோட்டம்", "பூந்தோட்டத்"],
      // A mechanic's shed or garage is the workshop a vehicle is pushed to for repair.
      shop: ["பட்டறை", "பணிமனை", "வொர்க்ஷாப்", "மெக்கானிக் ஷெட்", "கேரேஜ்"],
      restaurant: ["ரெஸ்டாரண்ட்"],
      city: ["பட்டணம்", "பட்டணத்", "டவுன்"],
      sea: ["சமுத்திரம்", "சமுத்திரத்"],
      beach: ["பீச்"],
      // A sanctuary (for tigers, for birds) is the forest its animals live in.
      forest: ["வனம்", "வனத்", "சரணாலயம்", "சரணாலயத்"],
      // A mound of sand is a dune.
      desert: ["மணல் மேடு", "மணல் மேடுகள்", "மணல் மேட்டின்", "மணல் மேட்டு"],
      stage: ["திரையரங்கு", "திரையரங்க"],
      office: ["காவல் நிலையம்", "காவல் நிலையத்", "வங்கி", "ஆபீஸ்"],
      hospital: ["ஆஸ்பத்திரி"],
      school: ["கல்லூரி"],
      river: ["அருவி", "குளக்கரை"],
      street: [
        "ஸ்ட்ரீட்",
        "நடைபாதை",
        "நெடுஞ்சாலை",
        "நாற்சந்தி",
        "சந்து",
        "பாதை",
        "ஒழுங்கை",
        "ரோடு",
        "ரோட்டு",
        "பார்க்கிங்",
        "சுரங்கப்பாதை",
      ],
      // A vineyard as the farm (a canal is
      // with the parts, matched as written: its stem is a leg's, கால்).
      farm: [
        "தோப்பு",
        "திராட்சைத் தோட்டம்",
        "திராட்சைத் தோட்டத்",
        "திராட்சைத்தோட்டம்",
        "மாட்டுத் தொழுவம்",
        "மாட்டுத் தொழுவத்",
        "தொழுவம்",
        "தொழுவத்",
        "மாட்டுக்கொட்டகை",
      ],
      // A platform is a railway station's.
      station: ["நடைமேடை", "பிளாட்பாரம்", "பிளாட்பார்ம்"],
      mountains: ["சிகரம்", "சிகரத்", "குகை", "குன்று", "கணவாய்", "பள்ளத்தாக்கு", "மலைப்பாதை", "ஸ்கீ பள்ளி", "ஆல்ப்ஸ்"],
      // A village or temple festival is a fair of stalls, whatever it is the festival of ("கிராமத் திருவிழா").
      // Shops in the plural ("கடைகளுக்கு நடுவே": between the shops) are the stalls of a market.
      market: ["பஜார்", "திருவிழா", "பொருட்காட்சி", "கடைகள்", "கடைகளுக்கு", "கடைகளின்"],
    },
    around: ["கூரை", "கூரையில்", "கூரைமேல்"],
    address: [],
    stops: ["நின்றது"],
  },
  te: {
    words: {
      పశువైద్యుడు: "@health-worker/vet/m",
      పశువైద్యుడి: "@health-worker/vet/m",
      పశువైద్యురాలు: "@health-worker/vet/f",
      // The Milky Way is the night sky seen from where the story is, no scene in space.
      పాలపుంత: "milky-way",
      // A chairlift or a ski lift is drawn as the cableway it is, up on the mountain.
      చెయిర్‌లిఫ్ట్: "mountain-cableway+#mountains",
      // A zoo is drawn as the park it is laid out in.
      జూ: "#park",
      "జంతు ప్రదర్శనశాల": "#park",
      // Outdoor places named by their ground or their water: a meadow is a park, a lake the water's side.
      "పచ్చిక బయలు": "#park",
      సెలూన్: "#shop",
      క్షౌరశాల: "#shop",
      "జుట్టు కత్తిరించుకోవడానికి": "#shop",
      "జుట్టు కత్తిరించుకోవటానికి": "#shop",
      "మాంసం కొట్టు": "#shop",
      "మాంసం దుకాణం": "#shop",
      ఫార్మసీ: "#shop",
      "మందుల షాపు": "#shop",
      "మందుల దుకాణం": "#shop",
      "కిరాణా కొట్టు": "#shop",
      "కిరాణా షాపు": "#shop",
      "కిరాణా దుకాణం": "#shop",
      "బట్టల కొట్టు": "#shop",
      "చెప్పుల షాపు": "#shop",
      సూపర్మార్కెట్: "#shop",
      కేఫ్: "#cafe",
      కెఫే: "#cafe",
      "సూపర్ మార్కెట్": "#shop",
      దవాఖానా: "#hospital",
      తరగతిలో: "#school",
      తరగతికి: "#school",
      క్లాసులో: "#school",
      "తరగతి గది": "#school",
    },
    trades: {
      మంగలి: "@person/barber/u+#shop",
      క్షురకుడు: "@person/barber/u+#shop",
      దర్జీ: "@person/tailor/u+#shop",
      టైలర్: "@person/tailor/u+#shop",
      కసాయి: "@person/butcher/u+#shop",
    },
    parts: {
      డాబా: "home",
      "డాబా మీద": "home",
      "మేడ మీద": "home",
      // The shore of the water: the river, unless the sentence names the sea or another place.
      ఒడ్డు: "river",
      // The bank of a canal or a river ("గట్టు మీద ఉన్న కొట్టు": the stall on the bank).
      "గట్టు మీద": "river",
      బాల్కనీ: "home",
      వరండా: "home",
      వసారా: "home",
      అరుగు: "home",
      // The front yard and the backyard of a house, also as the case forms their stems change into.
      వాకిలి: "home",
      వాకిట్లో: "home",
      పెరడు: "home",
      పెరట్లో: "home",
      పెరటి: "home",
      పడకగది: "home",
      "స్నానాల గది": "home",
      బాత్రూమ్: "home",
      అటక: "home",
      గుమ్మం: "home",
    },
    hints: {
      // Rows of cages are a pet shop's, before the story names another place (one cage is a pet's at home).
      // A housing colony and the gate of a house are among the houses, before the story names a place.
      street: ["కాలనీ", "గేటు", "గేట్"],
      shop: ["పంజరాల"],
      // A scarecrow stands in a field, and a field of a crop is farmland.
      farm: ["దిష్టిబొమ్మ", "దిష్టి బొమ్మ", "మొక్కజొన్న చేను"],
      // A hall names no building: a home's hall for a story that has no place yet.
      home: [
        // A room of a house, or a storey of the building people live in, before the story names another place.
        "అంతస్తు",
        "గది",
        "హాల్",
        "హాలు",
        "దీపావళి",
        "సంక్రాంతి",
        "ఉగాది",
        "క్రిస్మస్",
        "రంజాన్",
        "బక్రీద్",
        "పుట్టినరోజు",
        "దసరా",
        "హోలీ",
        "కుటుంబ",
        // The household, its people ("ఇంట్లోవాళ్లు"): a family, no house named.
        "ఇంట్లోవాళ్లు",
        "మెట్ల",
        "హాలు",
        "హాలంతా",
      ],
      school: ["తరగతి", "క్లాసు", "పాఠం", "సహవిద్యార్థులు", "బడి సంచి"],
    },
    nouns: {
      garden: ["పూలతోట"],
      // A mechanic's shed or garage is the workshop a vehicle is pushed to for repair; a "షాపు" is a shop.
      shop: ["వర్క్‌షాప్", "కార్ఖానా", "షాపు", "షాప్", "మెకానిక్ షెడ్", "మెకానిక్ షెడ్డు", "గ్యారేజ్", "గ్యారేజీ"],
      city: ["సిటీ"],
      // A tiger reserve or a sanctuary is the forest its animals live in.
      forest: ["అరణ్యం", "టైగర్ రిజర్వ్", "అభయారణ్యం"],
      // A mound of sand is a dune.
      desert: ["ఇసుక దిబ్బ", "ఇసుక దిబ్బలు"],
      park: ["ఉద్యానవనం"],
      stage: ["స్టేజీ", "సినిమా హాల్"],
      office: ["పోలీస్ స్టేషన్", "బ్యాంకు"],
      school: ["కాలేజీ"],
      // The middle of the road (నడిరోడ్డు) is the road.
      street: ["హైవే", "సందు", "దారి", "బాట", "నడిరోడ్డు", "స్ట్రీట్", "పార్కింగ్", "అండర్‌పాస్"],
      // A canal as the river, a vineyard as the farm.
      river: ["జలపాతం", "కాలువ"],
      farm: ["చేను", "ద్రాక్షతోట", "ద్రాక్ష తోట", "పశువుల పాక", "పశువులపాక", "కొట్టం"],
      // A platform is a railway station's; a bus stand is the bus station.
      station: ["విమానాశ్రయం", "ప్లాట్‌ఫారం", "ప్లాట్‌ఫాం", "ప్లాట్‌ఫారమ్", "బస్టాండు", "బస్టాండ్", "బస్ స్టాండ్", "బస్ స్టాండు"],
      mountains: ["శిఖరం", "గుహ", "కొండ", "కొండలు", "గుట్ట", "ఘాట్", "లోయ", "స్కీ స్కూల్", "ఆల్ప్స్"],
      // A fair (a jatara) is its stalls, whatever it is the fair of ("ఊరి జాతర").
      // Shops in the plural ("దుకాణాల మధ్య": between the shops) are the stalls of a market.
      market: ["జాతర", "తిరునాళ్ళు", "తిరునాళ్ళ", "తిరునాళ్లు", "తిరునాళ్ల", "దుకాణాల", "దుకాణాలు"],
    },
    around: ["పైకప్పు", "పైకప్పు మీద"],
    address: [],
    stops: ["ఆగింది"],
  },
};

/**
 * Place words that, read with a modifier, name a part of whatever place the story is in: "the ticket
 * office" of a station, "टिकट घर", "la oficina de objetos perdidos", "das Fundbüro" keep the station. `heads`
 * are matched at a word's start (case endings) or, in German, at a compound's end; a modifier is a thing's
 * noun right before the head (en, hi, kn, ta, te), a noun after one of `of` (es, fr), or the first part of
 * the German compound. In the languages whose modifiers come first, a place right before another place,
 * or joined to it by one of `link` ("बाज़ार वाली गली"), is the modifier of that place ("Market Street", "ಸಂತೆ
 * ಬೀದಿ"): it gives way to the place the sentence is in.
 */
export const PART_HEADS: Record<
  Language,
  { heads: readonly string[]; of?: ReadonlySet<string>; link?: ReadonlySet<string> }
> = {
  en: { heads: ["office", "offices", "room", "counter", "desk", "booth", "window", "kiosk"] },
  es: { heads: ["oficina", "sala", "ventanilla", "mostrador"], of: new Set(["de", "del"]) },
  fr: { heads: ["bureau", "salle", "guichet", "comptoir"], of: new Set(["de", "des", "du", "d'"]) },
  de: { heads: ["büro", "raum", "zimmer", "schalter", "halle", "stube"] },
  hi: {
    heads: ["घर", "कमर", "दफ़्तर", "दफ्तर", "खिड़की", "काउंटर"],
    link: new Set(["वाली", "वाला", "वाले"]),
  },
  kn: { heads: ["ಕಚೇರಿ", "ಕೊಠಡಿ", "ಕೌಂಟರ್"] },
  ta: { heads: ["அலுவலக", "அறை", "கவுண்டர்"] },
  te: { heads: ["కార్యాలయ", "గది", "కౌంటర్", "ఆఫీస్"] },
};

/**
 * Home named as where someone is going, not where they are: a word before it ("a casa", "nach Hause",
 * "à la maison"), its dative ending ("ಮನೆಗೆ", "வீட்டுக்கு", "ఇంటికి"), or the bare word with no word of
 * being there around it ("carried it home", but "at home"; "घर ले आई", but "घर में").
 */
export interface HomeGoal {
  before: readonly string[];
  ending: RegExp | null;
  bare: string | null;
  /** Words before or after the bare word that make it where someone is. */
  there: readonly string[];
  /** Words right after the home word that make it the way's goal ("झोपड़ी की ओर", "குடிசையை நோக்கி",
   * "గుడిసె వైపు": towards the hut). */
  towards?: readonly string[];
}

export const HOME_GOALS: Record<Language, HomeGoal> = {
  en: {
    before: ["to the", "to their", "towards the", "back to the"],
    ending: null,
    bare: "home",
    there: ["at", "the", "a", "his", "her", "their", "our", "my"],
  },
  es: {
    before: ["a", "hacia", "hasta", "a su", "hacia su", "hasta su", "a mi", "hasta mi", "a nuestra"],
    ending: null,
    bare: null,
    there: [],
  },
  fr: { before: ["à la", "jusqu'à la", "vers la"], ending: null, bare: null, there: [] },
  de: { before: ["nach", "zur", "zum"], ending: null, bare: "heim", there: [] },
  hi: {
    before: [],
    ending: null,
    bare: "घर",
    there: ["में", "पर", "के", "की", "का", "से", "पे"],
    towards: ["ओर", "तरफ़", "तरफ"],
  },
  kn: { before: [], ending: /(ಗೆ|ನತ್ತ)$/u, bare: null, there: [] },
  ta: { before: [], ending: /(க்கு|ற்கு)[கப]?்?$/u, bare: null, there: [], towards: ["நோக்கி"] },
  te: { before: [], ending: /కి$/u, bare: null, there: [], towards: ["వైపు", "వైపుకు", "వైపుగా"] },
};

/**
 * A place named as the goal (or, after the Indic words, the start) of a way someone is on: "on the way to
 * school", "de vuelta a casa", "en rentrant à la maison", "auf dem Weg zur Schule", "घर लौटते समय",
 * "ಮನೆಗೆ ಹಿಂತಿರುಗುವಾಗ", "வீடு திரும்பும் வழியில்", "ఇంటికి తిరిగి వస్తుండగా". The scene is on the way, drawn
 * as the street, not at that place. `before`: phrases that end right before the place or its article (with
 * the article where a bare noun would make a compound: "chemin de l'école" is a way to school, "chemin de
 * montagne" a mountain path);
 * `after`: phrases that start right after the place or one word later ("ఇంటికి తిరిగి వస్తుండగా").
 */
export const WAY_TO: Record<Language, { before: readonly string[]; after: readonly string[] }> = {
  en: { before: ["way to", "way back to", "heading to", "heading for"], after: [] },
  es: {
    before: [
      "camino a",
      "camino al",
      "camino de la",
      "camino del",
      "vuelta a",
      "vuelta al",
      "regreso a",
      "regreso al",
      "volviendo a",
      "volviendo al",
      "regresando a",
      "regresando al",
      "yendo a",
      "yendo al",
      "rumbo a",
      "rumbo al",
    ],
    after: [],
  },
  fr: {
    before: [
      "chemin de la",
      "chemin de l'",
      "chemin du",
      "route de la",
      "route de l'",
      "route du",
      "en rentrant à",
      "en rentrant au",
      "en revenant à",
      "en revenant au",
      "en retournant à",
      "en retournant au",
      "en allant à",
      "en allant au",
    ],
    after: [],
  },
  de: {
    before: ["weg zur", "weg zum", "weg nach", "unterwegs zur", "unterwegs zum", "unterwegs nach"],
    after: [],
  },
  hi: {
    before: [],
    after: ["जाते समय", "जाते हुए", "लौटते समय", "लौटते हुए", "आते समय", "आते हुए", "के रास्ते में", "जाने के रास्ते"],
  },
  kn: { before: [], after: ["ಹೋಗುವಾಗ", "ಹಿಂತಿರುಗುವಾಗ", "ಬರುವಾಗ", "ಹೋಗುವ ದಾರಿಯಲ್ಲಿ", "ಬರುವ ದಾರಿಯಲ್ಲಿ"] },
  ta: {
    before: [],
    after: ["வழியில்", "போகும் வழியில்", "வரும் வழியில்", "போகும்போது", "திரும்பும்போது", "வரும்போது"],
  },
  te: {
    before: [],
    after: [
      "వెళ్తుండగా",
      "వస్తుండగా",
      "వెళ్తుంటే",
      "వస్తుంటే",
      "వెళ్ళేటప్పుడు",
      "వచ్చేటప్పుడు",
      "వెళ్ళే దారిలో",
      "వచ్చే దారిలో",
      "వెళ్తూ",
      "వస్తూ",
    ],
  },
};

/**
 * A place named as where someone goes ("up the hill to his vineyard", "hasta su viña", "in seinen Weinberg",
 * "ತೋಟಕ್ಕೆ"): of the places a sentence names alike, the goal is where its scene is. `before`: words right
 * before the place or its article ("to", "zum"); `article`: words before an article that make it a goal
 * ("in den", "auf die"), with `articles` the articles that do; `ending`: a case ending joined to the place
 * (Kannada, Tamil and Telugu datives); `after`: words right after it (Hindi "तक", up to); `notAfter`: words
 * that make `before` a place beside ("next to").
 */
export interface MotionGoal {
  before: readonly string[];
  article?: { before: readonly string[]; articles: readonly string[] };
  ending?: RegExp;
  after?: readonly string[];
  notAfter?: readonly string[];
}

export const MOTION_GOALS: Record<Language, MotionGoal> = {
  en: {
    before: ["to", "into", "onto", "towards", "toward"],
    notAfter: ["next", "close", "due", "according"],
  },
  es: { before: ["hasta", "hacia", "al", "a"] },
  fr: { before: ["jusqu'à", "jusqu'au", "jusqu'aux", "vers"] },
  de: {
    before: ["zum", "zur", "ins", "aufs", "nach"],
    article: {
      before: ["in", "auf"],
      articles: [
        "den",
        "die",
        "das",
        "einen",
        "eine",
        "seinen",
        "seine",
        "ihren",
        "ihre",
        "unseren",
        "unsere",
      ],
    },
  },
  hi: { before: [], after: ["तक"] },
  kn: { before: [], ending: /(ಗೆ|ಕ್ಕೆ)$/u },
  ta: { before: [], ending: /(க்கு|க்குள்|ற்கு)$/u },
  te: { before: [], ending: /(కి|కు)$/u },
};

/** Words right after a place that make it a day ("திருவிழா அன்று": on the festival's day): when the scene is,
 * not where. A festival kept at home (a hint: "தீபாவளி அன்று", on Diwali) still says home. */
export const DAY_OF_PLACE: Record<Language, ReadonlySet<string>> = {
  en: new Set(),
  es: new Set(),
  fr: new Set(),
  de: new Set(),
  hi: new Set(),
  kn: new Set(),
  ta: new Set(["அன்று"]),
  te: new Set(),
};

/**
 * Home words in the plural ("over the houses", "los tejados de las casas", "घरों के ऊपर"): houses seen from
 * outside, where a story already is somewhere, not a home it goes into (matched as the word's start in hi,
 * kn, ta, te, whose case endings follow).
 */
export const HOUSES_SEEN: Record<Language, RegExp> = {
  en: /^houses$/u,
  es: /^casas$/u,
  fr: /^maisons$/u,
  de: /^häusern?$/u,
  hi: /^घरों$/u,
  kn: /^ಮನೆಗಳ/u,
  ta: /^வீடுகள/u,
  te: /^(ఇళ్ల|ఇళ్ళ)/u,
};

/**
 * Riding in a vehicle ("on the bus", "en el autobús", "im Zug", "बस में", "ಬಸ್ಸಿನಲ್ಲಿ"): the scene is the ride,
 * not a place the vehicle goes to. `before`: words before the vehicle (its article and a word or two
 * between) that put someone in or on it; `after`: words right after it (Hindi's postpositions); `ending`: a
 * case ending joined to it (Kannada, Tamil, Telugu); `toward`: words between the vehicle and a place after it
 * that make that place where the vehicle goes ("the train to Delhi", "el autobús de vuelta a casa").
 * Languages that put the noun last name the goal before the vehicle ("घर लौटते हुए बस में").
 */
export interface RideWords {
  before: readonly string[];
  after?: readonly string[];
  ending?: RegExp;
  toward: readonly string[];
  /** Verbs of getting into a vehicle: right before the word that puts someone in it ("subieron al autobús"),
   * or, in the languages that put the verb last, right after the vehicle ("ಬಸ್ ಹತ್ತಿದರು", "బస్సు ఎక్కారు"). */
  boarded?: { verb: RegExp; into?: readonly string[]; direct?: RegExp; verbFirst?: boolean };
  /** Verbs of going that no pose names ("fueron", "sont allés"): one before the vehicle makes the place after
   * it where the people went and are ("Fueron en coche a las montañas"), not only where the ride heads. */
  going?: RegExp;
}

export const RIDE_WORDS: Record<Language, RideWords> = {
  en: {
    before: ["in", "on", "aboard", "by", "inside"],
    toward: ["to", "towards", "for", "back", "bound"],
    boarded: {
      verb: /^(get|gets|got|getting|climb|climbs|climbed|climbing|hop|hops|hopped|step|steps|stepped|jump|jumps|jumped)$/u,
      into: ["on", "onto", "into", "in", "aboard"],
      // "boarded the night train": the vehicle is the verb's object, with no word between.
      direct: /^(board|boards|boarded|boarding)$/u,
    },
  },
  es: {
    before: ["en", "dentro"],
    toward: ["a", "al", "hacia", "hasta", "para", "de", "vuelta", "regreso"],
    boarded: {
      verb: /^(sub(e|en|es|imos|i[óo]|ieron|ía|ían|ir|iendo)|mont(a|an|[óo]|aron|aba|aban|ar))$/u,
      into: ["a", "al"],
    },
    going:
      /^(fu(e|i|imos|eron)|iba|iban|íbamos|va|van|vamos|viaj(a|an|[óo]|aron|aba|aban)|lleg(a|an|[óo]|aron)|volv(i[óo]|ieron)|regres(a|an|[óo]|aron))$/u,
  },
  fr: {
    before: ["en", "dans"],
    toward: ["pour", "vers", "à", "au", "jusqu'à", "jusqu'au", "de", "du", "retour"],
    boarded: {
      verb: /^(mont(e|es|ent|ons|ez|é|ée|és|ées|ait|aient|er|a|èrent)|grimp(é|ée|és|ées|e|ent))$/u,
      into: ["dans"],
    },
    going:
      /^(all(é|ée|és|ées|a|aient|ait|èrent)|va|vont|part(i|ie|is|ies|it|irent)|rentr(é|ée|és|ées|a|èrent)|arriv(é|ée|és|ées|a|èrent)|retourn(é|ée|és|ées|a|èrent))$/u,
  },
  de: {
    before: ["im", "in", "mit"],
    toward: ["nach", "zum", "zur", "in", "ins", "richtung"],
    // "stiegen Aarti und ihr Vater in den Nachtzug": the verb stands second, anywhere before its subject.
    boarded: {
      verb: /^(steig(e|st|t|en)|stieg(en|st)?|kletter(e|t|n|te|ten))$/u,
      into: ["in"],
      verbFirst: true,
    },
  },
  hi: {
    before: [],
    after: ["में", "से", "पर"],
    toward: [],
    boarded: { verb: /^चढ़/u },
  },
  kn: {
    before: [],
    ending: /(ಲ್ಲಿ|ದಿಂದ|ಲ್ಲೇ)$/u,
    toward: [],
    boarded: { verb: /^ಹತ್ತ/u },
  },
  ta: {
    before: [],
    ending: /(ில்|இல்|ால்|ிலே)$/u,
    toward: [],
    boarded: { verb: /^ஏற/u },
  },
  te: {
    before: [],
    ending: /(లో|లోనే|తో)$/u,
    toward: [],
    boarded: { verb: /^ఎక్క/u },
  },
};

/**
 * Verbs whose object is a place someone leaves or shuts behind them: "closed the shop", "left the office",
 * "salió de la oficina", "a quitté le bureau", "verließ das Büro", "दुकान बंद की", "ಕಚೇರಿಯಿಂದ ಹೊರಟು",
 * "அலுவலகத்தை விட்டு", "ఆఫీసు మూసి". Such a place is the scene only where the sentence names no other.
 * `before`: the verb up to three words before the place (en, es, fr, de); `after`: the verb up to two words
 * after it (de past participles, and the languages that put the verb last), matched as the word's start in
 * hi, kn, ta, te; `goal`: words between the verb and the place that make it where someone goes ("left for
 * school", "salió para el mercado").
 * `between`: the only words that may stand between the place and a verb after it (Hindi "से", from, and
 * "को": "गली में निकल आए" is came out into the lane).
 */
export const PLACE_LEFT_VERBS: Record<
  Language,
  { before?: RegExp; after?: RegExp; goal?: readonly string[]; between?: readonly string[] }
> = {
  en: {
    before:
      /^(left|leaves?|leaving|closed|closes?|closing|shut|shuts|shutting|locked|locks?|locking|exited|exits?|quit|quits|cleaned|cleans?|cleaning|tidied|tidies|tidy|swept|sweeps?)$/u,
    goal: ["for", "to", "into", "towards"],
  },
  es: {
    before:
      /^(sali[óo]|salieron|salía|salían|salimos|sale|salen|salir|dej[óo]|dejaron|cerr[óo]|cerraron|cerraba|cierra|cierran|cerrar|abandon[óo]|abandonaron|limpi[óo]|limpiaron|barri[óo])$/u,
    goal: ["para", "a", "al", "hacia", "hasta"],
  },
  fr: {
    before:
      /^(quitt[ée]e?s?|quitta|quittèrent|quitte|quittent|sorti[es]?|sortit|sortirent|sort|sortent|ferm[ée]e?s?|ferma|fermèrent|ferme|ferment|nettoy[ée]e?s?|nettoya|balay[ée])$/u,
    goal: ["pour", "vers", "à", "au", "aux", "jusqu'à", "jusqu'au"],
  },
  de: {
    before:
      /^(verließ|verließen|verlässt|verlasse|schloss|schlossen|schließt|putzte|putzten|fegte|fegten|räumte)$/u,
    goal: ["nach", "zum", "zur", "in", "ins", "auf", "an"],
    after: /^(verlassen|geschlossen|abgeschlossen|zugeschlossen|zugesperrt|geputzt|gefegt|aufgeräumt)$/u,
  },
  hi: {
    between: ["से", "को"],
    after: /^(बंद|छोड़|छोड़|साफ़|साफ|निकल|ताला)/u,
  },
  kn: { after: /^(ಮುಚ್ಚ|ಬಿಟ್ಟು|ಬಿಟ್ಟ|ಹೊರಟ|ಹೊರಬಂದ|ಗುಡಿಸ|ಸ್ವಚ್ಛ|ಬೀಗ)/u },
  ta: { after: /^(மூடி|மூட|விட்டு|விட்டுக்|கிளம்பி|கிளம்ப|வெளியேறி|வெளியே|பூட்டி|சுத்தம்|பெருக்கி)/u },
  te: { after: /^(మూసి|మూసే|మూసే|వదిలి|వదిలే|బయలుదేరి|బయటకు|బయటికి|తాళం|శుభ్రం|ఊడ్చి)/u },
};

/**
 * Being back on land by the water after a boat trip ("back on land", "by the water", "en tierra firme",
 * "au bord de l'eau", "an Land", "किनारे पर", "ದಡಕ್ಕೆ", "கரைக்கு", "ఒడ్డుకు"): phrases of words, the last
 * matched as the word's start in hi, kn, ta, te, whose case endings follow.
 */
export const BACK_ON_LAND: Record<Language, readonly string[]> = {
  en: [
    "on land",
    "to land",
    "ashore",
    "on shore",
    "the shore",
    "quay",
    "quayside",
    "jetty",
    "by the water",
    "waterside",
    "waterfront",
  ],
  es: [
    "en tierra",
    "a tierra",
    "tierra firme",
    "la orilla",
    "muelle",
    "junto al agua",
    "borde del agua",
    "malecón",
  ],
  fr: ["à terre", "terre ferme", "quai", "bord de l' eau", "bord de l'eau", "rivage"],
  de: ["an land", "am wasser", "am ufer", "ans ufer", "kai", "am kai", "festland"],
  hi: ["किनार", "ज़मीन", "ज़मीन", "घाट", "पानी के पास"],
  kn: ["ದಡ", "ತೀರ", "ನೀರಿನ ಬಳಿ"],
  ta: ["கரை", "தண்ணீர் ஓர", "கடலோர"],
  te: ["ఒడ్డు", "తీర", "నీళ్ల పక్క", "నీటి పక్క"],
};

/**
 * Phrases that put what a clause says at a later time ("next time", "la próxima vez", "nächstes Mal",
 * "अगली बार"): a place named with one ("told him to play in the park next time") is where someone should go
 * another day, not where the scene is.
 */
export const LATER_TIMES: Record<Language, readonly string[]> = {
  en: ["next time", "next week", "next weekend", "next month", "next year", "tomorrow"],
  es: ["la próxima vez", "la siguiente vez", "la próxima semana", "la semana que viene", "el mes que viene"],
  fr: ["la prochaine fois", "la semaine prochaine", "le mois prochain", "demain"],
  de: ["nächstes mal", "das nächste mal", "beim nächsten mal", "nächste woche", "nächsten monat"],
  hi: ["अगली बार", "अगली दफ़ा", "अगली दफा", "अगले हफ़्ते", "अगले हफ्ते", "अगले सप्ताह", "अगले महीने"],
  kn: ["ಮುಂದಿನ ಸಲ", "ಮುಂದಿನ ಬಾರಿ", "ಮುಂದಿನ ಸಾರಿ", "ಮುಂದಿನ ವಾರ", "ಮುಂದಿನ ತಿಂಗಳು", "ನಾಳೆ"],
  ta: ["அடுத்த முறை", "அடுத்த தடவை", "அடுத்த வாரம்", "அடுத்த மாதம்", "நாளை"],
  te: ["వచ్చేసారి", "ఈసారి నుంచి", "తదుపరి సారి", "వచ్చే సారి", "వచ్చే వారం", "వచ్చే నెల", "రేపు"],
};

/**
 * A clause that says what someone is told, promised or allowed to do ("told him to wait at the gate",
 * "said they could go to the park", "le prometió llevarla al zoo"): a place in it is where someone should or
 * may go, not where the scene is. `says`: the verb of telling, promising or allowing, up to `reach` words
 * before the place with no comma between (German puts one right after it: "versprach, sie ... zu bringen");
 * `later`: a word between it and the place that puts what follows later (an infinitive's "to", a modal, "que");
 * `after`: in the languages that put the verb last, a word right after the place or the next one that says
 * it is meant, allowed or promised ("जा सकते हैं", "ಹೋಗುವುದಾಗಿ", "போகலாம்", "వెళ్ళొచ్చని").
 */
export interface LaterClause {
  says?: RegExp;
  later?: RegExp;
  after?: RegExp;
}

export const LATER_CLAUSES: Record<Language, LaterClause> = {
  en: {
    says: /^(told|tells|tell|asked|asks|promised|promises|promise|said|says|allowed|let)$/u,
    later: /^(to|could|would|will|might|can|should|'d|'ll)$/u,
  },
  es: {
    says: /^(dijo|dijeron|dice|prometió|prometieron|promete|pidió|pidieron|permitió|dejó)$/u,
    later: /^(que|(\p{L}+)(ar|er|ir)(la|lo|las|los|le|les|nos|me|te)?)$/u,
  },
  fr: {
    says: /^(dit|dirent|dis|promis|promit|demandé|demanda|permis|permit)$/u,
    later: /^(que|qu'|de|d'|pourraient|pourrait|irait|iraient)$/u,
  },
  // "Papa sagte, sie könnten in den Park gehen", "versprach, sie in den Zoo zu bringen": a modal between, or
  // the infinitive's "zu" after the place.
  de: {
    says: /^(sagte|sagten|versprach|versprachen|erlaubte|erlaubten|bat|baten)$/u,
    later: /^(könnten|könne|dürften|dürfe|würden|würde|werde|werden|sollten|sollte|solle|dass)$/u,
    after: /^(zu)$/u,
  },
  hi: { after: /^(सकते|सकती|सकता|सकेंगे|सकोगे|जाएँगे|जाएंगे|जाएगी|जाएगा|चलेंगे|चलेगी)$/u },
  kn: { after: /(ವುದಾಗಿ|ಬಹುದು|ಬಹುದೆಂದು|ಬಹುದೆಂದ|ಣವೆಂದು|ಣವೆಂದ)$/u },
  ta: { after: /(வதாக|லாம்|லாமென்று|லாமெனச்)$/u },
  te: { after: /(తానని|తామని|వచ్చని|ొచ్చని|మని|దామని)$/u },
};

/**
 * How a place word is read as the modifier of another noun ("the school play", "la función del colegio",
 * "स्कूल के नाटक", "ಶಾಲೆಯ ಬಸ್"), and the words around that noun that say where the scene is after all.
 * `of`: the words that join a head before it to the place after it (es, fr: "la función del colegio").
 * `locative`: words right before the noun phrase that put someone at or in what it names ("at the school
 * play", "en la función del colegio"): the place is the scene then. `locativeAfter`: the same after the
 * head, as a postposition (Hindi) or as the head's own ending (Kannada, Tamil, Telugu).
 * `purpose`: words before the noun phrase that make it what something is for ("a dress for the school
 * play"); `purposeAfter`: the same after the head, or as its ending. `notHeads`: words after a place in
 * its genitive that are postpositions or parts of it ("स्कूल के पास", "ಶಾಲೆಯ ಮುಂದೆ"), no noun it modifies,
 * matched as their start in Kannada, Tamil and Telugu; in Spanish and French the side, the middle or the
 * length of a place before "de" ("al lado del parque", "le long du quai"), which is where the place is.
 */
export interface ModifierWords {
  of?: ReadonlySet<string>;
  locative?: ReadonlySet<string>;
  locativeAfter?: RegExp;
  purpose?: ReadonlySet<string>;
  purposeAfter?: RegExp;
  notHeads?: RegExp;
}

const set = (words: string) => new Set(words.split(" "));

export const MODIFIER_WORDS: Record<Language, ModifierWords> = {
  en: {
    locative: set("at in into inside on onto to by near beside behind under outside towards toward from"),
    purpose: set("for"),
  },
  es: {
    of: set("de del"),
    locative: set("en a al hacia junto cerca frente dentro fuera bajo sobre desde tras detrás delante"),
    purpose: set("para"),
    notHeads:
      /^(lado|largo|centro|medio|borde|orilla|fondo|interior|entrada|salida|puerta|patio|camino|final|alrededores)$/u,
  },
  fr: {
    of: set("de d' du des"),
    locative: set("à au aux dans en sur sous vers devant derrière près chez depuis hors"),
    purpose: set("pour"),
    notHeads: /^(long|côté|centre|milieu|bord|fond|intérieur|entrée|sortie|porte|cour|chemin|bout|abords)$/u,
  },
  de: {
    locative: set("in im ins an am auf zum zur bei beim vor hinter neben unter aus"),
    purpose: set("für"),
  },
  hi: {
    locativeAfter: /^(में|पर|तक|से|के|की|का)$/u,
    purposeAfter: /^(लिए|लिये)$/u,
    notHeads:
      /^(पास|बाहर|अंदर|अन्दर|भीतर|सामने|पीछे|ऊपर|नीचे|बगल|किनारे|लिए|लिये|बाद|पहले|तरफ़|तरफ|ओर|रास्ते|बीच|पार|आसपास|नज़दीक|नजदीक|करीब|दौरान|समय|बारे|छुट्टी|छुट्टियों|छुट्टियाँ|गेट|दरवाज़े|दरवाजे|आँगन|मैदान)$/u,
  },
  kn: {
    locativeAfter: /(ಲ್ಲಿ|ಲ್ಲೇ|ಳಗೆ|ಬಳಿ)$/u,
    purposeAfter: /(ಗಾಗಿ|ಕ್ಕಾಗಿ)$/u,
    notHeads: /^(ಬಳಿ|ಹತ್ತಿರ|ಒಳ|ಹೊರ|ಮುಂದ|ಮುಂಭಾಗ|ಹಿಂದ|ಪಕ್ಕ|ಮೇಲ|ಕೆಳ|ನಂತರ|ಬಳಿಕ|ಬಗ್ಗೆ|ಕಡೆ|ದಾರಿ|ಹಾದಿ|ರಜೆ|ಗೇಟ|ಬಾಗಿಲ|ಅಂಗಳ|ಮೈದಾನ|ಆವರಣ)/u,
  },
  ta: {
    locativeAfter: /(இல்|ில்|ிலே|இலே|க்குள்|ுக்குள்)$/u,
    purposeAfter: /(க்காக|காக)$/u,
    notHeads:
      /^(அருகி|அருகே|பக்க|உள்ள|உள்ளே|வெளிய|வெளியே|முன்|பின்|மேல|கீழ|பிறகு|பற்றி|வழி|விடுமுறை|வாசல|கேட|மைதான|வளாக)/u,
  },
  te: {
    locativeAfter: /(లో|లోనే|దగ్గర)$/u,
    purposeAfter: /^(కోసం|కొరకు)$/u,
    notHeads: /^(దగ్గర|లోపల|బయట|ముందు|వెనుక|పక్క|మీద|కింద|తర్వాత|తరువాత|గురించి|దారి|సెలవు|గేటు|గేట్|వాకిలి|ఆవరణ|మైదాన)/u,
  },
};

/**
 * Words that tie one place to another, which only says where the first is: "the lane behind his house", "la
 * calle detrás de su casa", "die Gasse hinter seinem Haus", "घर के पीछे वाली गली", "ಮನೆಯ ಹಿಂದಿನ ಓಣಿ", "வீட்டுக்குப்
 * பின்னால் உள்ள சந்து", "ఇంటి వెనుక ఉన్న సందు". `between`: in en, es, fr and de the words (as phrases) after the
 * place and before the one that locates it. In hi, kn, ta and te the locating place comes first: `locator`,
 * a word of where after it; `bridge`, the case, relative or "which is" words that may stand beside it.
 */
export interface LocatorWords {
  between?: readonly string[];
  /** A relative that may stand between the place and its locating phrase ("que hay junto al", "that is
   * next to", "qui est à côté du"). */
  relative?: readonly string[];
  /** Whether an adjective follows its noun, and so may stand between the place and its locating phrase
   * ("el aparcamiento vacío detrás del estadio"). */
  adjectiveAfter?: boolean;
  /** Words of the locating phrase that put the place on the landmark's own grounds ("the shop outside the
   * temple"): the landmark is in view there, and keeps its picture. */
  grounds?: RegExp;
  locator?: RegExp;
  bridge?: RegExp;
}

export const LOCATOR_WORDS: Record<Language, LocatorWords> = {
  en: {
    between: [
      "behind",
      "next to",
      "outside",
      "near",
      "beside",
      "opposite",
      "across from",
      "in front of",
      "close to",
      "beyond",
      "by",
    ],
    relative: ["that is", "which is", "that was", "which was", "that stands", "that stood"],
    grounds: /^outside$/u,
  },
  es: {
    between: [
      "detrás de",
      "detrás del",
      "junto a",
      "junto al",
      "cerca de",
      "cerca del",
      // Before "al lado de", which ends it: "la farmacia de al lado de la parada".
      "de al lado de",
      "de al lado del",
      "al lado de",
      "al lado del",
      "enfrente de",
      "enfrente del",
      "frente a",
      "frente al",
      "fuera de",
      "fuera del",
      "delante de",
      "delante del",
      "tras",
    ],
    relative: ["que hay", "que había", "que está", "que estaba", "que queda"],
    adjectiveAfter: true,
    grounds: /^fuera$/u,
  },
  fr: {
    between: [
      "derrière",
      "à côté de",
      "à côté du",
      "à côté des",
      "près de",
      "près du",
      "devant",
      "en face de",
      "en face du",
      "hors de",
      "au bout de",
    ],
    relative: ["qui est", "qui était", "qui se trouve", "qui se trouvait"],
    adjectiveAfter: true,
    grounds: /^hors$/u,
  },
  de: {
    between: ["hinter", "neben", "vor", "gegenüber", "nahe", "außerhalb", "bei", "beim", "hinterm", "vorm"],
    grounds: /^außerhalb$/u,
  },
  hi: {
    locator: /^(पीछे|पास|सामने|बगल|बाहर|नज़दीक|नजदीक|करीब|क़रीब|पार)$/u,
    bridge: /^(के|की|का|में|वाली|वाले|वाला)$/u,
    grounds: /^बाहर$/u,
  },
  kn: {
    locator: /^(ಹಿಂದಿನ|ಹಿಂದೆ|ಹಿಂಭಾಗದ|ಪಕ್ಕದ|ಪಕ್ಕದಲ್ಲಿ|ಎದುರಿನ|ಎದುರು|ಹತ್ತಿರದ|ಹತ್ತಿರ|ಬಳಿಯ|ಬಳಿ|ಹೊರಗಿನ|ಹೊರಗೆ|ಮುಂದಿನ|ಮುಂದೆ|ಆಚೆಯ|ಆಚೆ)$/u,
    bridge: /^(ಇರುವ|ಇದ್ದ|ಇರೋ)$/u,
    grounds: /^(ಹೊರಗಿನ|ಹೊರಗೆ)$/u,
  },
  ta: {
    locator:
      /^(பின்னால்|பின்னாலுள்ள|பின்புறம்|பின்புறமுள்ள|பின்புறத்தில்|அருகில்|அருகே|அருகிலுள்ள|பக்கத்தில்|பக்கத்திலுள்ள|பக்கத்து|பக்கத்துச்|எதிரே|எதிரில்|எதிரிலுள்ள|வெளியே|முன்னால்|முன்னாலுள்ள)$/u,
    bridge: /^(உள்ள|இருக்கும்|இருந்த)$/u,
    grounds: /^வெளியே$/u,
  },
  te: {
    // Also with the emphatic "-ే" ("పక్కనే") and with "ఉన్న" joined ("పక్కనున్న", next to which is).
    locator: /^(వెనుక|వెనక|వెనకాల|పక్కన|దగ్గర|దగ్గరి|ఎదురుగా|ఎదురుగ|ముందు|బయట|సమీపంలో|ఎదుట)(ే|ున్న)?$/u,
    bridge: /^(ఉన్న|ఉండే)$/u,
    grounds: /^బయట(ే|ున్న)?$/u,
  },
};

/**
 * "far from the city lights", "lejos de la ciudad", "loin de la ville", "weit weg von der Stadt", "शहर से दूर",
 * "ನಗರದಿಂದ ದೂರ", "நகரத்திலிருந்து தொலைவில்", "నగరానికి దూరంగా": a place named as where the scene is not.
 * `before`: phrases before it, with up to two words (an article, an owner) between (en, es, fr, de). In hi,
 * kn, ta and te: `after`, the word of distance right after it; `from`, its "from" (or "to") as the place's
 * ending or as a word between the two.
 */
export interface FarWords {
  before?: readonly string[];
  after?: RegExp;
  from?: RegExp;
}

export const FAR_WORDS: Record<Language, FarWords> = {
  en: { before: ["far from", "far away from", "away from", "miles from", "miles away from"] },
  es: { before: ["lejos de", "lejos del"] },
  fr: { before: ["loin de", "loin du", "loin des"] },
  de: { before: ["weit weg von", "weit weg vom", "weit von", "weit vom", "fern von", "fernab", "abseits"] },
  hi: { after: /^दूर$/u, from: /^से$/u },
  kn: { after: /^(ದೂರ|ದೂರದಲ್ಲಿ|ದೂರಕ್ಕೆ)$/u, from: /(ಇಂದ|ಿಂದ)$/u },
  ta: { after: /^(தொலைவில்|தொலைவிலுள்ள|தூரத்தில்|தள்ளி)$/u, from: /(இருந்து|லிருந்து)$/u },
  te: { after: /^(దూరంగా|దూరంలో)$/u, from: /(కి|కు|నుండి|నుంచి)$/u },
};

/**
 * A ride named as the way back ("on the bus back", "en el autobús de vuelta", "dans le bus du retour", "im Bus
 * auf dem Rückweg", "लौटते वक़्त बस में", "ವಾಪಸ್ ಬರುವಾಗ ಬಸ್ಸಿನಲ್ಲಿ", "திரும்பும்போது பஸ்ஸில்", "తిరిగి వస్తుంటే
 * బస్సులో"): the scene is the road, whatever place the story was at. `after`: words right after the vehicle;
 * `words`: words anywhere in the sentence (matched as the word's start in hi, kn, ta, te).
 */
export const WAY_BACK: Record<Language, { after: readonly string[]; words: RegExp | null }> = {
  en: { after: ["back", "home"], words: null },
  es: { after: [], words: /^(vuelta|regreso)$/u },
  fr: { after: [], words: /^retour$/u },
  de: { after: [], words: /^(rückweg|heimweg|rückfahrt|heimfahrt|heimreise|rückreise)$/u },
  hi: { after: [], words: /^(लौटते|वापसी|लौटती)/u },
  kn: { after: [], words: /^(ವಾಪಸ್|ಹಿಂತಿರುಗ|ಹಿಂದಿರುಗ)/u },
  ta: { after: [], words: /^(திரும்பும்|திரும்பி)/u },
  te: { after: [], words: /^(తిరిగి)$/u },
};

/**
 * Words that tie a place to a person it only says where they live: "a letter to her grandfather in the
 * village", "su abuela del pueblo", "son oncle au village", "ihrem Opa im Dorf", "गाँव वाले दादाजी को",
 * "ಹಳ್ಳಿಯಲ್ಲಿರುವ ಅಜ್ಜನಿಗೆ", "கிராமத்தில் இருக்கும் தாத்தாவுக்கு", "పల్లెలో ఉన్న తాతకు". In en, es, fr and de the
 * place comes after the person: `link`, the words between (a preposition, an article); `owner`, the owner
 * word before the person (a person someone has, not one in the scene); `with`, the word that puts the person
 * beside someone after all ("with her grandfather in the village"). In hi, kn, ta and te the place comes
 * first: `bridge`, the case, relative and owner words between it and the person, of which one must be a
 * `tie` (the relative or genitive word, "वाले", "ಇರುವ") unless it is `joined`, the same joined
 * to the place's word; `object`, the person's case of being written, called or sent to (or from).
 */
export interface PersonPlaceWords {
  link?: RegExp;
  owner?: RegExp;
  with?: RegExp;
  bridge?: RegExp;
  tie?: RegExp;
  joined?: RegExp;
  object?: RegExp;
}

export const PERSON_PLACE_WORDS: Record<Language, PersonPlaceWords> = {
  en: {
    link: /^(in|at|from|of|the|a|an|back|out|up|down|there)$/u,
    owner: /^(my|your|his|her|our|their)$/u,
    with: /^(with|beside|and)$/u,
  },
  es: {
    link: /^(en|de|del|el|la|los|las|allá|allí)$/u,
    owner: /^(mi|mis|tu|tus|su|sus|nuestro|nuestra|nuestros|nuestras)$/u,
    with: /^(con|junto|y)$/u,
  },
  fr: {
    link: /^(de|du|des|en|dans|la|le|l|les|là-bas)$/u,
    owner: /^(mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|leur|leurs)$/u,
    with: /^(avec|et|auprès)$/u,
  },
  de: {
    link: /^(im|in|aus|vom|von|am|auf|der|dem|den|die|das|einem|einer|dort|drüben)$/u,
    owner: /^(mein|dein|sein|ihr|unser|euer)(e|er|em|en|es)?$/u,
    with: /^(mit|bei|und|neben)$/u,
  },
  hi: {
    bridge:
      /^(में|पर|के|की|का|रहने|रहनेवाले|रहनेवाली|रहते|रहती|वाले|वाली|वाला|अपने|अपनी|अपना|उसके|उसकी|मेरे|मेरी|हमारे|हमारी)$/u,
    tie: /^(के|की|का|रहने|रहनेवाले|रहनेवाली|रहते|रहती|वाले|वाली|वाला)$/u,
    object: /^(को|से|की|के|का)$/u,
  },
  kn: {
    joined: /(ಲ್ಲಿರುವ|ಲ್ಲಿದ್ದ|ಲ್ಲಿನ|ಲ್ಲಿ\u200cರುವ)$/u,
    bridge: /^(ಇರುವ|ಇದ್ದ|ವಾಸಿಸುವ|ವಾಸವಿರುವ|ತನ್ನ|ನನ್ನ|ಅವಳ|ಅವನ|ನಮ್ಮ|ಅವರ)$/u,
    tie: /^(ಇರುವ|ಇದ್ದ|ವಾಸಿಸುವ|ವಾಸವಿರುವ)$/u,
    object: /(ಗೆ|ಕ್ಕೆ|ನಿಂದ|ರಿಂದ|ಯಿಂದ|ವರಿಂದ)$/u,
  },
  ta: {
    joined: /(லுள்ள|லிருக்கும்|லிருந்த)$/u,
    bridge: /^(இருக்கும்|உள்ள|வாழும்|இருந்த|வசிக்கும்|தன்|தன்னுடைய|என்|எங்கள்|அவள்|அவன்|அவர்களின்)$/u,
    tie: /^(இருக்கும்|உள்ள|வாழும்|இருந்த|வசிக்கும்)$/u,
    object: /(க்கு|டம்|டமிருந்து|இடம்|இடமிருந்து)$/u,
  },
  te: {
    joined: /(లోని)$/u,
    bridge: /^(ఉన్న|ఉండే|ఉంటున్న|నివసించే|తన|నా|మా|ఆమె|అతని|వాళ్ళ)$/u,
    tie: /^(ఉన్న|ఉండే|ఉంటున్న|నివసించే)$/u,
    object: /(కు|కి|నుంచి|నుండి|దగ్గరి)$/u,
  },
};

/**
 * "from school to the hospital", "del colegio al hospital", "de l'école à l'hôpital", "von der Schule ins
 * Krankenhaus": the words before the place left (`from`) and the place gone to (`to`) of a trip named by both
 * ends. "de" and "à" alone say as often "of" and "at"; the pair of them says a trip. The verb-last languages
 * join "from" to the place (VERB_LAST_ELSEWHERE in words.ts).
 */
export const FROM_TO: Record<Language, { from: readonly string[]; to: readonly string[] } | null> = {
  en: { from: ["from"], to: ["to", "into"] },
  es: { from: ["de", "del", "desde"], to: ["a", "al", "hasta", "hacia"] },
  fr: { from: ["de", "du", "des", "depuis"], to: ["à", "au", "aux", "jusqu'à", "jusqu'au", "vers"] },
  de: { from: ["von", "vom", "aus"], to: ["zu", "zum", "zur", "ins", "in", "nach", "bis"] },
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

/**
 * A sentence that opens by going back up to where the story was before a trip down ("Back upstairs",
 * "Ya arriba otra vez", "De retour en haut", "Une fois remontée", "Wieder oben", "ऊपर लौटकर", "ಮೇಲೆ
 * ಮರಳಿದ ಮೇಲೆ", "மேலே திரும்பியதும்", "పైకి తిరిగొచ్చాక").
 */
export const BACK_UP_WORDS: Record<Language, RegExp> = {
  en: /^(back (upstairs|up)|up again)\b/u,
  es: /^((ya )?(de vuelta )?arriba( otra vez| de nuevo)?|de (vuelta|nuevo) arriba)[ ,]/u,
  fr: /^(de retour en haut|une fois remonté(e|s|es)?|remonté(e|s|es)?)[ ,]/u,
  de: /^(wieder oben|zurück oben|oben wieder)[ ,]/u,
  hi: /^ऊपर (लौटकर|लौट कर|वापस)/u,
  kn: /^ಮೇಲೆ (ಮರಳಿದ|ಹಿಂತಿರುಗಿ|ಮರಳಿ)/u,
  ta: /^மேலே திரும்பி/u,
  te: /^పైకి తిరిగ/u,
};

/**
 * A household's own things and meals in the languages WordNet is not reached from (place-unsaid.ts reads
 * the others' nouns through WordNet's classes, and this table too where their dictionary misleads): a pillow,
 * a blanket, a bed or a cot, a cradle, a sofa, a stove, a sewing or washing machine, a cooking pan, breakfast
 * or the evening meal, a tiffin packed at home. Matched
 * as the word's start (its case endings follow); a phrase of two words as the two words' starts.
 * `mealVerbs` are the verbs of eating a household's meal ("dînaient", they had dinner), as whole words.
 */
export interface HouseholdWords {
  starts: readonly string[];
  mealVerbs?: RegExp;
}

export const HOUSEHOLD_WORDS: Record<Language, HouseholdWords> = {
  en: { starts: [], mealVerbs: /^(dine|dined|dines|dining|breakfasted|supped)$/u },
  es: {
    // The dictionary's first sense of "lavadora" is a person who washes.
    starts: ["lavadora"],
    mealVerbs:
      /^(desayun(o|a|as|amos|an|aba|aban|ó|aron|ar|ando)|cen(o|a|as|amos|an|aba|aban|ó|aron|ar|ando)|almorz(ó|aron|ar|ando|aba|aban)|almuerz(o|a|an))$/u,
  },
  fr: {
    starts: [],
    mealVerbs: /^(dîn|soup)(e|es|ent|ons|ez|ait|aient|ions|iez|er|é|a|èrent)$/u,
  },
  de: { starts: [], mealVerbs: /^frühstück(e|t|te|ten|en|test)$/u },
  hi: {
    starts: [
      "नाश्त",
      "तकिय",
      "रज़ाई",
      "रजाई",
      "कंबल",
      "कम्बल",
      "बिस्तर",
      "सोफ़",
      "सोफा",
      "सोफे",
      "चूल्ह",
      "अँगीठी",
      "अंगीठी",
      "सिलाई मशीन",
      "वॉशिंग मशीन",
      "वाशिंग मशीन",
      "चारपाई",
      "टिफ़िन",
      "टिफिन",
      "रात का खाना",
      "रात के खाने",
    ],
  },
  kn: {
    starts: [
      "ದಿಂಬ",
      "ಹೊದಿಕೆ",
      "ಕಂಬಳಿ",
      "ಹಾಸಿಗೆ",
      "ತೊಟ್ಟಿಲ",
      "ಸೋಫಾ",
      "ಹೊಲಿಗೆ ಯಂತ್ರ",
      "ವಾಷಿಂಗ್ ಮೆಷಿನ್",
      "ಬೆಳಗಿನ ತಿಂಡಿ",
      "ರಾತ್ರಿ ಊಟ",
      "ರಾತ್ರಿಯ ಊಟ",
      "ಟಿಫಿನ್",
    ],
  },
  ta: {
    starts: [
      "தலையணை",
      "போர்வை",
      "படுக்கை",
      "கட்டில்",
      "தொட்டில்",
      "அடுப்ப",
      "சோபா",
      "சோஃபா",
      "தையல் இயந்திர",
      "தையல் மெஷின்",
      "வாஷிங் மெஷின்",
      "காலை உணவ",
      "காலைச் சிற்றுண்டி",
      "இரவு உணவ",
      "டிபன்",
    ],
  },
  te: {
    starts: [
      "దిండ",
      "దుప్పట",
      "మంచం",
      "మంచా",
      "పరుపు",
      "పొయ్య",
      "సోఫా",
      "కుట్టు మిష",
      "వాషింగ్ మెష",
      "అల్పాహార",
      "రాత్రి భోజన",
      "టిఫిన్",
    ],
  },
};
