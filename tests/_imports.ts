/**
 * Reading a module's imports from its text, offline (no module loaded): what it names, what
 * loading it loads, and the whole of what loading an entry loads (tests/architecture_tests.ts).
 *
 * @module
 */

const ROOT = new URL("../", import.meta.url);

/**
 * What a module names, in import and export statements and `import()` calls: each module, as a
 * root path when it is the project's and as written for a package, and how it is taken.
 */
export async function namedBy(
  path: string,
): Promise<{ module: string; local: boolean; how: "static" | "type" | "dynamic" }[]> {
  const text = await Deno.readTextFile(new URL(path, ROOT));
  const named = (specifier: string, how: "static" | "type" | "dynamic") => {
    const local = specifier.startsWith("./") || specifier.startsWith("../");
    const module = local
      ? new URL(specifier, new URL(path, ROOT)).href.slice(ROOT.href.length)
      : specifier;
    return { module, local, how };
  };
  return [
    ...[...text.matchAll(/^\s*(?:import|export)(\s+type\b)?\b[^;]*?\bfrom\s*"([^"]+)"/gm)]
      .map((match) => named(match[2]!, match[1] === undefined ? "static" : "type")),
    ...[...text.matchAll(/^\s*import\s*"([^"]+)"/gm)].map((match) => named(match[1]!, "static")),
    ...[...text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((match) =>
      named(match[1]!, "dynamic")
    ),
  ];
}

/**
 * What loading a module loads with it: its static imports and re-exports, as root paths for the
 * project's modules and as written for packages. Neither `import type` nor `export type` (erased)
 * nor a dynamic import (loaded when it runs).
 */
export async function loadedWith(path: string): Promise<string[]> {
  return (await namedBy(path)).filter((named) => named.how === "static").map((named) =>
    named.module
  );
}

/**
 * Every module that loading `entry` (a root path) loads, itself included: the project's as root
 * paths, followed into; packages as written, not followed.
 */
export async function loadedBy(entry: string): Promise<Set<string>> {
  const loaded = new Set([entry]);
  const next = [entry];
  while (next.length > 0) {
    for (const named of await namedBy(next.pop()!)) {
      if (named.how !== "static" || loaded.has(named.module)) continue;
      loaded.add(named.module);
      if (named.local) next.push(named.module);
    }
  }
  return loaded;
}
