/**
 * What a first `deno task start` on a fresh machine downloads: runs it with an empty `DENO_DIR`
 * (against the npm registry, which must be reachable) until the server answers `/healthz`, then
 * stops it and counts the npm packages and the megabytes that landed in that `DENO_DIR`, and names
 * any test-only package (as this checkout's testing/npm/ names them) among them. Figures: bench/README.md, "A first start".
 *
 * Usage: `deno run -A bench/first_start.ts [DIR]`, DIR being a checkout of fairdraw (this one by
 * default), so that another commit can be measured from a `git worktree` or `git archive` of it.
 *
 * @module
 */
import { freePort } from "../testing/process.ts";

/** The packages of a DENO_DIR's npm cache, each as `name@version` (`@scope/name@version`), sorted. */
async function cachedPackages(npmDir: string): Promise<string[]> {
  const found: string[] = [];
  const versionsOf = async (name: string) => {
    for await (const version of Deno.readDir(`${npmDir}/${name}`)) {
      if (version.isDirectory) found.push(`${name}@${version.name}`);
    }
  };
  for await (const entry of Deno.readDir(npmDir)) {
    if (!entry.isDirectory) continue;
    if (!entry.name.startsWith("@")) {
      await versionsOf(entry.name);
      continue;
    }
    for await (const scoped of Deno.readDir(`${npmDir}/${entry.name}`)) {
      if (scoped.isDirectory) await versionsOf(`${entry.name}/${scoped.name}`);
    }
  }
  return found.sort();
}

/** The bytes of every file below a directory. */
async function bytesBelow(dir: string): Promise<number> {
  let total = 0;
  for await (const entry of Deno.readDir(dir)) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory) total += await bytesBelow(path);
    else if (entry.isFile) total += (await Deno.lstat(path)).size;
  }
  return total;
}

/** The npm packages that testing/npm/ pins, as `name@version`, from their `npm:` specifiers. */
async function testOnlyPackages(root: string): Promise<Set<string>> {
  const names = new Set<string>();
  let dir: AsyncIterable<Deno.DirEntry>;
  try {
    dir = Deno.readDir(`${root}/testing/npm`);
  } catch {
    return names;
  }
  for await (const entry of dir) {
    if (!entry.name.endsWith(".ts")) continue;
    const text = await Deno.readTextFile(`${root}/testing/npm/${entry.name}`);
    for (const match of text.matchAll(/"npm:((?:@[^/@"]+\/)?[^/@"]+@[^/"]+)/g)) {
      names.add(match[1]!);
    }
  }
  return names;
}

/** This checkout of fairdraw. */
const HERE = new URL("..", import.meta.url).pathname.replace(/\/$/, "");

/** Runs `deno task start` in `root` with an empty DENO_DIR until it answers, and counts. */
async function measure(root: string): Promise<void> {
  const denoDir = await Deno.makeTempDir({ prefix: "fairdraw-first-start-" });
  const port = freePort();
  const started = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["task", "start"],
    cwd: root,
    env: { DENO_DIR: denoDir, PORT: String(port), HOST: "127.0.0.1", REFRESH_SCHEDULE: "off" },
    stdout: "null",
    stderr: "null",
  }).spawn();
  let answered = false;
  try {
    while (!answered && performance.now() - started < 300_000) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        await response.body?.cancel();
        answered = true;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    child.kill("SIGTERM");
    await child.status;
  }
  const seconds = (performance.now() - started) / 1000;
  if (!answered) throw new Error("deno task start did not answer within 300 s");
  const npmDir = `${denoDir}/npm/registry.npmjs.org`;
  const packages = await cachedPackages(npmDir).catch(() => []);
  const megabytes = (await bytesBelow(`${denoDir}/npm`).catch(() => 0)) / 1e6;
  // The test-only packages as this checkout names them, so that an older one is judged alike;
  // a pin that the server's own packages also need (Ajv, by the MCP SDK) is not test-only.
  const testOnly = await testOnlyPackages(HERE);
  const lock = JSON.parse(await Deno.readTextFile(`${HERE}/deno.lock`));
  for (const key of Object.keys(lock.npm ?? {})) testOnly.delete(key.split("_")[0]!);
  const fetchedTestOnly = packages.filter((name) => testOnly.has(name));
  console.log(
    `first deno task start in ${root}: answered after ${seconds.toFixed(1)} s; ` +
      `${packages.length} npm packages (name@version), ${megabytes.toFixed(1)} MB; ` +
      `test-only among them: ${fetchedTestOnly.length ? fetchedTestOnly.join(", ") : "none"}`,
  );
  await Deno.remove(denoDir, { recursive: true });
}

if (import.meta.main) {
  await measure(Deno.args[0] ?? HERE);
}
