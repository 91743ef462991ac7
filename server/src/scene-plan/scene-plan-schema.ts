/**
 * The scene plan schema lives in the contract (contract/src/scene-plan.ts): the storyboard that the app,
 * the API and MCP edit carries it, and the planner's types come from it.
 */
export * from "@reelsmith/contract/scene-plan";
