import type { Language } from "@reelsmith/contract/languages";
import { withInfinitives } from "./languages/de";
import { HINDI_AND } from "./languages/hi";
import type { SceneAction } from "./scene-plan-schema";

/**
 * The verbs that give a character a pose, per language. How a listed word matches a word
 * of a sentence depends on the language (verbs.ts):
 *   en        by Snowball stem ("walk" finds walked, walks, walking), or as written with "=" ("=waved");
 *   all       a word's end with "~" ("~gerannt": hereingerannt, entlanggerannt);
 *   es        "camin-ar": the regular past and progressive forms of the verb (caminó, caminaba, caminaron,
 *             caminando, caminar), never the present "camina" / "cocina", which are as often nouns;
 *             other words as written (irregular forms);
 *   fr, de    as written (conjugated forms: their stems are too short and too shared, "dans" / "dansa");
 *   hi        a root and a verb ending (दौड़ + ा, ी, े, ते, कर, ने...; गा + या, ई...), or the root before an
 *             auxiliary ("खेल रहे थे", "सो गया"), never the bare root ("खेल" is a game, "सोना" gold);
 *   ta te kn  the start of the conjugated word, written long enough to say which verb it is ("ஓடின",
 *             "పరిగెత్త", "ಓಡಿದ"): these languages join tense and person to the verb.
 * "stand" verbs give no pose but are no things either ("to fix the lamp" is no construction worker,
 * "इंतज़ार" no hourglass). A phrase's words before its last are matched as written. "desk" is working at a desk: "work" only gives
 * it where the sentence names a desk or a computer (verbs.ts); "make" (prepare, make, chop, peel) is cooking where the
 * sentence names food or a kitchen; "share" is eating where it names food; "catch" is fishing where it names
 * a fish; "drive" becomes "ride" on a bicycle or horse; "hit" (hit, bat, kick, strike) is playing where the
 * sentence names a ball, a bat or a drum, and nothing elsewhere; "take" (taking someone or something somewhere)
 * is walking, for the one taken too; "send" (sending someone somewhere) is walking for the one sent, and no
 * pose for the sender; "enter" (going into a room, a yard) is walking unless the sentence gives another pose,
 * and says nothing of the story going elsewhere; "hide" is crouching (kneeling) for a person; "crawl" (on hands and
 * knees) is kneeling for a person and walking for an animal (a turtle, a baby goat); "build" is kneeling at the
 * work, but no pose where the sentence names money (Telugu "డబ్బు కట్టింది" pays, "కోట కట్టారు" builds);
 * "paint" (paint, draw) is sitting at the picture, unless the sentence gave its painter a pose already
 * ("climbed onto a chair and painted the wall"); "choose" (चुन, ಆರಿಸು) is picking only where the sentence names
 * flowers, fruit or a plant ("कमरा चुन लिया", chose a room, draws no picking); "cut" is picking where it
 * cuts fruit or flowers off a plant (a bunch, a vine: SCENE_WORDS' cutFromPlant), cooking where it cuts food,
 * and nothing elsewhere ("cut the string"); "mount" (Spanish "montar": to ride, and to set up a stall or a
 * pyramid) is riding only where the sentence names a mount ("montó en bicicleta"), and nothing elsewhere;
 * "honk" (sounding a vehicle's horn) is the driver's, drawn driving whether or not the sentence names the vehicle;
 * "jump" (jumping down, out, in front of something) is drawn running, a leap mid-stride, until another verb of
 * the same doer gives a pose ("jumped out and sprayed them", "sprang herunter und riss ihm die Brille weg");
 * "jumped up" (to one's feet, onto a counter) is an idiom of no pose.
 */
export type VerbKind =
  | SceneAction
  | "work"
  | "make"
  | "go"
  | "share"
  | "catch"
  | "hit"
  | "take"
  | "send"
  | "enter"
  | "hide"
  | "crawl"
  | "build"
  | "paint"
  | "choose"
  | "cut"
  | "mount"
  | "honk"
  | "jump";
export type VerbTable = Partial<Record<VerbKind, string[]>>;

const w = (list: string) => list.split(" ").map((x) => x.replace(/_/g, " "));

export const VERBS: Record<Language, VerbTable> = {
  en: {
    stand: w(
      "fix repair wait knit sew =stood got_up =sewed gathered_around gathered_round gather_around gathered_outside",
    ),
    walk: w(
      "walk stroll wander hike roam =roamed =crept =tiptoed =trudged =marched =stomped =plodded =strode =strolled =wandered =went =followed =led =leads =leading =walked_..dog took_..dog_for_a_walk set_off set_out headed_to headed_for headed_off",
    ),
    crawl: w("crawl"),
    run: w("run =ran sprint jog dash rush race =raced flee =fled chase"),
    send: w("send =sent"),
    sit: w("sit =sat =seated"),
    cook: w("cook bake fry =fried boil stir knead lit_the_stove lit_the_oven lit_the_fire_in_the_stove"),
    eat: w("eat =ate =eaten munch had_breakfast had_lunch had_dinner"),
    drink: w("drink =drank sip"),
    read: w("=read =reads =reading opened_..book opened_..books opened_..novel opened_..storybook"),
    paint: w("=painted =paints =sketched =drew_..picture =drew_..pictures =drew_..portrait"),
    write: w("write =wrote =written scribble jot"),
    work: w("work type =typed study =studied"),
    dance: w("dance"),
    carry: w("carry =carried lug haul =brought =brings bring =hold =holds =held"),
    hug: w("hug embrace cuddle"),
    talk: w("talk chat =chatted speak =spoke =spoken whisper =answered ask =asked"),
    sleep: w(
      "sleep =slept nap doze =asleep lay_down lie_down =lying lay_on lay_in lay_under lay_by lay_beside lay_curled curled_up",
    ),
    ride: w("ride =rode =ridden pedal =pedalled =pedaled =cycled"),
    drive: w("drive =drove =driven"),
    honk: w("honk =hooted sounded_the_horn blew_the_horn"),
    jump: w("=jumped =jumping =jumps =leapt =leaped =sprang"),
    swim: w("swim =swam =swum float =floated"),
    climb: w("climb"),
    cry: w("cry =cried =cries weep =wept sob wipe_..tear wipe_*_..tear wipe_..eyes"),
    laugh: w("laugh giggle chuckle"),
    wave: w("=waved =waving =waves_at =pointed =pointing =held_up_..hand =raised_..hand"),
    build: w("=build =builds =built"),
    kneel: w(
      "=dig =digs =dug =digging kneel =knelt =kneeled =went_down_on_..knees =got_down_on_..knees =fell_to_..knees",
    ),
    meditate: w("meditate pray"),
    play: w("play flew_..kite fly_..kite flying_..kite =made_..shadow =making_..shadow shadow_puppets"),
    hit: w(
      "=hit =hits =hitting =batted =batting kick =struck smash whack =slammed =swung_..bat =swings_..bat =swinging_..bat =swung_..racket =swung_..racquet",
    ),
    take: w(
      "took_*_to took_*_*_to took_*_*_*_to took_*_*_*_*_to took_*_*_*_*_*_to take_*_to take_*_*_to take_*_*_*_to take_*_*_*_*_to take_*_*_*_*_*_to takes_*_to takes_*_*_to takes_*_*_*_to takes_*_*_*_*_to takes_*_*_*_*_*_to taking_*_to taking_*_*_to taking_*_*_*_to taking_*_*_*_*_to taking_*_*_*_*_*_to took_*_*_*_*_*_*_to take_*_*_*_*_*_*_to takes_*_*_*_*_*_*_to",
    ),
    hide: w("hide =hid =hiding"),
    cut: w("=cut =cuts =cutting snip =snipped"),
    make: w(
      "make =made prepare chop =chopped slice =sliced dice =diced peel =peeled rolled_out =rolling_out =spread_..icing =spread_..jam =spread_..butter =spread_..cream",
    ),
    // Arriving is coming ("arrived with a toolbox"): the one who arrives walks in, or does what follows.
    go: w("=came =come =comes =coming =crossed =cross =arrived =arrives =arriving"),
    sing: w("sing =sang =sung hum"),
    // Searching is drawn looking: "searched the garden", "hunting for their cat".
    look: w(
      "look watch gaze stare peek =peeked search =hunted_for =hunting_for =hunt_for =rummaged =rummaging",
    ),
    push: w("push shove"),
    pull: w("pull tug drag"),
    row: w("=rowed =rowing paddle =paddled row_out row_across"),
    throw: w("throw =threw =thrown toss hurl =bowled"),
    pick: w("=picked =picking gather harvest pluck"),
    plant: w("=planted =planting sow =sowed =sown"),
    clap: w("clap =clapped applaud"),
    fish: w(
      "=fished =fishing_..for went_fishing go_fishing =let_down_..lines =let_down_..line =cast_..lines =cast_..line",
    ),
    give: w(
      "give =gave =given =hands hand_..over =handed =held_out =holds_out =holding_out hold_out offer feed =fed distribute serve =served =serving",
    ),
    share: w("share =shared"),
    catch: w("=caught catch"),
  },
  es: {
    stand: w("esper-ar arregl-ar tej-er se_levantó se_levantaron se_puso_de_pie trajo_a trajeron_a traía_a"),
    walk: w(
      "camin-ar pase-ar recorrió recorrieron recorría recorrían marchaba marchaban anduvo fue_andando fueron_andando siguió siguieron seguía baj-ar entró_en entraron_en partió partieron se_pusieron_en_camino se_puso_en_camino",
    ),
    take: w("llev-ar_a llev-ar_al"),
    hit: w("golpe-ar pate-ar bate-ar chut-ar peg-ar dio_a_la_pelota dio_al_balón dio_una_patada"),
    hide: w("escond-er"),
    crawl: w("gate-ar repte-ar a_gatas fue_a_gatas fueron_a_gatas iba_a_gatas"),
    run: w("corr-er a_la_carrera persiguió persiguieron perseguía perseguían"),
    send: w("mand-ar envi-ar"),
    sit: w("sent-ar sentado sentada sentados sentadas se_sienta"),
    cook: w(
      "cocin-ar horne-ar amas-ar frió frieron freía freían friendo freír encendió_la_cocina encendió_el_fogón encendió_el_horno",
    ),
    eat: w("com-er cen-ar almorz-ar desayun-ar almorzó compart-ir"),
    drink: w("beb-er tom-ar"),
    read: w("leer leyó leía leían leyeron leyendo abr-ir_..libro abrió_..libro"),
    paint: w("pint-ar dibuj-ar"),
    write: w("escrib-ir"),
    work: w("trabaj-ar estudi-ar contest-ar respond-er"),
    dance: w("bail-ar danz-ar"),
    carry: w(
      "carg-ar trajo trajeron traía traían traer llev-ar sostuvo sostenía sostenían sostuvieron sujet-ar",
    ),
    hug: w("abraz-ar"),
    talk: w("habl-ar convers-ar charl-ar pregunt-ar pidió pidieron pedía"),
    sleep: w(
      "dorm-ir durmió durmieron durmiendo dormido dormida dormidos dormidas tumb-ar tumbado tumbada tumbados tumbadas acost-ar acostado acostada acostados acostadas",
    ),
    ride: w(
      "montado montada montados montadas cabalg-ar pedale-ar en_bici en_bicicleta en_camello a_caballo",
    ),
    mount: w("mont-ar"),
    drive: w("conduc-ir condujo conduje manej-ar"),
    honk: w("toc-ar_la_bocina toc-ar_el_claxon toc-ar_el_pito"),
    jump: w("saltó saltaron saltaba saltaban saltando brincó brincaron"),
    swim: w("nad-ar flot-ar"),
    climb: w("trep-ar escal-ar subió_la subía_la subieron_la sub-ir"),
    cry: w(
      "llor-ar sec-ar_..lágrima sec-ar_los_ojos sec-ar_*_..lágrima sec-ar_..lágrimas sec-ar_*_..lágrimas enjug-ar_..lágrima enjug-ar_..lágrimas",
    ),
    laugh: w("rió rio reía reían rieron riendo reír reir"),
    wave: w(
      "saludó_con_la_mano agitó_la_mano agitaba_la_mano agit-ar_..brazos salud-ar_..con_la_mano dijo_adiós_con_la_mano decía_adiós_con_la_mano señal-ar la_señal-ar lo_señal-ar las_señal-ar los_señal-ar",
    ),
    build: w("construyó construyeron construía construían construyendo construir"),
    kneel: w("cav-ar excav-ar arrodill-ar de_rodillas"),
    meditate: w("medit-ar rez-ar or-ar"),
    play: w(
      "jug-ar juega juegan vol-ar_..cometa vol-ar_..cometas toc-ar_..guitarra toc-ar_..piano toc-ar_..violín toc-ar_..tambor hizo_..sombra hizo_..sombras hicieron_..sombra hicieron_..sombras hacía_..sombras",
    ),
    make: w("prepar-ar hizo hacía pic-ar pel-ar estir-ar cubr-ir_la_tarta cubr-ir_el_pastel unt-ar"),
    cut: w("cort-ar"),
    go: w(
      "cruz-ar vino vinieron venía venían fue_a fue_al fueron_a fueron_al fue_con fueron_con fueron_juntos fueron_juntas fue_hasta fueron_hasta fue_hacia fueron_hacia se_fue_de se_fueron_de volvió_a volvieron_a regresó_a regresaron_a salió_de salió_del salieron_de salieron_del",
    ),
    sing: w("cant-ar"),
    // "buscó", "buscaban", "andaba buscando": searching; never the infinitive "a buscar" (to fetch).
    look: w("mir-ar observ-ar contempl-ar buscó buscaba buscaban buscaron buscando"),
    push: w("empuj-ar"),
    pull: w("jal-ar arrastr-ar tir-ar_de tiró_de tiraba_de"),
    row: w("rem-ar"),
    throw: w("lanz-ar arroj-ar tir-ar devolvió_la_pelota"),
    pick: w("recog-er recogió recogía recogieron cosech-ar arranc-ar"),
    // "cogió manzanas" picks them; "cogió el autobús" takes the bus: picking only where fruit or flowers are named.
    choose: w("cog-er escog-er"),
    plant: w("plant-ar sembr-ar sembró"),
    clap: w("aplaud-ir dio_palmas"),
    fish: w("pesc-ar pescó ech-ar_..sedales ech-ar_..sedal lanz-ar_..sedales lanz-ar_..sedal"),
    give: w(
      "dio dieron daba le_da les_da le_dan le_tendió les_tendió le_tendía le_tiende les_dan regal-ar entreg-ar daba_de_comer dio_de_comer aliment-ar repart-ir distribuyó distribuyeron distribuía sirvió sirvieron servía servían",
    ),
  },
  fr: {
    stand: w(
      "se_leva se_levèrent se_tenait se_tenaient se_tint attendait attendaient attendit réparer réparait répara tricotait tricota donné_un_coup_de_sifflet donna_un_coup_de_sifflet",
    ),
    walk: w(
      "marchait marchaient marcha marchèrent a_marché parcourut parcoururent parcourait parcouraient a_parcouru ont_parcouru se_pavana se_pavanait promenait promenaient promena promené promenée promenés promenées flânait allé_à_pied allés_à_pied allée_à_pied allées_à_pied suivi suivis suivie suivit suivait suivirent descendu descendue sont_partis sont_parties est_parti est_partie partit partirent sont_entrés sont_entrées est_entré est_entrée entra entrèrent sont_rentrés sont_rentrées est_rentré est_rentrée rentra rentrèrent",
    ),
    take: w(
      "emmené emmenée emmenés emmena emmenait emmenaient amené amenée amena amenait ramené ramenée ramena ramenait " +
        // The present of taking along and of driving animals ("mène les buffles à la rivière").
        "emmène emmènent amène amènent ramène ramènent mène mènent menait menaient mena",
    ),
    hit: w(
      "frappé frappa frappait frappaient tapé tapa tapait shoota shooté botté botta donné_un_coup_de_pied donna_un_coup_de_pied donnait_un_coup_de_pied donné_un_coup_de_poing donna_un_coup_de_poing",
    ),
    hide: w("est_caché est_cachée sont_cachés sont_cachées cacha cachait cachaient cacher"),
    send: w("envoya envoyé envoyée envoyés envoyées envoyait envoyaient envoyèrent envoie envoient"),
    crawl: w("rampé rampée rampés rampées rampait rampaient rampa rampèrent à_quatre_pattes"),
    run: w(
      "courir courut courait couraient couru coururent courent enfui enfuie enfuit enfuirent couru courant au_pas_de_course dévalé dévala dévalaient poursuivi poursuivie poursuivit poursuivait poursuivaient poursuivirent est_sauvé est_sauvée sont_sauvés se_sauva",
    ),
    sit: w(
      "assit assirent assis assise assises asseyait asseyaient asseoir est_installé est_installée sont_installés sont_installées s'installa s'installèrent mis_à_table mise_à_table mises_à_table mit_à_table mirent_à_table",
    ),
    cook: w(
      "pétrit pétri pétrissait pétrissaient pétrir cuisinait cuisina cuisiné cuisinaient cuisiner fait_cuire faisait_cuire faisait_la_cuisine fait_la_cuisine mijotait fit_frire faisait_frire fait_frire allumé_la_cuisinière allumé_le_fourneau allumé_le_poêle",
    ),
    eat: w(
      "mangeait mangea mangé mangeaient manger mangèrent déjeunait déjeuna déjeuné dînait dîna dîné dînèrent partagé partagea partageaient partageait goûta goûtait goûtaient goûté",
    ),
    drink: w("buvait buvaient a_bu boire ont_bu avait_bu"),
    read: w("lisait lisaient lut lu lire ouvert_..livre ouvrit_..livre"),
    paint: w("peint peignit peignait peignaient peindre dessina dessinait dessinaient dessiné dessiner"),
    write: w("écrivait écrivaient écrivit écrit écrire"),
    work: w(
      "travaillait travaillaient travailla travaillèrent travaillé étudiait travaille travaillent répondu répondit répondait",
    ),
    dance: w("dansait dansaient dansa dansé dansèrent danser"),
    carry: w(
      "porter apporter transportait apporté apporta apportait apportaient emporté emportée emporta emportait emportèrent rapporté rapportée rapporta rapportait porté porta portait portaient transporté tenu tenait tenaient tint",
    ),
    hug: w(
      "serra_dans_ses_bras serrait_dans_ses_bras prit_dans_ses_bras pris_dans_ses_bras prise_dans_ses_bras embrassa embrassait embrassé enlaça serré_..dans_ses_bras serrée_..dans_ses_bras serrés_..dans_ses_bras",
    ),
    talk: w(
      "parlait parlaient parla parlé parler bavardait bavardaient discutait discutaient discuta demandé demanda demandait commandé commanda",
    ),
    sleep: w(
      "dormait dormaient dormit dormi dormir endormit endormirent endormi endormie endormis endormies allongé allongée allongés allongées allongea allongeait couché couchée couchés couchées coucha couchait couchaient couchèrent",
    ),
    ride: w(
      "pédalait pédala pédalant monté_sur montée_sur montés_sur montées_sur chevauchait roulait roulaient faire_du_vélo fait_du_vélo à_dos_de à_vélo",
    ),
    drive: w("conduisait conduisit conduit conduire"),
    honk: w("klaxonner coup_de_klaxon"),
    jump: w(
      "sauta sautait sautaient sauté sautèrent bondit bondi bondirent bondissait surgi surgit surgirent",
    ),
    swim: w("nageait nageaient nagea nagé nager à_la_nage flottait flottaient flotta flotté"),
    climb: w(
      "grimpait grimpa grimpé grimper escalada escaladait est_montée est_monté monta montait gravi gravit gravirent gravissait sont_montés sont_montées montèrent",
    ),
    cry: w(
      "pleurait pleuraient pleura pleuré pleurer sanglotait essuya_..larme essuya_..larmes essuyait_..larme essuyait_..larmes essuyé_..larme essuyé_..larmes essuie_..larme essuie_..larmes essuyé_les_yeux essuya_les_yeux essuyait_les_yeux",
    ),
    laugh: w(
      "riait riaient rit rire éclata_de_rire éclaté_de_rire éclatèrent_de_rire éclatait_de_rire ri riant",
    ),
    wave: w(
      "fit_..signe salua_de_la_main agita_la_main agitait_la_main fait_..signe faisait_..signe faisant_..signe agitant_..bras agita_..bras agitait_..bras fait_au_revoir fit_au_revoir faisait_au_revoir montrant_du_doigt montra_du_doigt montrait_du_doigt la_montrant_du_doigt le_montrant_du_doigt les_montrant_du_doigt",
    ),
    build: w(
      "construit construisit construisait construisaient construire bâti bâtit bâtissait bâtissaient bâtir",
    ),
    kneel: w(
      "creusa creusait creusaient creusé creuser creusèrent agenouilla agenouillé agenouillée mis_à_genoux mise_à_genoux à_genoux",
    ),
    meditate: w("méditait médita méditer priait pria prier"),
    play: w("jouait jouaient joua joué jouer voler_..cerf voler_..cerfs ombres_chinoises"),
    make: w(
      "étala étalait étalé étaler prépara préparait préparé préparer fit faisait hacha hachait haché éplucha épluchait épluché",
    ),
    cut: w("couper coupa coupait coupé coupaient"),
    sing: w("chantait chantaient chanta chanté chanter"),
    go: w(
      "traversa traversait traversaient traversé traversée traversés traversèrent traverser allé allée allés allées alla allèrent venu venue venus venues vint vinrent venait venaient arriva arrivèrent arrivé arrivée arrivés arrivées est_sorti est_sortie sont_sortis sont_sorties",
    ),
    look: w(
      "regardait regardaient regarda regardé regarder observait contemplait contempla regardant levé_les_yeux leva_les_yeux levèrent_les_yeux levaient_les_yeux cherchait cherchaient chercha cherchèrent a_cherché ont_cherché fouilla fouillait a_fouillé ont_fouillé",
    ),
    push: w("poussa poussait poussaient poussé pousser poussèrent poussée poussés poussées"),
    pull: w("tira tirait tiraient tiré tirer traîna traînait tirèrent"),
    row: w("rama ramait ramaient ramé ramer ramèrent rament rame à_la_rame"),
    throw: w("lança lançait lançaient lancé lancer jeta jetait jeté lancèrent lance lancent jette jettent"),
    pick: w(
      "cueillit cueillait cueilli cueillie cueillis cueillies cueillir cueillaient cueillirent ramassa ramassait ramassé ramassée ramassés ramassées ramasser",
    ),
    plant: w("planta plantait planté planter plantèrent sema semait semé"),
    clap: w("applaudit applaudissait applaudi applaudir applaudissaient frappa_des_mains"),
    fish: w(
      "lancèrent_..lignes lança_..ligne lancé_..ligne lancé_..lignes jetèrent_..lignes jeta_..ligne pêchait pêcha pêché pêcher pêchaient attrapé attrapa attrapait allés_à_la_pêche allé_à_la_pêche allée_à_la_pêche allées_à_la_pêche",
    ),
    give: w(
      "donna donnait donné donner donnèrent offrit offrait offert offre offrent tendit tendait tendu remit remis remettait distribuer servit servirent servait servaient servi",
    ),
  },
  de: withInfinitives({
    stand: w("stand_auf standen_auf wartete warteten reparierte strickte strickten"),
    walk: w(
      "spazierte spazierten spaziert stapfte stapften marschierte marschierten trottete trotteten schlenderte schlenderten wanderte wanderten wandert ging_spazieren ging gingen geht folgte folgten folgt führte führten führt treibt trieb trieben brach_auf brachen_auf zog_los zogen_los",
    ),
    crawl: w("krabbelte krabbelten krabbelt kroch krochen kriecht ~gekrabbelt ~gekrochen"),
    send: w("schickte schickten schickt geschickt sandte sandten"),
    // "nahm seine Tochter Ivy mit ins Büro": the particle closes the phrase, up to five words on.
    take: w(
      "nahm_..mit nahm_*_..mit nahm_*_*_..mit nahm_*_*_*_..mit nahmen_..mit nahmen_*_..mit nahmen_*_*_..mit nahmen_*_*_*_..mit nimmt_..mit nimmt_*_..mit nimmt_*_*_..mit nimmt_*_*_*_..mit mitgenommen",
    ),
    run: w(
      "lief liefen rannte rannten rennt läuft laufen rennen im_laufschritt joggte jagte jagten sauste sausten raste rasten eilte eilten ~gerannt",
    ),
    sit: w("saß saßen sitzt sitzen setzte_..sich setzten_..sich sich_gesetzt sich_hingesetzt sich_..setzen"),
    cook: w(
      "knetete kneteten knetet kochte kochten kocht kochen backte backten backt backen briet den_herd_an den_ofen_an",
    ),
    eat: w("aß aßen isst frühstückte fraß fraßen frisst"),
    drink: w("trank tranken trinkt"),
    read: w("las lasen liest schlug_..buch öffnete_..buch blätterte"),
    paint: w("malte malten gemalt zeichnete zeichneten gezeichnet"),
    write: w("schrieb schrieben schreibt"),
    work: w("arbeitete arbeiteten arbeitet lernte tippte"),
    dance: w("tanzte tanzten tanzt"),
    carry: w(
      "schleppte schleppten schleppt schleppen brachte brachten trug trugen trägt tragen hielt hielten hob_..hoch hoben_..hoch",
    ),
    hug: w("umarmte umarmten umarmt nahm_..in_den_arm nahm_..in_die_arme schloss_..in_die_arme"),
    talk: w(
      "sprach sprachen redete redeten plauderte plauderten unterhielten fragte fragten antwortete bat baten",
    ),
    sleep: w(
      "schlief schliefen schläft lag lagen liegt legte_sich legten_sich einschlief einschliefen eingeschlafen schlief_ein schliefen_ein",
    ),
    hit: w("schlug schlugen kickte kickten schoss schossen trat_..ball"),
    hide: w("versteckte versteckten"),
    ride: w("ritt ritten radelte radelten fuhr_rad fuhr_fahrrad fuhr_mit fuhren_mit"),
    drive: w("fuhr fuhren fährt"),
    honk: w("hupte hupten hupt gehupt"),
    jump: w("sprang sprangen springt gesprungen hüpfte hüpften"),
    swim: w("schwamm schwammen schwimmt"),
    climb: w(
      "kletterte kletterten klettert stieg_auf stieg_ein stiegen_ein stieg_hinauf stiegen_hinauf stieg_herauf stiegen_herauf stieg_hoch stiegen_hoch",
    ),
    cry: w(
      "weinte weinten weint wischte_..Träne wischte_..Tränen wischte_*_..Träne wischte_*_..Tränen wischt_..Träne wischt_..Tränen wischte_sich_die_Augen",
    ),
    laugh: w("lachte lachten lacht kicherte"),
    wave: w("winkte winkten winkt zeigte_hin zeigten_hin zeigte_auf zeigten_auf"),
    build: w("baute bauten gebaut"),
    kneel: w(
      "grub gruben gräbt gegraben kniete knieten kniet ging_auf_die_knie gingen_auf_die_knie fiel_auf_die_knie fielen_auf_die_knie",
    ),
    meditate: w("meditierte betete beteten betet"),
    play: w(
      "spielte spielten spielt spielen ließ_..drachen_..steigen ließen_..drachen_..steigen ~schattenhasen ~schattenfiguren ~schattentiere ~schattenspiel ~schattenspiele",
    ),
    go: w("kam kamen überquerte überquerten überqueren ankam ankamen angekommen"),
    make: w(
      "rollte_aus rollten_aus machte machten machen bereitete schnippelte hackte schälte strich_..~glasur strich_..~creme",
    ),
    cut: w("schnitt schnitten"),
    sing: w("sang sangen singt"),
    look: w(
      "schaute schauten blickte blickten beobachtete guckte sah sahen starrte starrten spähte spähten suchte suchten",
    ),
    // "suchte sich einen Schulranzen aus": choosing, no searching.
    choose: w("suchte_sich suchten_sich"),
    push: w("schob schoben schiebt geschoben schieben schubste schubsten stieß rollte rollten"),
    pull: w("zog zogen zieht gezogen ziehen hochziehen hochzog heraufziehen heraufzog hinaufziehen"),
    row: w("ruderte ruderten rudert gerudert rudern"),
    throw: w("warf warfen wirft geworfen"),
    pick: w("pflückte pflückten pflückt gepflückt sammelte sammelten hob_..auf hoben_..auf aufgehoben"),
    plant: w("pflanzte pflanzten pflanzt gepflanzt säte säten"),
    clap: w("klatschte klatschten klatscht applaudierte applaudierten"),
    fish: w(
      "angelte angelten angelt geangelt fischte fischten angeln warf_..angelschnur_aus warfen_..angelschnüre_aus warf_..angel_aus warfen_..angeln_aus",
    ),
    give: w(
      "hielt_hin hielten_hin hält_hin schenkte schenkten schenkt verteilte verteilten verteilt reichte reichten überreichte gab_..ihm gab_..ihr gab_..ihnen gab_..jedem gibt_..ihm gibt_..ihr gibt_..ihnen gibt_..jedem fütterte fütterten füttert servierte servierten serviert",
    ),
    catch: w("fing fingen"),
    share: w("teilten teilte"),
  }),
  hi: {
    stand: w("इंतज़ार_कर इंतजार_कर बुन खड़ा_हो खड़े_हो खड़ी_हो"),
    walk: w("चल टहल घूम निकल_=पड़े निकल_=पड़ा निकल_=पड़ी निकल_=पड़ीं"),
    // "कक्षा में घुस आई" (came into the class).
    enter: w("घुस घुस_=आई घुस_=आया घुस_=आए घुस_=आईं"),
    send: w("भेज"),
    crawl: w("रेंग"),
    run: w("दौड़ दौड भाग"),
    sit: w("बैठ"),
    cook: w(
      "पका भून =तली =तला =तलीं तलकर गूँध गूंध चूल्हा_जला खाना_बना रोटी_बना रोटियाँ_बना रोटियां_बना चाय_बना दाल_बना पराठे_बना",
    ),
    eat: w("खा चख"),
    drink: w("पी =पिया =पिये =पीकर =पी"),
    read: w("पढ़ पढ किताब_खोल"),
    paint: w("चित्र_बना तस्वीर_बना पेंट_कर"),
    write: w("लिख"),
    work: w("काम_कर पढ़ाई_कर जवाब_दे"),
    dance: w("नाच डांस_कर डान्स_कर नृत्य_कर"),
    carry: w("उठा ढो गोद_में_लि गोद_में_उठा सिर_पर_रख"),
    hug: w("गले_लगा गले_मिल गले_से_लगा"),
    talk: w("बात_कर बातें_कर बात_की बातचीत_कर पूछ कह मँगा मंगा"),
    sleep: w("सो लेट"),
    hit: w("मार"),
    take: w("ले_=गया ले_=गई ले_=गए ले_=गयी ले_=गये ले_=गईं ले_=जाता ले_=जाती ले_=जाते ले_=चला ले_=चली ले_=चले"),
    hide: w("छिप छुप"),
    // "साइकिल पर गलियों में घूमकर" (going round the lanes on a bicycle): moving about on a bicycle is riding it.
    ride: w(
      "साइकिल_चला साइकिल_चलान सवारी_कर सवार_हो सवार_=था सवार_=थी सवार_=थे सवार_=थीं पैडल_मार पैडल_चला साइकिल_पर_..घूम साइकिल_पर_..चल",
    ),
    drive: w("=चलाई =चलाया =चलाए =चलाता =चलाती =चलाते =चलाकर"),
    honk: w("हॉर्न_बजा हार्न_बजा हॉर्न_दे"),
    jump: w("कूद उछल छलाँग_लगा छलांग_लगा"),
    swim: w("तैर"),
    climb: w("चढ़ चढ"),
    cry: w("रो आँसू_पोंछ आंसू_पोंछ आँखें_पोंछ आंखें_पोंछ"),
    laugh: w("हँस हंस"),
    wave: w("हाथ_हिला बाँहें_हिला बांहें_हिला उँगली_से_दिखा उंगली_से_दिखा"),
    kneel: w("खोद घुटने_टेक घुटनों_के_=बल"),
    meditate: w("योग_कर ध्यान_लगा प्रार्थना_कर प्रार्थना_की पूजा_कर पूजा_की"),
    play: w("खेल पतंग_उड़ा बजा परछाइयाँ_बना परछाइयां_बना परछाईं_बना"),
    cut: w("काट"),
    make: w("बना रोटी_बेल रोटियाँ_बेल चपाती_बेल परत_चढ़ा"),
    sing: w("गा लोरी_सुना"),
    look: w("देख निहार ताक ढूँढ ढूंढ"),
    push: w("खिसका धकेल धक्का_=दिया धक्का_=दी धक्का_=दिए धक्का_देकर"),
    pull: w("खींच घसीट"),
    row: w("नाव_चला चप्पू_चला नाव_खे चप्पू_थाम"),
    throw: w("फेंक उछाल"),
    choose: w("चुन"),
    pick: w(
      "फल_तोड़ फूल_तोड़ आम_तोड़ सेब_तोड़ संतरे_तोड़ अमरूद_तोड़ नींबू_तोड़ बेर_तोड़ बटोर झपट उठा_=लिया उठा_=ली इकट्ठा_=कीं इकट्ठा_=की इकट्ठा_=किया इकट्ठा_=किए इकट्ठा_=करके",
    ),
    plant: w("पौधा_लगा पौधे_लगा बीज_बो बो लगा"),
    clap: w("ताली_बजा तालियाँ_बजा तालियां_बजा"),
    fish: w("मछली_पकड़ मछलियाँ_पकड़ मछलियां_पकड़ डोरियाँ_पानी_में_डाल डोरियां_पानी_में_डाल डोरी_पानी_में_डाल"),
    // "सीढ़ी पकड़ी", "गेंद पकड़ी": holding or catching, a pose only for a fish.
    catch: w("पकड़"),
    // "सब्ज़ियाँ ऊपर पहुँचा देती" (handed the vegetables up): "पहुँचा" with "दे" delivers, no arriving.
    give: w(
      "सौंप थमा खिला परोस बाँट बांट दे_=दिया दे_=दी दे_=दिए देकर बेच पहुँचा_=देती पहुँचा_=देता पहुँचा_=देते पहुँचा_=दी पहुँचा_=दिया",
    ),
  },
  ta: {
    stand: w("பின்னின காத்திருந் காத்திருக் நின்று"),
    walk: w("நடந்து நடந்தா நடக்கிறா நடைப்பயிற்சி நடைபோட் பின்தொடர்ந்"),
    send: w("அனுப்பின அனுப்பி அனுப்புகி அனுப்பு"),
    take: w(
      "எடுத்துச்_சென்ற எடுத்துக்கொண்டு_சென்ற அழைத்துச்_சென்ற அழைத்துக்கொண்டு_சென்ற கூட்டிச்_சென்ற கூட்டிக்கொண்டு_சென்ற அழைத்துப்_போன கூட்டிப்_போன",
    ),
    hit: w("அடித்"),
    hide: w("ஒளிந்"),
    go: w("சென்ற செல்கி போனா போனார் புறப்பட்ட வந்தா வந்தான் வந்தார் வந்தன"),
    enter: w("நுழைந்"),
    crawl: w("ஊர்ந்த ஊர்ந்து தவழ்ந்"),
    run: w("ஓடின ஓடி ஓடுகி ஓடிக் துரத்தின விரைந்"),
    sit: w("உட்கார் அமர்ந்"),
    cook: w(
      "பிசைந் பிசைய பிசைகி பொரித் வறுத் சமைத் சமைக் சமையல்_செய் அடுப்பைப்_பற்றவை அடுப்பை_பற்றவை அடுப்பு_மூட்டி ஆம்லெட்_போட்",
    ),
    eat: w("சாப்பிட் சாப்பிடு தின்றா தின்று ருசி_பார்"),
    drink: w("குடித் குடிக்கிறா"),
    read: w("படித் படிக்கிறா புத்தகத்தைத்_திறந்"),
    paint: w("வரைந் வரைகி"),
    write: w("எழுதின எழுதி எழுதுகி"),
    // "வேலை பார்" is to work (a job), no looking.
    work: w("வேலை_செய் வேலை_பார்"),
    dance: w("நடனம் நடனமாட ஆடினா"),
    carry: w("சுமந் தூக்கிச் தூக்கிக் தூக்கிப் தூக்கித் =தூக்கி =தூக்க கொண்டு_வந்த மடியில்_..வைத்துக்கொண் தலையில்_..வைத்துக்கொண்"),
    hug: w("கட்டிப்பிடி கட்டியணை"),
    talk: w("பேசின பேசி பேசுகி உரையாடி என்று_..கேட்ட என்று_..சொன்ன"),
    sleep: w("தூங்கின தூங்கி தூங்குகி உறங்கின உறங்கி படுத்"),
    ride: w("சவாரி சைக்கிள்_ஓட்டி சைக்கிள்_ஓட்டின சைக்கிள்_ஓட்ட பெடல்_மிதி"),
    drive: w("ஓட்டின ஓட்டி ஓட்டுகி"),
    honk: w("ஹாரன்_அடி ஹார்ன்_அடி ஹாரன்_அடித் ஹார்ன்_அடித்"),
    swim: w("நீந்தின நீந்தி நீந்துகி நீச்சல் மிதந்"),
    climb: w("ஏறின ஏறி"),
    cry: w("அழுத அழுது அழுகிறா கண்ணீரைத்_துடை கண்ணீரை_துடை கண்களைத்_துடை"),
    laugh: w("சிரித் சிரிக்கிறா"),
    wave: w("கையசை கை_அசை கைகளையும்_அசை விரலால்_காட்டி விரலால்_காட்டின"),
    build: w("கட்டினா"),
    kneel: w("தோண்டி தோண்டின தோண்டு மண்டியிட்"),
    meditate: w("தியானம் தியானித் பிரார்த்தனை பிரார்த்தித் வணங்கின வணங்கி"),
    play: w("விளையாடி விளையாடின விளையாடு பட்டம்_விட் வாசித் சறுக்கின ஊஞ்சலில்_ஆடி நிழல்கள்_செய் நிழல்_செய்"),
    cut: w("வெட்டி வெட்டின வெட்டு"),
    make: w("செய்தா செய்தான் செய்கிறா தயாரித் நறுக்கி நறுக்கின தேய்த்தா தேய்த்தான் க்ரீமைப்_பூசி க்ரீமை_பூசி"),
    sing: w("பாடின பாடிக் பாடுகி"),
    // Searching, in its finite forms ("தேடினாள்"): "காளான் தேடிக் கிளம்பினார்கள்" set off to look for mushrooms.
    look: w("பார்த் பார்க்கிறா தேடினா தேடிக்கொண்டிரு தேடுகிறா"),
    push: w("தள்ளி தள்ளின தள்ளு =தள்ள"),
    pull: w("இழுத் இழுக்க"),
    row: w("துடுப்பு_போட் துடுப்புப்_போட் படகை_ஓட்டி படகு_ஓட்டி"),
    throw: w("எறிந் எறிய வீசின வீசி_எறி வலையை_வீசு வலை_வீசு"),
    pick: w("பறித் பறிக்க பொறுக்கி"),
    plant: w("நட்ட நட்டு நடவு"),
    clap: w("கைதட்டி கைதட்டின கை_தட்டி கைத்தட்டி"),
    fish: w("மீன்_பிடி மீன்பிடி மீனைப்_பிடி மீன்களைப்_பிடி தூண்டில்_கயிறுகளை_இறக்கி தூண்டில்_கயிற்றை_இறக்கி"),
    give: w("கொடுத் கொடுக்க கொடுக்கி பரிமாற தந்த வழங்கி ஊட்டி ஊட்டின தீனி_போட் விநியோகி பங்கிட்"),
  },
  te: {
    stand: w("ఎదురుచూ అల్లి అల్లుత నిలబడి"),
    walk: w("నడిచ నడుచు నడుస్త నడక నడిపించడానికి"),
    send: w("పంపిం పంపా పంపుతు"),
    go: w("వెళ్ళా వెళ్ళిం వెళ్త బయలుదేర బయల్దేర వచ్చా వచ్చిం చేరుకు"),
    enter: w("దూరిం ప్రవేశించ"),
    // "తోలుకెళ్ళు": driving animals along, on foot behind them.
    take: w("తీసుకెళ్ళ తీసుకెళ్ల తీసుకెళ్తా తీసుకెళ్తు తీసుకువెళ్ళ తీసుకువెళ్ల తోలుకెళ్ తోలుకువెళ్"),
    hit: w("కొట్టా కొట్టి కొట్టే"),
    hide: w("దాక్కు దాగి"),
    crawl: w("పాకుతూ పాక్కుంటూ"),
    run: w("పరిగెత్త పరుగెత్త పరిగెట్ట పరుగు_తీ పారిపో"),
    sit: w("కూర్చు కూర్చొ"),
    cook: w("పిసిక పిసక పిసుకు వేయించ వండి వండా వండు వండుత వంట_చేస వంట_చేశ పొయ్యి_వెలిగించ ఆమ్లెట్_వేసి ఆమ్లెట్_వేస ఆమ్లెట్_వేశ"),
    eat: w("తిన్నా తిన్నారు తిన్నది తిని తింట తినే రుచి_చూ"),
    drink: w("తాగ త్రాగ"),
    read: w("చదివ చదువుత చదువుకు పుస్తకం_తెరిచ"),
    paint: w("గీసి గీశా గీస్త బొమ్మ_వేస బొమ్మ_వేశ రంగు_వేస రంగు_వేశ"),
    write: w("రాసి రాశా రాస్త వ్రాస వ్రాశ"),
    work: w("పని_చేస పని_చేశ"),
    dance: w("నాట్యం నృత్యం డాన్స్"),
    carry: w("మోసు మోసి మోశా మోస్త తెచ్చా తెచ్చి ఒళ్లో_పెట్టుకు తీసుకొచ్చ నెత్తిన_పెట్టుకు నెత్తిన_..పెట్టుకు నెత్తి_మీద_పెట్టుకు తలపై_పెట్టుకు"),
    hug: w("కౌగిలి హత్తుకు"),
    talk: w("మాట్లాడ అని_..అడిగ అని_..చెప్ప ఆర్డర్_చేస ఆర్డర్_చేశ"),
    sleep: w("నిద్రపో నిద్రించ పడుకు"),
    ride: w("సైకిల్_తొక్క స్వారీ పెడల్_తొక్క"),
    drive: w("నడిపా నడిపి నడుపుత"),
    honk: w("హారన్_కొట్ట హార్న్_కొట్ట హారన్_మోగించ హార్న్_మోగించ"),
    jump: w("దూకి దూకా దూకు గెంతి గెంతా"),
    swim: w("ఈదా ఈది ఈదు ఈత తేలుత"),
    climb: w("ఎక్కా ఎక్కి ఎక్కేస ఎక్కేశ"),
    cry: w("ఏడ్చ ఏడుస్త ఏడ్వ కన్నీటిని_తుడుచ కన్నీళ్లు_తుడుచ కన్నీళ్ళు_తుడుచ కన్నీరు_తుడుచ కళ్ళు_తుడుచ కళ్లు_తుడుచ"),
    laugh: w("నవ్వుకు నవ్వి నవ్వా నవ్వుత"),
    wave: w("చేయి_ఊప చెయ్యి_ఊప చేతులు_ఊప చేతులూ_ఊప వేలితో_చూపి వేలితో_చూపు"),
    build: w("కట్టా కట్టి"),
    kneel: w("తవ్వ తవ్వి తవ్వు మోకరిల్ల మోకాళ్ళ_మీద"),
    meditate: w("ధ్యానం ప్రార్థన ప్రార్థించ పూజ_చేస పూజ_చేశ"),
    play: w("ఆడు ఆడి ఆడా ఆడేవాళ్ల ఆడేవాళ్ళ ఆడేవారు ఆడేవాడు గాలిపటం_ఎగర వాయించ వాయిస్త జారా ఉయ్యాల_ఊగ నీడలు_చేశ నీడలు_చేస"),
    cut: w("కత్తిరిం"),
    make: w("వేసి చేసి చేశా చేసింది తరిగ వత్తిం వత్తా క్రీమ్_పూసి క్రీమ్_పూశా"),
    sing: w("పాడి పాడా పాడుత పాట_పాడ"),
    // Searching, finite ("వెతికారు", "వెతుకుతున్నారు"): "సీట్లు వెతుక్కుని కూర్చున్నారు" sits.
    look: w("చూశ చూసి చూస్త చూసా వెతికా వెతికిం వెతుకుత"),
    push: w("తోసి తోశా తోసా తోస్త తోయడ తోసుకు నెట్టి నెట్టా నెట్టడ"),
    // "లాక్కెళ్ళారు": dragged along ("లాక్కుపోయింది", snatched away, is no pulling).
    pull: w("లాగి లాగా లాగు లాగడ లాక్కెళ్"),
    row: w("పడవ_నడిప పడవ_నడుపు తెడ్డు_వేస"),
    throw: w("విసిరి విసిరా విసురు"),
    pick: w("కోసి కోశా ఏరి ఏరుకు ఎత్తుకు"),
    plant: w("నాటి నాటా నాటు"),
    clap: w("చప్పట్లు_కొట్ట"),
    fish: w("చేపలు_పట్ట చేపలు_పడ చేపను_పట్ట గాలపు_దారాలు_..వదిలి గాలపు_దారం_..వదిలి"),
    give: w("ఇచ్చి ఇచ్చా ఇచ్చే ఇస్తు ఇస్తా అందించి అందించా అందిస్త వడ్డించ వడ్డిస్త తినిపి మేత_వేస పంచిం పంచిపెట్ట పంచార పంచాడ"),
  },
  kn: {
    stand: w("ಕಾಯುತ್ತ ಕಾದು ಹೆಣೆದ ಹೆಣೆಯುತ್ತ ನಿಂತು"),
    walk: w("ನಡೆದುಕೊಂಡು ನಡೆದಳು ನಡೆದನು ನಡೆದರು ನಡೆಯುತ್ತಾ ನಡೆಯುತ್ತಿದ್ದ ನಡೆದಾಡ ಅಲೆದಾಡ ನಡಿಗೆ =ನಡೆದು ಹಿಂಬಾಲಿಸ"),
    send: w("ಕಳುಹಿಸ ಕಳಿಸ"),
    go: w("ಹೋದ ಹೋಗುತ್ತ ಹೊರಟ ಸಾಗಿದ ಬಂದಳು ಬಂದನು ಬಂದವು ತಲುಪಿದ"),
    enter: w("ನುಗ್ಗಿ"),
    take: w("ಕರೆದುಕೊಂಡು_ಹೋ ಕರೆದೊಯ್ದ ಕೊಂಡೊಯ್ದ ಕರೆದುಕೊಂಡು ಕರೆದೊಯ್ಯು"),
    hit: w("ಹೊಡೆದ ಹೊಡೆಯು ಒದ್ದ ಒದೆದ ಬಾರಿಸ"),
    hide: w("ಅಡಗಿ ಅವಿತು"),
    crawl: w("ತೆವಳ ಅಂಬೆಗಾಲ"),
    run: w("ಓಡಿದ ಓಡುತ್ತ ಓಡಿ ಓಡಾಡಿ ಓಡಾಡುತ್ತ"),
    sit: w("ಕುಳಿತ ಕುಳಿತು ಕೂತ ಕೂತು"),
    // "ಹುರಿದ" (fried) as written: "ಹುರಿದುಂಬಿಸಿದರು" (cheered on) starts with it.
    cook: w("ನಾದಿ ನಾದು ಕರಿದ ಕರಿಯುತ್ತ =ಹುರಿದ =ಹುರಿದು =ಹುರಿದರು =ಹುರಿದಳು =ಹುರಿದನು ಅಡುಗೆ_ಮಾಡ ಬೇಯಿಸ ತಯಾರಿಸ ಒಲೆ_ಹಚ್ಚ"),
    eat: w("ತಿಂದ ತಿನ್ನುತ್ತ ರುಚಿ_ನೋಡ ಊಟ_ಮಾಡ"),
    drink: w("ಕುಡಿದ ಕುಡಿಯುತ್ತ ಕುಡಿಯಿ"),
    read: w("ಓದಿ ಓದುತ್ತ ಪುಸ್ತಕ_ತೆರೆ"),
    paint: w("ಚಿತ್ರ_ಬಿಡಿಸ ಚಿತ್ರಿಸ ಬಣ್ಣ_ಹಚ್ಚ"),
    write: w("ಬರೆದ ಬರೆಯುತ್ತ"),
    work: w("ಕೆಲಸ_ಮಾಡ"),
    dance: w("ನೃತ್ಯ ಕುಣಿದ ಕುಣಿಯುತ್ತ ಡ್ಯಾನ್ಸ್"),
    carry: w(
      "ಹೊತ್ತುಕೊಂಡು ಹೊತ್ತೊಯ್ದ ಎತ್ತಿಕೊಂಡು =ಹೊತ್ತನು =ಹೊತ್ತಳು =ಹೊತ್ತರು ಒಯ್ದ ಸಾಗಿಸ ತಂದನು ತಂದಳು ತಂದರು =ತಂದ ಹೊತ್ತು_=ತಂದ ಹೊತ್ತು_=ತಂದನು ಹೊತ್ತು_=ತಂದಳು ಹೊತ್ತು_=ತಂದರು ಮಡಿಲಲ್ಲಿ_ಇಟ್ಟುಕೊಂ ಎತ್ತಿಕೊಂಡು_ಬಂದ ತಂದು ತಂದಿಟ್ಟ ತಲೆಯ_ಮೇಲಿಟ್ಟುಕೊಂ ತಲೆಯ_ಮೇಲೆ_ಇಟ್ಟುಕೊಂ",
    ),
    hug: w("ಅಪ್ಪಿಕೊ ತಬ್ಬಿಕೊ"),
    talk: w("ಮಾತನಾಡ ಮಾತಾಡ ಎಂದು_..ಕೇಳಿದ ಎಂದು_..ಹೇಳಿದ ಎಂದಳು ಎಂದನು"),
    sleep: w("ಮಲಗಿ ಮಲಗಿದ ನಿದ್ದೆ_ಮಾಡ ನಿದ್ರಿಸ ನಿದ್ದೆಹೋದ ನಿದ್ದೆ_ಹೋದ ನಿದ್ದೆ_ಹೋಯಿ ನಿದ್ದೆಹೋಯಿ"),
    ride: w("ಸವಾರಿ ಸೈಕಲ್_ತುಳಿ ಸೈಕಲ್_ಓಡಿಸ ಪೆಡಲ್_ತುಳಿ"),
    drive: w("ಓಡಿಸಿ ಓಡಿಸುತ್ತ"),
    honk: w("ಹಾರ್ನ್_ಮಾಡ ಹಾರ್ನ್_ಹೊಡೆ ಹಾರನ್_ಮಾಡ ಹಾರನ್_ಹೊಡೆ ಹಾರ್ನ್_ಬಾರಿಸ"),
    jump: w("ನೆಗೆದ ನೆಗೆಯುತ್ತ ಜಿಗಿದ ಜಿಗಿಯುತ್ತ"),
    swim: w("ಈಜಿ ಈಜುತ್ತ ತೇಲುತ್ತ"),
    climb: w("=ಹತ್ತಿ ಹತ್ತುತ್ತ ಹತ್ತಿದ ಏರಿದ"),
    cry: w("ಅತ್ತಳು ಅತ್ತನು ಅತ್ತರು ಅಳುತ್ತ ಕಣ್ಣೀರನ್ನು_ಒರೆಸ ಕಣ್ಣೀರು_ಒರೆಸ ಕಣ್ಣು_ಒರೆಸ"),
    laugh: w("ನಕ್ಕ ನಗುತ್ತ"),
    wave: w("ಕೈ_ಬೀಸ ಕೈಬೀಸ ಕೈಗಳನ್ನು_ಬೀಸ ಬೆರಳು_ಮಾಡಿ_ತೋರಿಸ ಬೆರಳು_ತೋರಿಸ"),
    build: w("ಕಟ್ಟಿದ ಕಟ್ಟುತ್ತ"),
    kneel: w("ತೋಡಿ ತೋಡು ಅಗೆದ ಅಗೆಯು ಮಂಡಿಯೂರಿ"),
    meditate: w("ಧ್ಯಾನ ಪ್ರಾರ್ಥನೆ ಪ್ರಾರ್ಥಿಸ ಪೂಜೆ_ಮಾಡ"),
    play: w("ಆಡಿದ ಆಡುತ್ತ ಆಟವಾಡ ಗಾಳಿಪಟ_ಹಾರಿಸ ನುಡಿಸ ಜಾರಿದ ಉಯ್ಯಾಲೆ_ಆಡ ನೆರಳುಗಳನ್ನು_ಮಾಡ ನೆರಳುಗಳನ್ನ_ಮಾಡ"),
    cut: w("ಕತ್ತರಿಸ"),
    make: w("ಮಾಡಿದ ಮಾಡುತ್ತ ಹೆಚ್ಚಿದ ಲಟ್ಟಿಸ ಕ್ರೀಮ್_ಹರಡಿ"),
    sing: w("ಹಾಡಿದ ಹಾಡುತ್ತ"),
    // Searching ("ಹುಡುಕಿದಳು", "ಹುಡುಕುತ್ತಿದ್ದರು"), never "ಹುಡುಕಲು" (to look for, before the going).
    look: w("ನೋಡಿದ ನೋಡುತ್ತ ನೋಡಿ ಹುಡುಕಿದ ಹುಡುಕುತ್ತ"),
    push: w("ತಳ್ಳಿ ತಳ್ಳಿದ ತಳ್ಳಲು ತಳ್ಳುತ್ತ"),
    pull: w("ಎಳೆದ ಎಳೆದು ಎಳೆಯು ಎಳೆಯಲು"),
    row: w("ದೋಣಿ_ನಡೆಸಿ ದೋಣಿ_ನಡೆಸು ಹುಟ್ಟು_ಹಾಕಿ ಹುಟ್ಟು_ಹಾಕು"),
    throw: w("ಎಸೆದ ಎಸೆದು ಎಸೆಯು ಬಲೆ_ಬೀಸ"),
    choose: w("ಆರಿಸಿ ಆಯ್ದ"),
    pick: w("=ಕಿತ್ತ ಕಿತ್ತು ಕಿತ್ತನು ಕಿತ್ತಳು ಕಿತ್ತರು ಕಿತ್ತಿ ಕೀಳು ಎತ್ತಿಕೊಂಡ"),
    plant: w("ನೆಟ್ಟ ನೆಟ್ಟು ನೆಡು"),
    clap: w("ಚಪ್ಪಾಳೆ_ತಟ್ಟ"),
    fish: w("ಮೀನು_ಹಿಡಿ ಗಾಳ_ಹಾಕ ಗಾಳದ_ದಾರಗಳನ್ನು_..ಇಳಿಸ ಗಾಳದ_ದಾರವನ್ನು_..ಇಳಿಸ"),
    give: w("ಕೊಟ್ಟ ಕೊಟ್ಟು ಕೊಡು ಬಡಿಸ ನೀಡಿ ನೀಡಿದ ತಿನ್ನಿಸ ಹಂಚಿದ ವಿತರಿಸ"),
  },
};

/** Verbs of letting something do a thing ("dejaba subir la cometa", "laissait monter", "steigen ließ"): the
 * verb beside one (after it in es and fr, before it in de) is the thing's, no pose. English puts the thing
 * between ("let the kite rise"), and the Indian languages join the two ("उड़ने दिया"). */
export const LET_WORDS: Record<Language, RegExp | null> = {
  en: null,
  es: /^dej(ó|aba|aban|aron|ar|ando)$/u,
  fr: /^laiss(a|ait|aient|é|ée|er|èrent|ant)$/u,
  de: /^(ließ|ließen|lässt|lassen)$/u,
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

/**
 * Idioms that are meant as written when an article or another determiner follows them ("ran out of the
 * house", "ran out of every house": a place left, running; "ran out of milk": none left). As VERB_IDIOMS
 * writes them.
 */
export const IDIOMS_LITERAL_BEFORE_DETERMINER: Record<Language, ReadonlySet<string>> = {
  en: new Set(w("ran_out_of run_out_of runs_out_of running_out_of")),
  es: new Set(),
  fr: new Set(),
  // "sprang auf einen Stuhl": onto a chair, not up to one's feet.
  de: new Set(w("sprang_auf sprangen_auf")),
  hi: new Set(),
  kn: new Set(),
  ta: new Set(),
  te: new Set(),
};

/**
 * Idioms whose verb does nothing a picture shows ("ran out of milk", "couru un risque", "ತಲೆ ತಿಂದಳು": she
 * pestered him, "ate his head"): their words are matched like the verbs' (the last word by the verb's rule),
 * "*" is any one word, "..word" may come up to two words later, and a verb inside one gives no pose.
 */
export const VERB_IDIOMS: Record<Language, string[]> = {
  en: w(
    "ran_out_of run_out_of runs_out_of running_out_of came_true come_true ran_into run_into runs_into ran_a ran_the run_a run_the runs_a runs_the running_a running_the ran_late running_late ran_for_office run_for_office runs_for_office running_for_office runs_in_the_family ran_in_the_family look_like looks_like looked_like looking_like look_forward looked_forward looking_forward look_after looked_after looking_after looks_after look_up_to looked_up_to played_a_role played_a_part plays_a_role play_a_role played_a_trick played_tricks drove_..crazy drove_..mad drives_..crazy drive_..crazy cried_wolf sat_on_the_fence walked_all_over read_between_the_lines slept_on_it sleep_on_it climb_the_corporate_ladder climbed_the_corporate_ladder =jumped_up =jumps_up =jumping_up =sprang_up =leapt_up =jumped_to_..feet",
  ),
  es: w(
    "corr-er_..riesgo corre_..riesgo jug-ar_con_fuego durmió_en_los_laureles miró_por_encima_del_hombro vino_abajo vinieron_abajo venía_abajo",
  ),
  fr: w(
    "couru_..risque courait_..risque courir_..risque courut_..risque court_..risque jouait_..rôle joua_..rôle joué_..rôle jouer_..rôle à_dormir_debout",
  ),
  de: w(
    "lief_rot_an lief_gut liefen_gut lief_schief spielte_..rolle spielt_..rolle sah_..aus brachte_bei brachten_bei sprang_auf sprangen_auf hüpfte_auf_und_ab hüpften_auf_und_ab sprang_auf_und_ab sprangen_auf_und_ab",
  ),
  hi: w(
    "गुस्सा_पी आँसू_पी मार_खा धोखा_खा कसम_खा चक्कर_खा ठोकर_खा सिर_खा दिमाग_खा भाग_ले भाग_लिया फ़ोटो_खींच फोटो_खींच तस्वीर_खींच",
  ),
  ta: w("தலையைத்_தின் மூளையைத்_தின் தலையை_தின்"),
  te: w("తల_తిన బుర్ర_తిన"),
  // "ಚಪ್ಪಲಿಯ ಪಟ್ಟಿ ಕಿತ್ತುಹೋಯಿತು": a strap that came off, no one plucking.
  kn: w("ತಲೆ_ತಿಂದ ತಲೆ_ತಿನ್ನು ಕಿತ್ತುಹೋ"),
};

/**
 * Participles that describe a person or an animal next to them ("her sleeping dog"): the doer's pose. `after`:
 * the participle follows its noun (es, fr: "su perro dormido"); `linkers`: words that may stand between a
 * participle and the noun after it (Hindi "सोते हुए कुत्ते"). Words as written.
 */
export const DESCRIBED_POSES: Record<
  Language,
  { after: boolean; linkers: ReadonlySet<string>; poses: Partial<Record<SceneAction, string[]>> }
> = {
  en: {
    after: false,
    linkers: new Set(),
    poses: { sleep: w("sleeping dozing napping snoozing slumbering"), cry: w("crying weeping sobbing") },
  },
  es: {
    after: true,
    linkers: new Set(),
    poses: {
      sleep: w("dormido dormida dormidos dormidas tumbado tumbada acostado acostada echado echada"),
    },
  },
  fr: {
    after: true,
    linkers: new Set(),
    poses: { sleep: w("endormi endormie endormis endormies couché couchée allongé allongée") },
  },
  de: {
    after: false,
    linkers: new Set(),
    poses: {
      sleep: w("schlafend schlafende schlafenden schlafender schlafendes dösende dösenden dösender"),
      cry: w("weinende weinenden weinender"),
    },
  },
  hi: {
    after: false,
    linkers: new Set(w("हुए हुआ हुई")),
    poses: { sleep: w("सोते सोता सोती सोए सोई सोये लेटे लेटा लेटी"), cry: w("रोते रोता रोती") },
  },
  kn: {
    after: false,
    linkers: new Set(w("ಒಬ್ಬ ಒಬ್ಬಳು ಒಂದು")),
    poses: {
      sleep: w("ಮಲಗಿದ್ದ ಮಲಗಿರುವ ಮಲಗಿದ ನಿದ್ರಿಸುತ್ತಿದ್ದ ನಿದ್ರಿಸುತ್ತಿರುವ"),
      sit: w("ಕುಳಿತಿದ್ದ ಕುಳಿತಿರುವ ಕೂತಿದ್ದ ಕೂತಿರುವ"),
    },
  },
  ta: {
    after: false,
    linkers: new Set(w("ஒரு")),
    poses: {
      sleep: w(
        "தூங்கிக்கொண்டிருந்த தூங்கிக்கொண்டிருக்கும் தூங்கும் தூங்கிய உறங்கிக்கொண்டிருந்த உறங்கும் படுத்திருந்த படுத்திருக்கும்",
      ),
      sit: w("உட்கார்ந்திருந்த உட்கார்ந்திருக்கும் அமர்ந்திருந்த அமர்ந்திருக்கும்"),
    },
  },
  te: {
    after: false,
    linkers: new Set(w("ఒక")),
    poses: { sleep: w("నిద్రపోతున్న నిద్రిస్తున్న పడుకున్న నిద్రపోయిన"), sit: w("కూర్చున్న కూర్చొన్న") },
  },
};

/** Words that say the work is at a desk: "worked at her desk", "typed on the laptop" (with their icons). */
export const DESK_WORDS: Record<Language, string[]> = {
  en: w("desk laptop computer office keyboard"),
  es: w("escritorio ordenador computadora oficina portátil correos correo emails"),
  fr: w("bureau ordinateur portable e-mails e-mail courriels"),
  de: w("schreibtisch computer laptop büro"),
  hi: w("मेज़ मेज कंप्यूटर लैपटॉप दफ्तर दफ़्तर ऑफिस ईमेल"),
  ta: w("மேசை கணினி லேப்டாப் அலுவலக"),
  te: w("బల్ల డెస్క్ కంప్యూటర్ ల్యాప్‌టాప్ ఆఫీసు కార్యాలయ"),
  kn: w("ಮೇಜು ಕಂಪ್ಯೂಟರ್ ಲ್ಯಾಪ್‌ಟಾಪ್ ಕಚೇರಿ"),
};

/** Articles and possessives: a verb's word right after one is a noun ("a walk", "the dance", "his drink"). */
export const DETERMINERS: Record<Language, ReadonlySet<string>> = {
  en: new Set(w("a an the his her their my your our its this that these those some any every no another")),
  es: new Set(w("el la los las un una unos unas su sus mi mis tu tus este esta ese esa al del")),
  fr: new Set(w("le la les l' un une des du au aux son sa ses mon ma mes ce cet cette ces leur leurs")),
  de: new Set(w("der die das den dem des ein eine einen einem einer sein seine ihr ihre zum zur beim im")),
  hi: new Set(),
  ta: new Set(),
  te: new Set(),
  kn: new Set(),
};

/** Object pronouns before a verb (or its auxiliary): "lo llevó", "l'a emmené" take along someone named before. */
export const OBJECT_CLITICS: Record<Language, ReadonlySet<string>> = {
  en: new Set(),
  es: new Set(w("lo la los las le les")),
  fr: new Set(w("le la les l'")),
  de: new Set(),
  hi: new Set(),
  ta: new Set(),
  te: new Set(),
  kn: new Set(),
};

/** Words that open a clause of its own ("just as the train pulled in"): a noun after one is its subject. */
export const CLAUSE_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(w("as when while because after before until since if though although once whenever so then")),
  es: new Set(w("cuando mientras porque que si aunque hasta como luego entonces")),
  fr: new Set(w("quand lorsque pendant parce que qu' si comme puis alors")),
  de: new Set(w("während als weil wenn dass ob bis nachdem da damit obwohl sobald solange dann")),
  hi: new Set(),
  ta: new Set(),
  te: new Set(),
  kn: new Set(),
};

/**
 * Verbs of beginning before "to" ("began to drink", "empezó a correr", "s'est mis à chanter", "se puso a
 * bailar"): the verb after them is done, not meant, and is the pose.
 */
export const BEGIN_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set("began begin begins beginning started start starts starting".split(" ")),
  es: new Set(
    "empezó empezaba empezaron empezaban comenzó comenzaba comenzaron comenzaban puso pusieron ponía".split(
      " ",
    ),
  ),
  fr: new Set("commença commençait commencèrent commencé mis mit mirent mettait".split(" ")),
  de: new Set(),
  hi: new Set(),
  kn: new Set(),
  ta: new Set(),
  te: new Set(),
};

/** Words that join two people into one subject ("Maya and Ravi danced"). */
export const AND_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(["and"]),
  es: new Set(["y", "e"]),
  fr: new Set(["et"]),
  de: new Set(["und"]),
  hi: HINDI_AND,
  ta: new Set(["மற்றும்"]),
  te: new Set(["మరియు"]),
  kn: new Set(["ಮತ್ತು"]),
};

/**
 * Being in water, per language ("in the shallow water", "en el agua", "dans l'eau", "im flachen Wasser",
 * "पानी में", "ನೀರಿನಲ್ಲಿ", "தண்ணீரில்", "నీళ్ళలో"), read on the sentence's words joined by spaces: what the
 * body does there (kicking, paddling, floating, playing) is drawn as swimming. Water after "a" and a
 * vessel ("ஒரு கிண்ணத் தண்ணீரில்": in a bowl of water) is no one's place.
 */
export const IN_WATER: Record<Language, RegExp> = {
  en: /(?:^| )(?:in|into) the (?:\S+ ){0,2}?(?:water|sea|waves|pool|lake)(?: |$)/u,
  // "al mar", "al lago" are where someone goes ("fueron al lago"); only "al agua" is into it.
  es: /(?:^| )(?:en (?:el |la )?(?:agua|mar|piscina|lago)|al agua)(?: |$)/u,
  fr: /(?:^| )dans (?:l' ?|la |le )(?:\S+ )?(?:eau|mer|piscine|lac|vagues)(?: |$)/u,
  de: /(?:^| )(?:im|ins|in dem|in das|in den) (?:\S+ ){0,2}?(?:wasser|meer|becken|schwimmbecken|see|wellen)(?: |$)/u,
  hi: /(?<!एक(?: \S+)?)(?:^| )(?:पानी|समुद्र|झील|तालाब|लहरों) (?:\S+ )?में(?: |$)/u,
  kn: /(?<!ಒಂದು(?: \S+)?)(?:^| )(?:ನೀರಿನಲ್ಲಿ|ನೀರಲ್ಲಿ|ಸಮುದ್ರದಲ್ಲಿ|ಕೆರೆಯಲ್ಲಿ|ಈಜುಕೊಳದಲ್ಲಿ|ಅಲೆಗಳಲ್ಲಿ)(?: |$)/u,
  ta: /(?<!ஒரு(?: \S+)?)(?:^| )(?:தண்ணீரில்|நீரில்|கடலில்|குளத்தில்|ஏரியில்|அலைகளில்)(?: |$)/u,
  te: /(?<!ఒక(?: \S+)?)(?:^| )(?:నీళ్ళలో|నీళ్లలో|నీటిలో|సముద్రంలో|చెరువులో|కొలనులో|అలల్లో)(?: |$)/u,
};

/** Two spellings of one sound, folded to the one the verb tables use before a word is matched: Telugu writes
 * "ళ్ల" and "ళ్ళ" alike ("వెళ్లారు", "వెళ్ళారు": they went). */
export const SPELLINGS: Record<Language, readonly [from: string, to: string][]> = {
  en: [],
  es: [],
  fr: [],
  de: [],
  hi: [],
  kn: [],
  ta: [],
  te: [["ళ్ల", "ళ్ళ"]],
};
