import { describe } from "vitest";
import { checkPoses, type PoseCase } from "../test/last-scene";

/** The one a sentence seats on a chair, a bed or a bench is drawn sitting, in each language's form of it. */
const SEATED: PoseCase[] = [
  ["en", ["Lina came into the shop.", "The barber sat Lina on a high stool."], "Lina", "sit"],
  ["en", ["Omar was tired.", "The nurse seated Omar on the bed."], "Omar", "sit"],
  ["es", ["Lina entró en la tienda.", "El barbero sentó a Lina en un taburete alto."], "Lina", "sit"],
  ["es", ["Omar estaba cansado.", "La enfermera lo sentó en la cama."], "Omar", "sit"],
  ["fr", ["Lina est entrée dans la boutique.", "Le coiffeur a assis Lina sur un tabouret."], "Lina", "sit"],
  ["de", ["Lina kam in den Laden.", "Der Friseur setzte Lina auf einen hohen Hocker."], "Lina", "sit"],
  ["de", ["Omar war müde.", "Die Krankenschwester ließ ihn sich aufs Bett setzen."], "Omar", "sit"],
  ["hi", ["नर्स ने लड़के को पलंग पर बिठाया।"], "boy", "sit"],
  ["kn", ["ನರ್ಸ್ ಹುಡುಗನನ್ನು ಹಾಸಿಗೆಯ ಮೇಲೆ ಕೂರಿಸಿದರು."], "boy", "sit"],
  ["ta", ["நர்ஸ் பையனைக் கட்டிலில் உட்கார வைத்தார்."], "boy", "sit"],
  ["te", ["నర్సు అబ్బాయిని మంచం మీద కూర్చోబెట్టింది."], "boy", "sit"],
];

/** The one who seats someone does not sit; sitting down oneself is still one's own sitting. */
const SEATER: PoseCase[] = [
  ["en", ["Lina came into the shop.", "The barber sat Lina on a high stool."], "person", "stand"],
  ["es", ["Lina entró en la tienda.", "El barbero sentó a Lina en un taburete alto."], "person", "stand"],
  ["en", ["Omar and Lina went to the park.", "Omar sat with Lina on the bench."], "Omar", "sit"],
  ["es", ["Omar se sentó en el banco del parque."], "Omar", "sit"],
  ["fr", ["Omar s'est assis sur le banc du parc."], "Omar", "sit"],
  ["de", ["Omar setzte sich auf die Bank im Park."], "Omar", "sit"],
];

describe("someone seated by another", () => checkPoses(SEATED));
describe("the one who seats them", () => checkPoses(SEATER));
