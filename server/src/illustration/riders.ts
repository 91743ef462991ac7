import type { SceneCharacter, ScenePlan } from "../scene-plan/scene-plan-schema";

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

/** The plan as the composer draws it: each rider on what it rides, and nothing it rides drawn twice. */
export function ridersInTheirFigures(plan: ScenePlan): ScenePlan {
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
