/**
 * What a first `deno task start` fetches is only what the server imports: `deno task` downloads
 * every npm package that deno.json's import map or deno.lock names, so the tests' own packages
 * (testing/npm/) must be named in neither, and locked in testing/deno.lock instead. The download
 * itself is measured by bench/first_start.ts; this checks the files that decide it, offline.
 *
 * @module
 */
import { assert, assertEquals } from "@std/assert";

const ROOT = new URL("../", import.meta.url);

/** Reads a JSON file of the checkout. */
async function readJson(path: string): Promise<Record<string, unknown>> {
  return JSON.parse(await Deno.readTextFile(new URL(path, ROOT)));
}

/** The `npm:` specifiers (`name@version`) that testing/npm/ pins, by module. */
async function testOnlyPins(): Promise<Map<string, string>> {
  const pins = new Map<string, string>();
  for await (const entry of Deno.readDir(new URL("testing/npm/", ROOT))) {
    if (!entry.name.endsWith(".ts")) continue;
    const text = await Deno.readTextFile(new URL(`testing/npm/${entry.name}`, ROOT));
    for (const match of text.matchAll(/"npm:((?:@[^/@"]+\/)?[^/@"]+@[^/"]+)[^"]*"/g)) {
      pins.set(match[1]!, entry.name);
    }
  }
  return pins;
}

/** The modules of a folder, recursively, as paths from the checkout's root. */
async function modulesBelow(dir: string): Promise<string[]> {
  const found: string[] = [];
  for await (const entry of Deno.readDir(new URL(dir, ROOT))) {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory) found.push(...await modulesBelow(`${path}/`));
    else if (/\.(ts|js)$/.test(entry.name)) found.push(path);
  }
  return found;
}

Deno.test("first start: deno.json and deno.lock name no test-only package", async () => {
  const pins = await testOnlyPins();
  assert(pins.size > 0, `testing/npm/ pins the tests' packages (found ${[...pins.keys()]})`);
  const config = await readJson("deno.json");
  const mapped = Object.values(config.imports as Record<string, string>).join("\n");
  const lock = await readJson("deno.lock");
  const locked = Object.keys(lock.specifiers as Record<string, string>);
  const testLock = await readJson("testing/deno.lock");
  const testLocked = Object.keys(testLock.specifiers as Record<string, string>);
  for (const [pin, module] of pins) {
    assert(!mapped.includes(`npm:${pin}`), `deno.json's import map names ${pin} (${module})`);
    assert(
      !locked.includes(`npm:${pin}`),
      `deno.lock names ${pin} (testing/npm/${module}): run tests with \`deno task test\`, ` +
        "or with --lock=testing/deno.lock, and restore deno.lock",
    );
    assert(testLocked.includes(`npm:${pin}`), `testing/deno.lock locks ${pin} (${module})`);
  }
});

Deno.test("first start: deno.lock is frozen, so a plain deno test cannot write into it", async () => {
  const config = await readJson("deno.json");
  assertEquals(config.lock, { path: "deno.lock", frozen: true });
});

Deno.test("first start: the tasks that run tests or scripts use the tests' lock", async () => {
  const tasks = (await readJson("deno.json")).tasks as Record<string, string>;
  for (const name of ["test", "test:quick"]) {
    assert(tasks[name]?.includes("--lock=testing/deno.lock"), `task ${name}: ${tasks[name]}`);
  }
  assert(/deno check --lock=testing\/deno\.lock /.test(tasks.check ?? ""), `check: ${tasks.check}`);
  assert(!tasks.start?.includes("--lock"), "start uses deno.lock");
});

Deno.test("first start: nothing the server runs imports testing/", async () => {
  const server = ["main.ts", "mcp.ts", ...await modulesBelow("src/")];
  for (const path of server) {
    const text = await Deno.readTextFile(new URL(path, ROOT));
    assert(!/from "[^"]*testing\//.test(text), `${path} imports from testing/`);
    assert(!/import\("[^"]*testing\//.test(text), `${path} imports from testing/`);
  }
});
