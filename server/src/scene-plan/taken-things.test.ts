import { describe } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";

/** Taking a thing held in the hands somewhere is carrying it; taking a person there is walking with them. */
const TAKEN: PoseCase[] = [
  ["en", ["Every evening Meena took a bucket to the pump."], "Meena", "carry"],
  ["en", ["At noon Arjun took the tiffin to his uncle at the garage."], "Arjun", "carry"],
  ["en", ["On Sunday Arjun took his little brother to the fair."], "Arjun", "walk"],
];

/** Taking people somewhere by bus or train is riding it with them; by car is driving. */
const BY_VEHICLE: PoseCase[] = [
  ["en", ["On Friday Mrs Rao took her pupils by bus to the museum."], "Rao", "ride"],
  ["es", ["El lunes la señora Rao llevó a sus alumnos en autobús al museo."], "Rao", "ride"],
  ["fr", ["Lundi, Mme Rao a emmené ses élèves en bus au musée."], "Rao", "ride"],
  ["en", ["On Sunday Arjun took his little brother to the fair by car."], "Arjun", "drive"],
];

describe("things and people taken somewhere", () => {
  checkPoses(TAKEN);
  checkPoses(BY_VEHICLE);
});
