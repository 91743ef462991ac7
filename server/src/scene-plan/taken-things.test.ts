import { describe } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";

/** Taking a thing held in the hands somewhere is carrying it; taking a person there is walking with them. */
const TAKEN: PoseCase[] = [
  ["en", ["Every evening Meena took a bucket to the pump."], "Meena", "carry"],
  ["en", ["At noon Arjun took the tiffin to his uncle at the garage."], "Arjun", "carry"],
  ["en", ["On Sunday Arjun took his little brother to the fair."], "Arjun", "walk"],
];

describe("things and people taken somewhere", () => {
  checkPoses(TAKEN);
});
