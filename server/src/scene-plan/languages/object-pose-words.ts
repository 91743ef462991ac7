import type { Language } from "@reelsmith/contract/languages";

/**
 * The words that say what a figure is doing when its verb names no pose of its own (object-poses.ts): what
 * the verb is done to and where. A word is matched against a sentence's word as written (lower-cased); "x*"
 * matches any word it starts ("oven*": ovens, "चूल्हे"), "~x" any word it ends (German "~glasur":
 * Schokoladenglasur); words joined by spaces match words in a row ("rolling pin"). Plain data; the reading
 * is the same for every language.
 */
export interface ObjectPoseWords {
  /** Food being prepared and the tools of preparing it (dough, batter, icing, a rolling pin, a pan, an
   * oven): working them is cooking. A flatbread alone is as often eaten, served or carried. */
  cooking: readonly string[];
  /** The things of small handwork (a needle, thread, wool, clay) and its verbs (stringing flowers): done
   * seated. A garland alone is as often given or worn. */
  handwork: readonly string[];
  /** Spreading or laying things out ... */
  spreading: readonly string[];
  /** ... on the ground, a mat or a sheet: done kneeling. */
  ground: readonly string[];
  /** Seats and the audience's filling them: the people who fill seats sit in them. */
  seats: readonly string[];
  filling: readonly string[];
  /** Hands or arms, raised up, ... */
  hands: readonly string[];
  raised: readonly string[];
  /** ... where music plays (a band, drums, a wedding): dancing. */
  music: readonly string[];
  /** Instruments the lexicon may not draw: playing one is playing. */
  instruments: readonly string[];
  /** Verbs of having, getting, wanting and finding: who only owns or buys a thing does nothing with it. */
  noPose: readonly string[];
  /** A fishing net: the fish of a sentence with one in it are the catch (animal-catch.ts). */
  nets: readonly string[];
}

const w = (list: string) => list.split(" ").map((x) => x.replace(/_/g, " "));

export const OBJECT_POSE_WORDS: Record<Language, ObjectPoseWords> = {
  en: {
    cooking: w(
      "dough batter icing frosting flour rolling_pin =pan =pans frying_pan skillet wok oven ovens tandoor* stove* griddle tawa",
    ),
    handwork: w(
      "sew* knit* needle* thread* strung wool yarn embroider* stitch* knit* bead* clay loom crochet* mend* darn* quilt*",
    ),
    spreading: w("laid lay spread* unroll* unrolled"),
    ground: w("mat mats sheet sheets ground sand grass floor tarpaulin* cloth rug blanket"),
    seats: w("seat* chair* bench* =stands"),
    filling: w("fill* packed crowded"),
    hands: w("hand* arm*"),
    raised: w("up raised aloft air high"),
    music: w("music band drum* wedding* dhol* procession song*"),
    instruments: w(
      "guitar* violin* flute* sitar* veena* tabla* harmonium* drum* dhol* piano* trumpet* accordion* cello* ukulele* harp*",
    ),
    noPose: w(
      "had has have own* owned bought buy* sold sell* wanted want* liked loved saw seen found lost needed smelled smelt",
    ),
    nets: w("net nets fishing_net fishing_nets fishnet*"),
  },
  es: {
    cooking: w("masa harina glaseado glasa rodillo sartén sartenes horno* fogón estufa comal tandoor tandur"),
    handwork: w(
      "aguja* hilo* lana estambre arcilla telar enhebr* ensart* coser cosía cosían cosió cosieron cosiendo tejer tejía tejían tejió tejieron tejiendo bordaba bordó",
    ),
    spreading: w(
      "tendió tendieron tendía tendían extendió extendieron extendía extendían esparció esparcieron desplegó",
    ),
    ground: w("estera* petate* suelo arena hierba césped sábana* manta* lona"),
    seats: w("asiento* silla* butaca* gradas"),
    filling: w("llen* abarrot*"),
    hands: w("mano* brazo*"),
    raised: w("alto arriba levantad* alzad* aire"),
    music: w("música banda tambor* boda* orquesta cortejo procesión canci*"),
    instruments: w(
      "guitarra* violín* violines flauta* sitar tabla tambor* piano* trompeta* acordeón* arpa* tamboril*",
    ),
    noPose: w(
      "tenía tenían tuvo tiene tienen compró compraron compraba vendió vendieron vendía quería querían vio vieron veía encontró encontraron perdió",
    ),
    nets: w("red redes atarraya*"),
  },
  fr: {
    cooking: w("pâte farine glaçage rouleau poêle* four fours fourneau* tandoor tandour"),
    handwork: w(
      "aiguille* laine argile métier_à_tisser enfil* tricot* cousait cousaient cousit cousu cousue brod*",
    ),
    spreading: w(
      "étala étalait étalaient étalé étalée étalés étalèrent étendit étendait étendu étendirent déplia déroula",
    ),
    ground: w("natte* sol sable herbe drap draps couverture* bâche nappe tapis"),
    seats: w("siège* chaise* fauteuil* gradins"),
    filling: w("rempli* remplirent bondé*"),
    hands: w("main mains bras"),
    raised: w("air levées levés haut"),
    music: w("musique fanfare tambour* mariage noce* cortège orchestre chanson*"),
    instruments: w("guitare* violon* flûte* sitar tabla tambour* piano* trompette* accordéon* harpe*"),
    noPose: w(
      "avait avaient eu eut acheta achetèrent acheté achetait vendit vendait vendu voulait voulaient vit voyait vu trouva trouvé aimait",
    ),
    nets: w("filet filets épervier"),
  },
  de: {
    cooking: w(
      "teig ~teig mehl glasur ~glasur nudelholz teigrolle pfanne ~pfanne ofen ~ofen herd tandur tandoor",
    ),
    handwork: w(
      "nadel* faden fäden garn wolle lehm webstuhl fädelte* aufgefädelt strickte strickten nähte nähten stickte stickten",
    ),
    spreading: w("breitete breiteten ausgebreitet ausbreiten legte_aus legten_aus"),
    ground: w("matte matten ~matte ~matten boden sand gras wiese decke ~decke tuch laken plane"),
    seats: w("sitz* stuhl stühle platz plätze ~plätze tribüne"),
    filling: w("füllte füllten gefüllt besetzt*"),
    hands: w("hände* arme*"),
    raised: w("hoch erhoben* luft"),
    music: w("musik kapelle band trommel* ~trommeln hochzeit* ~zug lied*"),
    instruments: w("gitarre* geige* flöte* sitar tabla trommel* klavier* trompete* akkordeon* harfe*"),
    noPose: w(
      "hatte hatten hat kaufte kauften gekauft verkaufte verkauften wollte wollten sah sahen fand fanden mochte liebte",
    ),
    nets: w("netz* ~netz ~netze fischernetz*"),
  },
  hi: {
    cooking: w("आटा आटे मैदा बेसन बेलन* तवा तवे तवे_पर कड़ाही* कड़ाई तंदूर* चूल्हा चूल्हे ओवन आइसिंग"),
    handwork: w(
      "सुई सुइयों धागा धागे धागों ऊन ऊनी गीली_मिट्टी पिरो* सिल सिली सिला सिलते सिलती सिलाई बुन बुनी बुना बुनते बुनती बुनाई",
    ),
    spreading: w("फैला* बिछा* सुखा*"),
    ground: w("चटाई* दरी ज़मीन जमीन रेत घास फ़र्श फर्श चादर* तिरपाल*"),
    seats: w("कुर्सी* कुर्सियाँ* कुर्सियां* सीट* बेंच*"),
    filling: w("भर* खचाखच"),
    hands: w("हाथ* बाँह* बांह*"),
    raised: w("ऊपर उठाए उठाये"),
    music: w("ढोल* बाजे* बैंड संगीत गाने शादी बारात*"),
    instruments: w("बाँसुरी* बांसुरी* सितार* तबला* तबले* वीणा* ढोलक* हारमोनियम* शहनाई* गिटार* वायलिन*"),
    noPose: w("खरीद* ख़रीद* चाहत* चाहती चाहता पसंद खो"),
    nets: w("जाल जालों"),
  },
  kn: {
    cooking: w("ಹಿಟ್ಟು ಹಿಟ್ಟನ್ನು ಹಿಟ್ಟಿನ ಹಿಟ್ಟಿನಿಂದ ಲಟ್ಟಣಿಗೆ* ಕಾವಲಿ* ಬಾಣಲೆ* ತಂದೂರ* ಒಲೆ* ಐಸಿಂಗ್* ಕ್ರೀಮ್*"),
    handwork: w("ಸೂಜಿ* ಉಣ್ಣೆ* ಜೇಡಿಮಣ್ಣ* ಒದ್ದೆ_ಮಣ್ಣ* ಪೋಣಿಸ* ಹೆಣೆದ* ಹೆಣೆಯುತ್ತ* ಹೊಲಿದ* ಹೊಲಿಯುತ್ತ*"),
    spreading: w("ಹರಡ* ಹಾಸಿ* ಒಣಗಿಸ* ಒಣಹಾಕ*"),
    ground: w("ಚಾಪೆ* ನೆಲ* ಮರಳ* ಹುಲ್ಲ* ಜಮಖಾನ* ಹಾಸಿಗೆ*"),
    seats: w("ಕುರ್ಚಿ* ಆಸನ* ಸೀಟು*"),
    filling: w("ತುಂಬ*"),
    hands: w("ಕೈ*"),
    raised: w("ಮೇಲಕ್ಕೆ* ಮೇಲೆತ್ತಿ*"),
    music: w("ಬ್ಯಾಂಡ್* ಡೋಲ* ಡೊಳ್ಳ* ಸಂಗೀತ* ಮದುವೆ* ಮೆರವಣಿಗೆ* ವಾದ್ಯ* ಬಾರಿಸ*"),
    instruments: w("ಕೊಳಲ* ವೀಣೆ* ತಬಲ* ಸಿತಾರ* ಡೋಲ* ಗಿಟಾರ್* ಪಿಟೀಲ* ಹಾರ್ಮೋನಿಯಂ*"),
    noPose: w("ಖರೀದಿ* ಮಾರಿದ* ಮಾರುತ್ತ* ಬೇಕಿತ್ತು"),
    nets: w("ಬಲೆ*"),
  },
  ta: {
    cooking: w("மாவு மாவை மாவைப் மாவைத் அடுப்ப* தந்தூர* தோசைக்கல்* வாணலி* ஐசிங்* க்ரீம*"),
    handwork: w("ஊசி* நூல் நூலை நூலால் கம்பளி* களிமண்* கோர்த்* பின்னின* தைத்* தைக்க*"),
    spreading: w("பரப்ப* பரப்பி* விரித்* உலர்த்* காயவை* காயப்போட்*"),
    ground: w("பாய்* தரை* மணல* புல்* ஜமக்காள* விரிப்ப*"),
    seats: w("இருக்கை* நாற்காலி*"),
    filling: w("நிரப்ப* நிரம்ப*"),
    hands: w("கை* கைகளை*"),
    raised: w("உயர்த்* மேலே"),
    music: w("மேள* இசை* பேண்ட்* திருமண* ஊர்வல* நாதஸ்வர*"),
    instruments: w("புல்லாங்குழல்* வீணை* தபேலா* மிருதங்க* நாதஸ்வர* கிட்டார்* வயலின்* தவில்*"),
    noPose: w("வாங்கின* வாங்கி* விற்ற* விற்று* வேண்டு*"),
    nets: w("வலை*"),
  },
  te: {
    cooking: w("పిండి* పొయ్యి* తందూర* పెనం* పెనంపై బాణలి* కడాయి* ఐసింగ్* క్రీమ్*"),
    handwork: w("సూది* ఉన్ని* బంకమట్టి* పూసల* అల్లి* అల్లుత* కుట్టా* కుడుతు*"),
    spreading: w("పరిచ* పరచ* ఆరబెట్ట* ఎండబెట్ట* ఆరేసి* ఆరేశ*"),
    ground: w("చాప* నేల* ఇసుక* గడ్డి* దుప్పట* జంపఖానా*"),
    seats: w("కుర్చీ* సీట్* ఆసనా*"),
    filling: w("నిండ* నింప*"),
    hands: w("చేతు* చేయి* చేతులు*"),
    raised: w("పైకెత్తి* ఎత్తి* పైకి"),
    music: w("బ్యాండ్* డప్పు* డోలు* సంగీత* పెళ్లి* పెళ్ళి* ఊరేగింపు* మేళ*"),
    instruments: w("వేణువు* వీణ* తబలా* మృదంగ* సితార్* గిటార్* వయొలిన్* డప్పు* డోలు*"),
    noPose: w("కొన్నా* కొనుక్కు* కొని* అమ్మేశ* అమ్మింది అమ్మాడు కావాల*"),
    nets: w("=వల వలను వలని వలలో వలలు వలలను వలలని వలతో వలపై"),
  },
};
