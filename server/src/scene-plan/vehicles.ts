/**
 * Vehicles by their icons, for reading a pronoun: a thing named after "in" or "on" one is put or ridden in
 * it, and a pronoun later is that thing ("put his telescope in the car ... set it up"); a box or jar a thing
 * is put in is as often the pronoun's ("packed rice into a tiffin ... hung it on his bicycle").
 */
export const VEHICLE =
  /^(automobile|.*car|bus|.*bus|tram|train|.*train|taxi|.*truck|.*van|.*boat|ship|.*rickshaw|airplane|bicycle|motor-scooter|motorcycle|kick-scooter|locomotive|railway-car)$/u;

/** What someone drives or rides, for reading a verb's pose: a drive needs one, and a "take" phrase that
 * names one is going, not carrying (a horse is ridden too). */
export const DRIVEN_OR_RIDDEN =
  /^(automobile|oncoming-automobile|taxi|racing-car|sport-utility-vehicle|bus|oncoming-bus|minibus|pickup-truck|delivery-truck|articulated-lorry|tractor|motor-scooter|motorcycle|bicycle|train|sailboat|motor-boat|speedboat|ship|auto-rickshaw|horse)$/;

/** Vehicles people ride in a "take" phrase ("took them by bus"): a car is driven, by the one who takes or
 * another. */
export const TAKEN_ALONG_IN =
  /^(bus|oncoming-bus|train|tram|minibus|trolleybus|metro|light-rail|ferry|ship)$/;

/** Vehicles one boards and rides inside, climbing in at a door: a bus, a train, a car, a boat. */
export const BOARDED =
  /^(automobile|oncoming-automobile|taxi|sport-utility-vehicle|bus|oncoming-bus|minibus|trolleybus|tram|train|locomotive|railway-car|high-speed-train|light-rail|mountain-railway|pickup-truck|delivery-truck|articulated-lorry|auto-rickshaw|canoe|sailboat|motor-boat|speedboat|ferry|ship|aerial-tramway|mountain-cableway|airplane|helicopter)$/;
