/**
 * The home page's module graph, read from the modules themselves, so that the page can ask for
 * every module at once (`<link rel="modulepreload">`) rather than learn each level of imports
 * from the level above: on a phone's network each level costs a round trip before the page
 * works and its latest results show.
 *
 * @module
 */
import { ASSETS } from "./assets.ts";

/**
 * A static `import ... from "x"` or `export ... from "x"` at the start of a line (a JSDoc
 * `import("x")` type is neither), across the lines of a long import list; or a bare
 * `import "x"`.
 */
const STATIC_IMPORT = /^(?:import|export)\s(?:[^;"]*?\sfrom\s*)?"([^"]+)";/gm;

/**
 * The paths of the modules `entry` imports statically, directly or not, in the order they are
 * first met (breadth first), without `entry` itself. Only the assets the server has (`ASSETS`)
 * are followed; an import of anything else is a mistake the page would meet too, so it throws.
 */
export async function staticImports(
  entry: string,
  read: (file: string) => Promise<Uint8Array>,
): Promise<string[]> {
  const decoder = new TextDecoder();
  const seen = new Set([entry]);
  const queue = [entry];
  const found: string[] = [];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const asset = ASSETS[path];
    if (asset === undefined) throw new Error(`a page module imports ${path}, which is not served`);
    const source = decoder.decode(await read(asset.file));
    for (const [, specifier = ""] of source.matchAll(STATIC_IMPORT)) {
      const imported = new URL(specifier, `http://page${path}`).pathname;
      if (seen.has(imported)) continue;
      seen.add(imported);
      queue.push(imported);
      found.push(imported);
    }
  }
  return found;
}

/**
 * The `<link rel="modulepreload">` tags of `paths`, one a line, at low priority: the first paint
 * needs only the HTML and the style sheet, so the modules come after them, all at once. (At
 * their default priority Lighthouse counts each one as holding the first paint back.)
 */
export function modulePreloads(paths: readonly string[]): string {
  return paths.map((path) => `<link rel="modulepreload" href="${path}" fetchpriority="low">`)
    .join("\n");
}
