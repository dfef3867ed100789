/**
 * The shape of the import graph, read from the source files (offline, no module loaded): no
 * cycle among the modules of src/ (type-only imports count: a type cycle ties two modules as
 * tightly), no module reaching into another folder's private `_` modules, no module importing
 * an entry point (main.ts, mcp.ts), and a start that loads only what a server needs to listen.
 *
 * @module
 */
import { assert, assertEquals } from "@std/assert";
import { loadedBy, loadedWith, namedBy } from "./_imports.ts";

const ROOT = new URL("../", import.meta.url);

/** The modules below a folder, recursively, as paths from the checkout's root. */
async function modulesBelow(dir: string): Promise<string[]> {
  const found: string[] = [];
  for await (const entry of Deno.readDir(new URL(dir, ROOT))) {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory) found.push(...await modulesBelow(`${path}/`));
    else if (/\.(ts|js)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) found.push(path);
  }
  return found;
}

/** The project's modules a module imports or re-exports, statically or not, as root paths. */
async function importsOf(path: string): Promise<string[]> {
  return (await namedBy(path)).filter((named) => named.local).map((named) => named.module);
}

/** The import graph of the modules below src/ and the entry points, by root path. */
async function graph(): Promise<Map<string, string[]>> {
  const modules = ["main.ts", "mcp.ts", ...await modulesBelow("src/")];
  return new Map(await Promise.all(modules.map(async (m) => [m, await importsOf(m)] as const)));
}

Deno.test("architecture: the reader of imports sees what it must", async () => {
  const imports = await graph();
  // A known static import, a re-export, a dynamic import and a type-only one.
  assert(imports.get("main.ts")!.includes("src/start.ts"));
  assert(imports.get("src/draws/sources/mod.ts")!.includes("src/draws/sources/source.ts"));
  assert(imports.get("src/mcp/routes.ts")!.includes("src/mcp/http.ts"));
  assert(imports.get("src/draws/sources/kr645.ts")!.includes("src/draws/sources/source.ts"));
});

Deno.test("architecture: no import cycle among the modules of src/", async () => {
  const imports = await graph();
  const state = new Map<string, "open" | "done">();
  const cycles: string[] = [];
  const visit = (module: string, trail: string[]) => {
    if (state.get(module) === "done") return;
    if (state.get(module) === "open") {
      cycles.push([...trail.slice(trail.indexOf(module)), module].join(" -> "));
      return;
    }
    state.set(module, "open");
    for (const next of imports.get(module) ?? []) visit(next, [...trail, module]);
    state.set(module, "done");
  };
  for (const module of imports.keys()) visit(module, []);
  assertEquals(cycles, []);
});

Deno.test("architecture: a folder's private modules (_name) are imported from that folder only", async () => {
  const imports = await graph();
  const reaches: string[] = [];
  for (const [module, targets] of imports) {
    for (const target of targets) {
      const name = target.split("/").at(-1)!;
      const folder = (path: string) => path.slice(0, path.lastIndexOf("/"));
      if (name.startsWith("_") && folder(target) !== folder(module)) {
        reaches.push(`${module} -> ${target}`);
      }
    }
  }
  assertEquals(reaches, []);
});

Deno.test("architecture: no module imports an entry point", async () => {
  const imports = await graph();
  const entries: string[] = [];
  for (const [module, targets] of imports) {
    for (const target of targets) {
      if (target === "main.ts" || target === "mcp.ts") entries.push(`${module} -> ${target}`);
    }
  }
  assertEquals(entries, []);
});

Deno.test("architecture: the layers of a request: app.ts over the router and src/http/, which reach neither the faces nor the entry's wiring", async () => {
  const imports = await graph();
  const above = ["src/app.ts", "src/start.ts", "src/mcp/", "src/pages/"];
  const reaches: string[] = [];
  for (const [module, targets] of imports) {
    if (!module.startsWith("src/http/") && module !== "src/router.ts") continue;
    for (const target of targets) {
      if (above.some((layer) => target.startsWith(layer))) reaches.push(`${module} -> ${target}`);
    }
  }
  assertEquals(reaches, []);
  // The router knows only the request's context and errors; the operations' HTTP face is its own.
  assertEquals([...new Set(imports.get("src/router.ts"))].toSorted(), [
    "src/http/errors.ts",
    "src/http/scope.ts",
  ]);
  assert(imports.get("src/app.ts")!.includes("src/http/operation.ts"));
  assert(!imports.get("src/app.ts")!.includes("src/http/query.ts"), "app.ts reads no query");
});

Deno.test("architecture: the reader of loads leaves out types and dynamic imports", async () => {
  const app = await loadedWith("src/app.ts");
  assert(app.includes("src/router.ts"));
  // `import { type X, Y }` loads; `import type` and a dynamic import do not.
  assert(app.includes("src/operations/mod.ts"));
  assert(!app.includes("src/draws/mod.ts"), "a type-only import");
  assert(
    !(await loadedWith("src/pages/routes.ts")).includes("src/pages/mod.ts"),
    "a dynamic import",
  );
  assert((await loadedWith("src/http/errors.ts")).includes("valibot"));
});

Deno.test("architecture: a start loads every operation, and neither the pages nor the MCP SDK, which load at their first request", async () => {
  const loaded = await loadedBy("main.ts");
  for (const early of ["src/operations/roll_dice.ts", "src/draws/service.ts", "src/games/mod.ts"]) {
    assert(loaded.has(early), `a start does not load ${early}`);
  }
  for (
    const late of [
      "src/pages/mod.ts",
      "src/openapi.ts",
      "src/mcp/http.ts",
      "src/mcp/server.ts",
      "@valibot/to-json-schema",
      "@modelcontextprotocol/",
    ]
  ) {
    assert(![...loaded].some((module) => module.startsWith(late)), `a start loads ${late}`);
  }
});

Deno.test("architecture: every *_tests.ts module runs, imported by its folder's grouped_test.ts", async () => {
  // Test discovery skips `*_tests.ts` (they run from one isolate per folder), so a module that no
  // grouped_test.ts imports would never run, and nothing would say so.
  const grouped = (await modulesBelow("tests/")).filter((path) => path.endsWith("_tests.ts"));
  const folders = new Set(grouped.map((path) => path.slice(0, path.lastIndexOf("/") + 1)));
  const imported: string[] = [];
  for (const folder of folders) {
    imported.push(...await importsOf(`${folder}grouped_test.ts`));
  }
  assertEquals(
    imported.filter((path) => path.endsWith("_tests.ts")).toSorted(),
    grouped.toSorted(),
  );
});

Deno.test("architecture: deno.json's test.include names every *_test.ts file, once", async () => {
  // The list sets the order in which `deno test` starts the files (the ones that wait between the
  // browser files, bench/README.md's tenth pass). It names each file rather than ending with "./":
  // Deno 2.5 runs a file named twice twice. So a test file it left out would never run.
  const project = JSON.parse(await Deno.readTextFile(new URL("../deno.json", import.meta.url)));
  const listed: string[] = project.test.include;
  const files = (await modulesBelow("tests/")).filter((path) => path.endsWith("_test.ts"));
  assertEquals(listed.length, new Set(listed).size, "a file named twice");
  assertEquals(listed.toSorted(), files.toSorted());
});
