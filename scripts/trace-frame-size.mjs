#!/usr/bin/env node
/**
 * How far the video's size travels through composition: from `composeVideo` (server/src/render/compose.ts),
 * every function it reaches by calls inside server/src, and in each the lines that read a size (an
 * identifier or property named width, height or frame). Prints the places (lines), the functions and
 * modules they lie in, the returns of those functions, and how many of those functions each module holds.
 * A newcomer following the size reads each of these places; fewer means a change to the frame touches less.
 *
 *   node scripts/trace-frame-size.mjs [--root DIR] [--json]
 *
 * --root points at another checkout (a worktree of an older commit) to compare before and after.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import ts from "typescript";

const { values: args } = parseArgs({
  options: { root: { type: "string" }, json: { type: "boolean", default: false } },
});
const root = path.resolve(args.root ?? path.join(import.meta.dirname, ".."));
const serverSrc = path.join(root, "server", "src") + path.sep;
const SIZE_NAMES = new Set(["width", "height", "frame"]);

const configPath = path.join(root, "server", "tsconfig.json");
const config = ts.getParsedCommandLineOfConfigFile(
  configPath,
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
);
if (!config) throw new Error(`cannot read ${configPath}`);
const program = ts.createProgram(config.fileNames, { ...config.options, noEmit: true });
const checker = program.getTypeChecker();

const isFunctionLike = (n) =>
  ts.isFunctionDeclaration(n) ||
  ts.isMethodDeclaration(n) ||
  ts.isArrowFunction(n) ||
  ts.isFunctionExpression(n);

/** The function a call's callee names, when it is ours (server/src) and has a body. */
function calleeOf(call) {
  let symbol = checker.getSymbolAtLocation(
    ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression,
  );
  if (!symbol) return null;
  if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  for (const d of symbol.declarations ?? []) {
    if (!d.getSourceFile().fileName.startsWith(serverSrc) || d.getSourceFile().isDeclarationFile) continue;
    if (isFunctionLike(d) && d.body) return d;
    if (ts.isVariableDeclaration(d) && d.initializer && isFunctionLike(d.initializer)) return d.initializer;
  }
  return null;
}

function start() {
  const file = program.getSourceFile(path.join(root, "server/src/render/compose.ts"));
  let found = null;
  file?.forEachChild((n) => {
    if (ts.isFunctionDeclaration(n) && n.name?.text === "composeVideo") found = n;
  });
  if (!found) throw new Error("composeVideo not found");
  return found;
}

const nameOf = (fn) => {
  if (fn.name && ts.isIdentifier(fn.name)) return fn.name.text;
  if (ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)) return fn.parent.name.text;
  return "(anonymous)";
};

const reached = new Set();
const queue = [start()];
const functions = [];
while (queue.length > 0) {
  const fn = queue.shift();
  if (reached.has(fn)) continue;
  reached.add(fn);
  const sf = fn.getSourceFile();
  const lines = new Set();
  let returns = 0;
  const visit = (n) => {
    if (ts.isCallExpression(n)) {
      const callee = calleeOf(n);
      if (callee && !reached.has(callee)) queue.push(callee);
    }
    if (ts.isReturnStatement(n)) returns++;
    if (ts.isIdentifier(n) && SIZE_NAMES.has(n.text))
      lines.add(sf.getLineAndCharacterOfPosition(n.getStart()).line + 1);
    n.forEachChild(visit);
  };
  fn.body?.forEachChild(visit);
  // An arrow function with an expression body returns once.
  if (fn.body && !ts.isBlock(fn.body)) returns++;
  if (lines.size > 0)
    functions.push({
      module: path.relative(root, sf.fileName),
      name: nameOf(fn),
      places: [...lines].sort((a, b) => a - b),
      returns,
    });
}

const modules = new Map();
for (const f of functions) modules.set(f.module, (modules.get(f.module) ?? 0) + 1);
const summary = {
  places: functions.reduce((s, f) => s + f.places.length, 0),
  functions: functions.length,
  modules: modules.size,
  returns: functions.reduce((s, f) => s + f.returns, 0),
  reached: reached.size,
  functionsPerModule: Object.fromEntries([...modules].sort((a, b) => b[1] - a[1])),
};
if (args.json) console.log(JSON.stringify({ summary, functions }, null, 2));
else {
  for (const f of functions)
    console.log(`${f.module}:${f.places.join(",")}  ${f.name}  (${f.returns} returns)`);
  console.log(summary);
}
