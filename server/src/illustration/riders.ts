import type { SceneCharacter, ScenePlan } from "../scene-plan/scene-plan-schema";
import { BOARDED } from "../scene-plan/vehicles";
import { WINDOWS } from "./vehicle-figures";

/**
 * What a rider's own figure already draws. Fluent's cyclist comes with its bicycle and its rower sits in its
 * boat: the bicycle or boat the sentence names is that one, not a second one parked beside the figure.
 */
const IN_THE_FIGURE: Partial<Record<NonNullable<SceneCharacter["action"]>, RegExp>> = {
  ride: /^bicycle$/,
  drive: /^bicycle$/,
  row: /^canoe$/,
};

/**
 * Ridden things the cyclist's figure is not: a rider of a horse, a scooter or a car drawn on a bicycle
 * beside it is a wrong picture, so that rider stands beside what it rides instead.
 */
const RIDDEN_OTHERWISE =
  /^(horse|horse-face|camel|two-hump-camel|donkey|elephant|ox|water-buffalo|motorcycle|motor-scooter|kick-scooter|skateboard|auto-rickshaw|automobile|oncoming-automobile|taxi|oncoming-taxi|bus|oncoming-bus|minibus|trolleybus|racing-car|pickup-truck|sport-utility-vehicle|delivery-truck|articulated-lorry|tractor|ambulance|fire-engine|police-car|tram|locomotive)$/;

const rides = (c: SceneCharacter) => c.action === "ride" || c.action === "drive";

/** A car, taxi, bus or rickshaw the scene's people are in, and who sits in it (character ids, the driver first). */
export interface VehicleRide {
  icon: string;
  occupants: string[];
}

/**
 * The car, taxi or bus a scene's drivers and riders are drawn in: the one the plan names, else a car for
 * someone driving where nothing else is ridden ("he drove them to the beach"). Null where no one drives or
 * rides one; as many people as it has windows, drivers first. Someone asleep or seated outdoors beside a
 * car, taxi, bus or rickshaw is in it ("fell asleep on the bus", "sat squeezed between the baskets" of the
 * rickshaw home): a bed, or someone sitting on the road, beside the vehicle is no ride home.
 */
export function vehicleRide(plan: ScenePlan): VehicleRide | null {
  const people = plan.characters.filter((c) => c.kind === "person");
  const drivers = people.filter((c) => c.action === "drive");
  const riders = people.filter((c) => c.action === "ride");
  const sleepers = plan.setting.indoor ? [] : people.filter((c) => c.action === "sleep");
  const ridden = [...plan.objects, ...plan.characters].filter(
    (x) => x.icon === "bicycle" || RIDDEN_OTHERWISE.test(x.icon),
  );
  // Someone sitting outdoors on no seat the sentence names, beside a car, a bus or a rickshaw, sits in it.
  const sitters =
    plan.setting.indoor || ridden.length === 0 ? [] : people.filter((c) => c.action === "sit" && !c.seat);
  if (drivers.length + riders.length + sleepers.length + sitters.length === 0) return null;
  if (ridden.some((x) => !WINDOWS[x.icon])) return null;
  const icon = ridden[0]?.icon ?? (drivers.length > 0 ? "automobile" : null);
  const windows = icon ? WINDOWS[icon] : undefined;
  if (!icon || !windows) return null;
  const occupants = [...drivers, ...riders, ...sleepers, ...sitters].slice(0, windows.length);
  return { icon, occupants: occupants.map((c) => c.id) };
}

/**
 * The plan as the composer draws it: each rider on what it rides, and nothing it rides drawn twice; the
 * people in a car, taxi or bus (`ride`) keep their pose, and that vehicle is drawn by their figure.
 */
export function ridersInTheirFigures(plan: ScenePlan, ride: VehicleRide | null = null): ScenePlan {
  if (ride) {
    // Someone riding beyond the vehicle's windows stands beside it, not on a bicycle.
    const characters = plan.characters.map((c) =>
      rides(c) && !ride.occupants.includes(c.id) ? { ...c, action: "stand" as const } : c,
    );
    return { ...plan, characters, objects: plan.objects.filter((o) => o.icon !== ride.icon) };
  }
  const posed = plan.characters.filter((c) => c.action !== undefined && IN_THE_FIGURE[c.action]);
  if (posed.length === 0) return plan;
  const ridesOtherwise =
    !plan.objects.some((o) => o.icon === "bicycle") &&
    [...plan.objects, ...plan.characters].some((x) => RIDDEN_OTHERWISE.test(x.icon));
  const characters = plan.characters.map((c) =>
    rides(c) && ridesOtherwise ? { ...c, action: "stand" as const } : c,
  );
  const drawnBy = characters.flatMap((c) => (c.action ? [IN_THE_FIGURE[c.action]] : []));
  const objects = plan.objects.filter((o) => !drawnBy.some((r) => r?.test(o.icon)));
  return { ...plan, characters, objects };
}

/** What a climber's own figure may climb: a ladder, a tree, a rock, a mountain, a wall. */
const CLIMBABLE = /ladder|tree|palm|rock|mountain|volcano|brick|house|building/;

/**
 * Someone climbing beside a bus, a train or a boat the plan names is climbing into it ("climbed into the
 * last bus", "बस में चढ़े", "బస్సు ఎక్కారు"): drawn walking to it, where Fluent's climber on a rock face
 * beside a bus is a wrong picture; a climb with a ladder, a tree or a rock named stays one.
 */
export function boardersWalking(plan: ScenePlan): ScenePlan {
  const things = [...plan.objects, ...plan.characters].map((x) => x.icon);
  if (!things.some((i) => BOARDED.test(i)) || things.some((i) => CLIMBABLE.test(i))) return plan;
  const climbers = plan.characters.filter((c) => c.kind === "person" && c.action === "climb");
  if (climbers.length === 0) return plan;
  return {
    ...plan,
    characters: plan.characters.map((c) => (climbers.includes(c) ? { ...c, action: "walk" as const } : c)),
  };
}
