import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The configured auth secret, else one generated once per data folder so sessions survive restarts. */
export function resolveAuthSecret(configured: string, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
