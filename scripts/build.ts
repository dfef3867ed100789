/**
 * Builds the server that `deno task start` and Deno Deploy run: main.ts and every module it loads,
 * bundled by `deno bundle` into dist/server/, one chunk per module loaded at first use (each
 * operation, the pages, MCP, the draws) and a few shared ones. `deno task build` writes it;
 * tests/build_test.ts fails when dist/server/ is not the build of the sources, so what runs is
 * what was tested.
 *
 * Why a build: a start from the sources reads, for each of about forty modules, its source and its
 * cached transpilation, and sets up npm's resolution for valibot; the built start reads a dozen
 * files and no npm package, and answers its first request about 10 ms sooner (bench/README.md,
 * "The cold start").
 *
 * The MCP SDKs stay out of the bundle, loaded from npm at the first MCP request as before: they
 * are CommonJS inside, and bundling them adds a `node:module` shim that every chunk shares, which
 * would load Deno's Node layer at every start.
 *
 * The build is the same on every machine: `deno bundle` names each chunk by a hash that depends on
 * where the checkout and Deno's cache are, and heads each npm module with a comment naming its path
 * in the cache, so both are rewritten ({@linkcode settleNames}): an npm module's comment names its
 * package (`// npm:valibot/1.5.0/dist/index.mjs`), and each chunk is named by a hash of its text.
 *
 * Run as `deno task build`.
 *
 * @module
 */

import { toHex } from "../src/random/seed.ts";

/** The checkout's root. */
const ROOT = new URL("../", import.meta.url);

/** Where the built server goes, from the root. */
export const BUILD_DIR = "dist/server/";

/** The packages left out of the bundle (by import-map name and as `npm:`), loaded at run time. */
const EXTERNAL_PACKAGES = ["@modelcontextprotocol/sdk", "@modelcontextprotocol/server"];

/** `deno bundle`'s arguments for a build into `outDir` (a path from the root). */
function bundleArgs(outDir: string): string[] {
  return [
    "bundle",
    "--quiet",
    "--platform=deno",
    "--code-splitting",
    `--outdir=${outDir}`,
    ...EXTERNAL_PACKAGES.flatMap((name) => [`--external=${name}`, `--external=npm:${name}`]),
    "main.ts",
  ];
}

/**
 * Builds the server into `outDir` (a path from the root, or absolute), which must not exist or be
 * empty.
 */
export async function buildServer(outDir: string): Promise<void> {
  const { success, stderr } = await new Deno.Command(Deno.execPath(), {
    args: bundleArgs(outDir),
    cwd: ROOT,
    stdout: "null",
    stderr: "piped",
  }).output();
  if (!success) {
    throw new Error(`deno bundle failed:\n${new TextDecoder().decode(stderr)}`);
  }
  const dir = dirUrl(outDir);
  const built = await builtFiles(outDir);
  const settled = await settleNames(built);
  for (const name of built.keys()) await Deno.remove(new URL(name, dir));
  for (const [name, text] of settled) await Deno.writeTextFile(new URL(name, dir), text);
}

/** A chunk's name as `deno bundle` writes it: what it holds, and a hash of eight characters. */
const CHUNK_NAME = /\b([a-z_]+)-[A-Z0-9]{8}\.js\b/g;

/** The head comment of an npm module: its path in Deno's cache, whose folder differs by machine. */
const NPM_COMMENT = /^\/\/ \S*\/npm\/[^/\s]+\/(\S+)$/gm;

/**
 * The built files with names and comments that do not depend on the machine: each npm module's
 * comment names its package rather than its path in the cache, and each chunk (main.js apart) is
 * named by the first 8 hex digits of the SHA-256 of its text with every chunk name in it blanked.
 */
async function settleNames(files: Map<string, string>): Promise<Map<string, string>> {
  const commented = new Map(
    [...files].map(([name, text]) => [name, text.replace(NPM_COMMENT, "// npm:$1")]),
  );
  const renamed = new Map<string, string>();
  for (const [name, text] of commented) {
    if (name === "main.js") continue;
    const blanked = new TextEncoder().encode(text.replace(CHUNK_NAME, "$1-?.js"));
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", blanked));
    renamed.set(name, name.replace(/-[A-Z0-9]{8}\.js$/, `-${toHex(digest.subarray(0, 4))}.js`));
  }
  if (new Set(renamed.values()).size !== renamed.size) throw new Error("two chunks named alike");
  const settled = new Map<string, string>();
  for (const [name, text] of commented) {
    const rewritten = text.replace(CHUNK_NAME, (chunk) => renamed.get(chunk) ?? chunk);
    settled.set(renamed.get(name) ?? name, rewritten);
  }
  return settled;
}

/** A folder's URL, from a path from the root or an absolute one. */
function dirUrl(dir: string): URL {
  const slashed = dir.endsWith("/") ? dir : `${dir}/`;
  return slashed.startsWith("/") ? new URL(`file://${slashed}`) : new URL(slashed, ROOT);
}

/** The files of a built server (`dir` a path from the root), by name, with their text. */
export async function builtFiles(dir: string): Promise<Map<string, string>> {
  const url = dirUrl(dir);
  const files = new Map<string, string>();
  for await (const entry of Deno.readDir(url)) {
    if (entry.isFile) files.set(entry.name, await Deno.readTextFile(new URL(entry.name, url)));
  }
  return files;
}

if (import.meta.main) {
  // Built beside the old build, then swapped in: a failed build leaves the old one whole, and no
  // chunk of an older build is left behind.
  const next = "dist/.server-next/";
  await Deno.remove(new URL(next, ROOT), { recursive: true }).catch(() => {});
  await buildServer(next);
  await Deno.remove(new URL(BUILD_DIR, ROOT), { recursive: true }).catch(() => {});
  await Deno.rename(new URL(next, ROOT), new URL(BUILD_DIR, ROOT));
  const files = await builtFiles(BUILD_DIR);
  const bytes = [...files.values()].reduce((sum, text) => sum + text.length, 0);
  console.log(`built ${BUILD_DIR}: ${files.size} files, ${Math.round(bytes / 1024)} KiB`);
}
