/**
 * Vehicles by their icons, for reading a pronoun: a thing named after "in" or "on" one is put or ridden in
 * it, and a pronoun later is that thing ("put his telescope in the car ... set it up"); a box or jar a thing
 * is put in is as often the pronoun's ("packed rice into a tiffin ... hung it on his bicycle").
 */
export const VEHICLE =
  /^(automobile|.*car|bus|.*bus|tram|train|.*train|taxi|.*truck|.*van|.*boat|ship|.*rickshaw|airplane|bicycle|motor-scooter|motorcycle|kick-scooter|locomotive|railway-car)$/u;
