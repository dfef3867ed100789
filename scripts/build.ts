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
 * Run as `deno task build`.
 *
 * @module
 */

/** The checkout's root. */
const ROOT = new URL("../", import.meta.url);

/** Where the built server goes, from the root. */
export const BUILD_DIR = "dist/server/";

/** The packages left out of the bundle (by import-map name and as `npm:`), loaded at run time. */
const EXTERNAL_PACKAGES = ["@modelcontextprotocol/sdk", "@modelcontextprotocol/server"];

/** `deno bundle`'s arguments for a build into `outDir` (a path from the root). */
export function bundleArgs(outDir: string): string[] {
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

/** Builds the server into `outDir` (a path from the root), which must not exist or be empty. */
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
}

/** The files of a built server (`dir` a path from the root), by name, with their text. */
export async function builtFiles(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for await (const entry of Deno.readDir(new URL(dir, ROOT))) {
    if (entry.isFile) {
      files.set(entry.name, await Deno.readTextFile(new URL(`${dir}${entry.name}`, ROOT)));
    }
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
