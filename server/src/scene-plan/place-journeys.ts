import type { Language } from "@reelsmith/contract/languages";
import { HOME_GOALS, WAY_BACK } from "./languages/place-words";
import type { Match } from "./match";
import { vehicleOf } from "./place-rides";
import type { Token } from "./text";
import { findVerbs } from "./verbs";

/** Whether `m` names home. */
const namesHome = (m: Match) => m.concepts.some((c) => c.kind === "place" && c.place === "home");

/**
 * Whether the home `m` names is where someone is going ("carried it home", "a casa", "nach Hause", "ಮನೆಗೆ",
 * "घर ले आई"), not where they are ("at home", "घर में"). In Hindi the postposition after a vehicle is the
 * vehicle's ("टैक्सी में घर लौटा": by taxi, home), not a word of being at the home after it.
 */
export function homeAsGoal(tokens: Token[], m: Match, matches: Match[], language: Language): boolean {
  const goal = HOME_GOALS[language];
  const word = tokens[m.end - 1]?.norm ?? "";
  const after = tokens[m.end]?.norm ?? "";
  const words = (n: number) =>
    tokens
      .slice(Math.max(0, m.start - n), m.start)
      .map((t) => t.norm)
      .join(" ");
  if (goal.before.some((b) => words(b.split(" ").length) === b) || goal.ending?.test(word)) return true;
  // "झोपड़ी की ओर": towards the hut, after the genitive.
  const further = tokens[m.end + 1]?.norm ?? "";
  if (goal.towards?.includes(after) || goal.towards?.includes(further)) return true;
  const vehicleBefore = matches.some((v) => v.end === m.start - 1 && vehicleOf(v) !== null);
  const before = vehicleBefore ? "" : (tokens[m.start - 1]?.norm ?? "");
  return word === goal.bare && !goal.there.includes(before) && !goal.there.includes(after);
}

/** What someone does on a ride that still happens on it: sitting, sleeping, riding or driving on. */
const ON_A_RIDE: ReadonlySet<string> = new Set(["sit", "sleep", "ride", "drive", "walk", "carry"]);

/**
 * "Kofi took a taxi home and fell asleep on the back seat", "nahm ein Taxi nach Hause", "a pris un taxi pour
 * rentrer à la maison", "टैक्सी में घर लौटा", "டாக்ஸியில் வீட்டுக்குப் போனான்", "rode home on his scooter": a
 * home named only as the goal of a trip in a vehicle (or a ride) is not reached yet; the scene is the road.
 * What is done after the home by someone met there ("and his aunt served soup") or off the ride ("and made
 * tea") is at home.
 */
export function ridesHome(tokens: Token[], matches: Match[], language: Language): boolean {
  const homes = matches.filter(namesHome);
  if (homes.length === 0 || !homes.every((m) => homeAsGoal(tokens, m, matches, language))) return false;
  const verbs = findVerbs(tokens, language);
  const vehicle = matches.some((m) => vehicleOf(m) !== null || motorBike(m));
  if (!vehicle && !verbs.some((v) => v.action === "ride" || v.action === "drive")) return false;
  const homeEnd = Math.max(...homes.map((m) => m.end));
  if (matches.some((m) => m.start >= homeEnd && m.concepts.some((c) => c.kind === "person"))) return false;
  return !verbs.some((v) => v.at >= homeEnd && !v.purpose && !ON_A_RIDE.has(v.action));
}

/** Two-wheelers ridden along a road, which vehicleOf leaves to the rider's pose. */
const motorBike = (m: Match) =>
  m.concepts.some((c) => c.kind === "object" && (c.icon === "motor-scooter" || c.icon === "motorcycle"));

/**
 * "On the bus back most of the children fell asleep", "En el autobús de vuelta", "Dans le bus du retour", "Im
 * Bus auf dem Rückweg", "लौटते वक़्त बस में", "ವಾಪಸ್ ಬರುವಾಗ ಬಸ್ಸಿನಲ್ಲಿ": a ride named as the way back (WAY_BACK)
 * is on the road, away from the park or the beach the story was at.
 */
export function rideBack(tokens: Token[], vehicle: Match, language: Language): boolean {
  const { after, words } = WAY_BACK[language];
  if (after.includes(tokens[vehicle.end]?.norm ?? "") && !tokens[vehicle.end - 1]?.comma) return true;
  if (!words) return false;
  return tokens.some((t) => words.test(t.norm));
}
