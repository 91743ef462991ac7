import type { PricingPlan } from "@reelsmith/contract/public";
import { asc } from "drizzle-orm";
import type { Db } from "../db/client";
import { pricing } from "../db/schema";

/** Spec: all plans, ordered by price_usd ascending. */
export async function listPricing(db: Db): Promise<PricingPlan[]> {
  return db.select().from(pricing).orderBy(asc(pricing.price_usd), asc(pricing.id));
}
