import { GIVEN_NAMES } from "../../../scene-plan/given-names";
import { esNoun, nounsAfterArticles } from "../articles";
import type { Gender } from "../grammar";
import type { LanguagePack } from "../pack";

const stop = new Set(
  "el la los las un una unos unas y o pero de del a al en con por para que se su sus mi tu es era fue muy no sí lo le les ya como cuando donde mientras".split(
    " ",
  ),
);

const place = (word: string, gender: "m" | "f") => esNoun("place", word, gender);
const thing = (word: string, gender: "m" | "f") => esNoun("thing", word, gender);

/** Spanish: articles, adjectives and object pronouns agree with the gender and number of their noun. */
export const es: LanguagePack = {
  code: "es",
  unknownGender: "skip",
  names: GIVEN_NAMES.es,
  genderCues: { m: ["solo", "cansado", "contento"], f: ["sola", "cansada", "contenta"] },
  // "y" becomes "e" before an "i" sound: "Pablo e Inés".
  joinNames: (a, b) => `${a} ${/^h?i(?![aeiouáéíóú])/i.test(b) ? "e" : "y"} ${b}`,
  capitalisedNames: true,
  notNames: [
    ..."El La Los Las Un Una Y Pero Entonces Luego Cuando Donde Él Ella Ellos Nosotros Yo Tú Usted Este Esta Eso Aquel Había Hay Dios Lunes Martes Miércoles Jueves Viernes Sábado Domingo Enero Febrero Marzo Abril Mayo Junio Julio Agosto Septiembre Octubre Noviembre Diciembre".split(
      " ",
    ),
    ...stop,
  ],
  nouns: [
    place("pueblo", "m"),
    place("ciudad", "f"),
    place("mercado", "m"),
    place("bosque", "m"),
    place("playa", "f"),
    place("escuela", "f"),
    place("cocina", "f"),
    place("puerto", "m"),
    thing("carta", "f"),
    thing("llave", "f"),
    thing("mapa", "m"),
    thing("cuaderno", "m"),
    thing("lámpara", "f"),
    thing("robot", "m"),
    thing("caja", "f"),
    thing("bicicleta", "f"),
    thing("teléfono", "m"),
    thing("anillo", "m"),
  ],
  nounsFromText: (text) =>
    nounsAfterArticles(
      text,
      { un: { gender: "m" }, una: { gender: "f" }, el: { gender: "m" }, la: { gender: "f" } },
      stop,
      (kind, phrase, gender: Gender) => esNoun(kind, phrase, gender === "f" ? "f" : "m"),
    ),
  tools: ["mapa", "cuaderno", "lámpara", "robot", "bicicleta", "teléfono"],
  cues: {
    luck: ["suerte", "azar", "encontr", "lotería", "fortuna"],
    lesson: ["aprend", "lección", "error", "enseñ", "consejo"],
    surprise: ["sorpresa", "de repente", "secreto", "misterio", "inesperad"],
    howto: ["cómo", "paso", "receta", "guía", "truco"],
    product: ["comprar", "precio", "producto", "marca", "oferta", "tienda", "app"],
  },
  openings: [
    "{hero} [hero:trabajaba|trabajaban] {place.in}, donde cada día se parecía al anterior.",
    "Nadie {place.in} esperaba gran cosa de {hero}.",
    "{hero} nunca [hero:había|habían] salido de {place.def}.",
  ],
  times: ["una mañana", "una tarde", "un día de lluvia", "una noche", "un domingo"],
  continuations: [
    "Entonces algo cambió.",
    "Eso era solo el principio.",
    "Pero la historia no había terminado.",
    "Nadie podía imaginar lo que vendría después.",
    "Unos días más tarde, todo era distinto.",
  ],
  beats: {
    luck: [
      [
        "{when}, {hero} [hero:encontró|encontraron] {thing.indef} que nadie había reclamado.",
        "Una tarde cualquiera, {hero} [hero:dio|dieron] con {thing.indef} [thing:olvidado|olvidada|olvidados|olvidadas] entre el polvo.",
      ],
      [
        "[thing:Parecía|Parecían] no valer nada, pero {hero} [thing:lo|la|los|las] [hero:guardó|guardaron] de todos modos.",
        "{friend} se rio: no era más que un trasto viejo.",
      ],
      [
        "Una semana después, [thing:ese mismo|esa misma|esos mismos|esas mismas] {thing.bare} [thing:abrió|abrieron] una puerta que nadie más había podido abrir.",
        "Esa misma noche, [hero:le|les] [thing:trajo|trajeron] a {hero} la mejor noticia del año.",
      ],
      [
        "A veces la suerte se esconde en las cosas más sencillas.",
        "Todavía hoy, {hero} [thing:lo|la|los|las] [hero:guarda|guardan] como un tesoro.",
      ],
    ],
    lesson: [
      [
        "{hero} [hero:estaba seguro|estaba segura|estaban seguros|estaban seguras] de poder hacerlo todo [hero:solo|sola|solos|solas].",
        "{hero} [hero:creía que no necesitaba|creían que no necesitaban] ayuda de nadie.",
      ],
      [
        "Cuando {friend} [hero:le|les] ofreció ayuda, {hero} [hero:dijo|dijeron] que no.",
        "{hero} [hero:ignoró|ignoraron] los consejos de {friend}.",
      ],
      [
        "Por supuesto, todo salió mal y {thing.def} [thing:quedó destrozado|quedó destrozada|quedaron destrozados|quedaron destrozadas].",
        "El plan se vino abajo en una sola tarde.",
      ],
      [
        "Ese día, {hero} [hero:aprendió|aprendieron] que pedir ayuda también es una forma de valentía.",
        "Desde entonces, {hero} primero [hero:escucha|escuchan] y después [hero:habla|hablan].",
      ],
    ],
    surprise: [
      [
        "{hero} [hero:paseaba|paseaban] {place.in} cuando se apagaron las luces.",
        "{when}, a {hero} todo [hero:le|les] parecía normal {place.in}.",
      ],
      [
        "En la oscuridad, alguien susurró el nombre de {hero}.",
        "Entonces apareció {friend} con {thing.indef} en la mano.",
      ],
      ["No era ninguna trampa.", "Hasta ese momento, nadie [hero:le|les] había dicho la verdad a {hero}."],
      ["Era una fiesta, y era para {hero}.", "Todo el mundo {place.in} llevaba meses preparándola."],
    ],
    howto: [
      [
        "{hero} [hero:quería|querían] aprender a usar bien {thing.def}.",
        "Así [hero:aprendió|aprendieron] {hero} a usar {thing.def} en una sola tarde.",
      ],
      ["Primero, reúne todo lo necesario y despeja una mesa.", "Ve despacio y mira con atención."],
      [
        "Después, {hero} lo [hero:intentó|intentaron], se [hero:equivocó|equivocaron] y [hero:volvió|volvieron] a empezar.",
        "Luego pregúntale a {friend}, que ya lo ha hecho antes.",
      ],
      [
        "Al final, todo funcionó, y {hero} se [hero:sintió orgulloso|sintió orgullosa|sintieron orgullosos|sintieron orgullosas] de cada paso.",
        "El secreto es sencillo: empezar poco a poco y no parar.",
      ],
    ],
    product: [
      [
        "{hero} lo [hero:había|habían] probado todo, y nada funcionaba de verdad.",
        "Cada mañana {place.in}, el día de {hero} empezaba con prisas.",
      ],
      [
        "Entonces {friend} [hero:le|les] enseñó {thing.indef}.",
        "Todo cambió el día en que {hero} [hero:probó|probaron] {thing.def}.",
      ],
      [
        "Un minuto para ponerlo en marcha y una hora ganada cada día.",
        "Sencillo, rápido, y funciona sin más.",
      ],
      [
        "Hoy {hero} ya no [hero:empieza|empiezan] el día sin [thing:él|ella|ellos|ellas].",
        "[thing:Pruébalo|Pruébala|Pruébalos|Pruébalas] hoy mismo.",
      ],
    ],
  },
  // "de el" and "a el" contract; the pronoun "él" keeps its accent and never contracts.
  finish: (s) => s.replace(/\bde el\b/g, "del").replace(/\ba el\b/g, "al"),
};
