/**
 * The built server (scripts/build.ts): dist/server/ is the build of the sources as they are, its
 * start loads no package and no Node module, and, run as `deno task start` runs it, it answers on
 * every face a bundle could break: the operations loaded at first use, the page files read from
 * src/pages/, the MCP SDKs loaded from npm, the draws, and a graceful stop.
 *
 * @module
 */
import { assert, assertEquals, assertStringIncludes } from "@std/assert";
import { BUILD_DIR, buildServer, builtFiles } from "../scripts/build.ts";
import { startMainProcess } from "../testing/process.ts";
import { startSourceDouble } from "../testing/source_double.ts";
import { OPERATION_TABLE } from "../src/operations/table.ts";
import { connectClient } from "./mcp/_calls.ts";
import { loadedBy } from "./_imports.ts";
import { cronsRegisteredBy } from "./_crons.ts";

const ROOT = new URL("../", import.meta.url);
const BUILT_MAIN = `${BUILD_DIR}main.js`;

Deno.test("build: dist/server/ is the build of the sources as they are (run `deno task build`)", async () => {
  const scratch = await Deno.makeTempDir({ prefix: "fairdraw-build-" });
  try {
    await buildServer(scratch + "/");
    const fresh = await builtFiles(scratch + "/");
    const committed = await builtFiles(BUILD_DIR);
    const stale = "dist/server/ is not the build of the sources: run `deno task build`, with the " +
      "Deno that .ci/run names (deno bundle's output changes between versions)";
    assertEquals([...committed.keys()].sort(), [...fresh.keys()].sort(), stale);
    for (const [name, text] of fresh) assert(committed.get(name) === text, `${stale} (${name})`);
  } finally {
    await Deno.remove(scratch, { recursive: true });
  }
});

Deno.test("build: the built start loads its own chunks only, no package and no Node module", async () => {
  const loaded = [...await loadedBy(BUILT_MAIN)];
  for (const module of loaded) assert(module.startsWith(BUILD_DIR), `the start loads ${module}`);
  // The check reads something: main.js imports shared chunks, and no operation's own chunk.
  assert(loaded.length > 1, `main.js imports ${loaded}`);
  for (const { name } of OPERATION_TABLE) {
    assert(
      !loaded.some((file) => file.startsWith(`${BUILD_DIR}${name}-`)),
      `the start loads ${name}`,
    );
  }
  const files = await builtFiles(BUILD_DIR);
  // The MCP SDKs stay out of the bundle, loaded from npm at the first MCP request.
  const all = [...files.values()].join("\n");
  assertStringIncludes(all, 'from "@modelcontextprotocol/sdk/');
  assertStringIncludes(all, 'from "@modelcontextprotocol/server"');
});

Deno.test("build: the built server answers every face as main.ts does, and stops gracefully", async () => {
  const sources = await startSourceDouble();
  const server = await startMainProcess({
    KV_PATH: ":memory:",
    KR645_SOURCE_URL: sources.kr645Url,
    NY_OPEN_DATA_URL: sources.nyUrl,
  }, { entry: BUILT_MAIN }).catch(async (error) => {
    await sources.close();
    throw error;
  });
  try {
    const get = async (path: string) => {
      const response = await fetch(`${server.base}${path}`);
      return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
    };
    // Every operation is loaded at its first request, from its own chunk.
    const dice = await get(`/api/v1/random/dice?sides=6&seed=${"ab".repeat(32)}`);
    assertEquals(dice.status, 200);
    assertEquals(JSON.parse(new TextDecoder().decode(dice.bytes)).sides, 6);
    const draw = await get("/api/v1/lottery/draw?game=kr645&draw=1200");
    assertEquals(draw.status, 200);
    assertEquals(JSON.parse(new TextDecoder().decode(draw.bytes)).draw, 1200);

    // The page files are read from src/pages/ (and the files beside it that the page names).
    for (
      const [path, file] of [
        ["/assets/icon.svg", "src/pages/icon.svg"],
        ["/giveaway/text.js", "src/giveaway/text.js"],
        ["/assets/fairdraw_verify.py", "verify/fairdraw_verify.py"],
      ]
    ) {
      const answer = await get(path!);
      assertEquals(answer.status, 200, path);
      assertEquals(answer.bytes, await Deno.readFile(new URL(file!, ROOT)), path);
    }
    const home = await get("/");
    assertEquals(home.status, 200);
    assertStringIncludes(new TextDecoder().decode(home.bytes), "<html");
    const openapi = JSON.parse(new TextDecoder().decode((await get("/openapi.json")).bytes));
    for (const { path } of OPERATION_TABLE) assert(path in openapi.paths, path);

    // MCP through SDK 1 (npm, at the first request), with the icon read from src/pages/.
    const client = await connectClient(server.base, "random");
    try {
      const icon = client.getServerVersion()?.icons?.[0]?.src ?? "";
      const svg = await Deno.readFile(new URL("src/pages/icon.svg", ROOT));
      assertEquals(icon, `data:image/svg+xml;base64,${btoa(String.fromCharCode(...svg))}`);
      const { tools } = await client.listTools();
      assert(tools.some((tool) => tool.name === "roll_dice"), JSON.stringify(tools));
    } finally {
      await client.close();
    }
  } finally {
    await server.stop();
    await sources.close();
  }
  assertEquals((await server.status).code, 0, server.output());
  assertStringIncludes(server.output(), "stopped");
});

Deno.test("build: the built main.js registers the refresh's cron at its top level", async () => {
  const registered = await cronsRegisteredBy(new URL(BUILT_MAIN, ROOT).href);
  assertEquals(registered.map(({ name, schedule }) => `${name} ${schedule}`), [
    "refresh latest draws * * * * *",
  ]);
});
