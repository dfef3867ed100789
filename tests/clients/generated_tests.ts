/**
 * Clients that nobody here wrote: three OpenAPI generators, each at its defaults, generate a
 * client from a running server's `/openapi.json`; a program that calls every operation of the
 * document, GET and POST, through the generated functions (its arguments the operations' first
 * examples, written as literals) is type-checked by `tsc --strict`, bundled and run on Node 22
 * against the same server, without an edit to what was generated. Every call must succeed and
 * answer what the service answers the same arguments sent by hand.
 *
 * The tools come from the prefix of tests/clients/_tools.ts (.ci/run installs it).
 */
import { assert, assertEquals } from "@std/assert";
import type { ServedDocument } from "../../src/openapi.ts";
import { type DoubleServer, startServer } from "../../testing/server.ts";
import {
  type Call,
  callsOf,
  type ClientKind,
  HEY_API,
  OPENAPI_FETCH,
  ORVAL,
  program,
} from "./_calls.ts";
import { runTool, toolTest } from "./_tools.ts";

/**
 * The compiler's settings: strict, as a TypeScript project at its strictest would have them. One
 * compiler run checks the three clients, each in a folder of its own.
 */
const TSCONFIG = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    noUncheckedIndexedAccess: true,
    target: "es2022",
    module: "esnext",
    moduleResolution: "bundler",
    lib: ["es2022", "dom", "dom.iterable"],
    skipLibCheck: true,
  },
  include: ["*/main.ts", "*/generated"],
};

/** How each generator is run at its defaults, given the document's URL, and its folder. */
const GENERATE: ReadonlyArray<[ClientKind, string, (url: string) => string[], string]> = [
  [OPENAPI_FETCH, "openapi-typescript", (url) => [url, "-o", "generated/schema.d.ts"], "fetch"],
  [HEY_API, "openapi-ts", (url) => ["-i", url, "-o", "generated"], "hey_api"],
  [ORVAL, "orval", (url) => ["--input", url, "--output", "generated/api.ts"], "orval"],
];

/** What the service answers a call sent by hand: a POST's body, or a GET's comma-form query. */
async function answerByHand(server: DoubleServer, call: Call): Promise<unknown> {
  const path = call.path.replace(
    /\{([a-z_]+)\}/g,
    (_, name: string) => encodeURIComponent(String(call.pathArguments[name])),
  );
  if (call.method === "POST") return (await server.post(path, call.body)).body;
  const query = Object.entries(call.query).map(([name, value]) =>
    `${name}=${encodeURIComponent(Array.isArray(value) ? value.join(",") : String(value))}`
  ).join("&");
  return (await server.get(path, query)).body;
}

toolTest(
  `clients: ${
    GENERATE.map(([kind]) => kind.name).join(", ")
  }, each at its defaults, call every operation`,
  async (prefix) => {
    await using server = await startServer({ double: true });
    const url = `${server.url}/openapi.json`;
    const document: ServedDocument = await (await fetch(url)).json();
    const calls = callsOf(document);
    assert(calls.length >= 21, `${calls.length} operations`);
    const dir = await Deno.makeTempDir({ prefix: "fairdraw_client_" });
    try {
      await Deno.symlink(`${prefix}/node_modules`, `${dir}/node_modules`);
      await Promise.all(GENERATE.map(async ([kind, command, args, folder]) => {
        await Deno.mkdir(`${dir}/${folder}`);
        await runTool(prefix, command, args(url), `${dir}/${folder}`);
        await Deno.writeTextFile(`${dir}/${folder}/main.ts`, program(kind, calls, server.url));
      }));
      await Deno.writeTextFile(`${dir}/tsconfig.json`, JSON.stringify(TSCONFIG));
      await runTool(prefix, "tsc", ["-p", "."], dir);
      await runTool(prefix, "esbuild", [
        ...GENERATE.map(([, , , folder]) => `${folder}/main.ts`),
        "--bundle",
        "--platform=node",
        "--format=esm",
        // Packages are imported from node_modules as they are, not bundled: axios is CommonJS.
        "--packages=external",
        "--outdir=out",
        "--out-extension:.js=.mjs",
        "--log-level=warning",
      ], dir);
      for (const [kind, , , folder] of GENERATE) {
        const run = await runTool(prefix, "node", [`out/${folder}/main.mjs`], dir);
        const results = JSON.parse(run.stdout) as [string, number, unknown][];
        assertEquals(results.map(([id]) => id), calls.map((call) => call.id), kind.name);
        for (const [index, [id, status, body]] of results.entries()) {
          assert(
            status === 200 || status === 201,
            `${kind.name}, ${id}: ${status} ${JSON.stringify(body)}`,
          );
          assertEquals(body, await answerByHand(server, calls[index]!), `${kind.name}, ${id}`);
        }
      }
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
);
