/**
 * The tables reach every face: a scratch random operation and a scratch pick-only game, added to
 * copies of the operation table and the games registry in memory (nothing in src/ is changed), are
 * served by HTTP (GET and POST), offered and called as MCP tools, described by the OpenAPI
 * document, named in the page's registry data, and taken up by the statistical battery. This is
 * the test that docs/ARCHITECTURE.md's recipes for a game and an operation stand on.
 */
import { assert, assertEquals, assertThrows } from "@std/assert";
import * as v from "valibot";
import { GAMES } from "../src/games/mod.ts";
import { defineGame } from "../src/games/_game.ts";
import { createOperationTable, OPERATIONS, validSamples } from "../src/operations/mod.ts";
import { operationOf } from "../src/operations/table.ts";
import { defineOperation } from "../src/operations/_operation.ts";
import { answerSeed, integer, seed } from "../src/operations/_schema.ts";
import { openSeeded } from "../src/random/mod.ts";
import { startServer } from "../testing/server.ts";
import { runBattery, SIGNIFICANCE } from "./_battery.ts";
import { connectClient } from "./mcp/_calls.ts";
import { requestsOf } from "./_requests.ts";

const SEED = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

/** A pick-only game, as the recipe declares one: 5 of 1-30 and 1 extra of 1-9. */
const scratchGame = defineGame({
  id: "scratch_lotto",
  names: { en: "Scratch Lotto", ko: "Scratch Lotto KO", ja: "Scratch Lotto JA" },
  pick: { count: 5, min: 1, max: 30, extra_count: 1, extra_max: 9 },
  extraName: { en: "Star", ko: "Star KO", ja: "Star JA" },
  look: { main: [{ upTo: 30, colour: "#123456" }], extra: "#654321", extraShape: "ball" },
});

/** A random operation, as the recipe declares one in its module: letters of a to z, seeded. */
const pickLettersDeclared = defineOperation({
  title: "Pick letters",
  description: "Pick letters from a to z, with repeats. The answer carries a seed.",
  external: false,
  input: v.strictObject({ count: v.optional(integer(1, 26, "How many letters."), 1), seed }),
  output: v.strictObject({ letters: v.array(v.string()), seed: answerSeed }),
  handler({ count, seed }, context) {
    const seeded = openSeeded(seed, context.freshSeed);
    const letters: string[] = [];
    for (let i = 0; i < count; i++) letters.push(String.fromCharCode(97 + seeded.stream.below(26)));
    return { letters, seed: seeded.seed };
  },
  samples: {
    examples: [{ name: "three", summary: "three letters", arguments: { count: 3, seed: SEED } }],
    valid: [{}, { count: 26 }],
    refused: [
      { arguments: { count: 0 }, code: "invalid_argument", field: "count" },
      { arguments: { count: 27 }, code: "invalid_argument", field: "count" },
      { arguments: { cnt: 1 }, code: "unknown_argument", field: "cnt" },
    ],
  },
});

/** Copies of the tables with the scratch game and operation; the originals stay as they were. */
const games = [...GAMES, scratchGame];
const operations = [
  ...createOperationTable(games),
  // Its row, as the recipe adds one to the table.
  operationOf(
    { name: "pick_letters", path: "/api/v1/random/letters", server: "random" },
    pickLettersDeclared,
  ),
];
const pickLetters = operations.at(-1)!;

/** The answer the scratch operation must give for its example (computed here, in process). */
const EXPECTED_THREE = pickLetters.run({ count: 3, seed: SEED }, {
  freshSeed: () => {
    throw new Error("seeded");
  },
});

Deno.test("tables: the copies hold the scratch entries, and the service's own tables do not", () => {
  assert(!OPERATIONS.some((operation) => operation.name === "pick_letters"));
  assert(!GAMES.some((game) => (game.id as string) === "scratch_lotto"));
  assertEquals(operations.length, OPERATIONS.length + 1);
  const three = EXPECTED_THREE as { letters: string[]; seed: string };
  assertEquals([three.letters.length, three.seed], [3, SEED]);
  assert(three.letters.every((letter) => /^[a-z]$/.test(letter)));
});

Deno.test("tables: HTTP serves the scratch operation and game, by GET and POST, samples as declared", async () => {
  await using server = await startServer({ operations, games });
  for (const args of validSamples(pickLetters)) {
    for (const { method, request } of requestsOf(server.url, pickLetters, args)) {
      const response = await fetch(request);
      const body = await response.json();
      assertEquals(response.status, 200, `${method} ${JSON.stringify(args)}`);
      assertEquals(body.letters.length, (args.count ?? 1) as number);
      if (args.seed !== undefined) assertEquals(body, EXPECTED_THREE);
    }
  }
  for (const refusal of pickLetters.samples.refused) {
    for (const { method, request } of requestsOf(server.url, pickLetters, refusal.arguments)) {
      const response = await fetch(request);
      const { error } = await response.json();
      assertEquals(
        [response.status, error.code, error.field],
        [400, refusal.code, refusal.field],
        `${method} ${JSON.stringify(refusal.arguments)}`,
      );
    }
  }
  const pick = operations.find((operation) => operation.name === "pick_numbers")!;
  for (const { method, request } of requestsOf(server.url, pick, { game: "scratch_lotto" })) {
    const response = await fetch(request);
    const body = await response.json();
    assertEquals(response.status, 200, method);
    assertEquals([body.game, body.format], ["scratch_lotto", scratchGame.pick], method);
    assertEquals(body.sets[0].numbers.length, 5);
    assertEquals(body.sets[0].extra_numbers.length, 1);
  }
  // The service's own app knows neither.
  await using plain = await startServer();
  assertEquals((await plain.get("/api/v1/random/letters")).status, 404);
  const refused = await plain.get("/api/v1/lottery/pick", "game=scratch_lotto");
  const { error } = refused.body as { error: { code: string; field: string } };
  assertEquals([refused.status, error.code, error.field], [400, "invalid_argument", "game"]);
});

Deno.test("tables: the MCP server lists the scratch tool and calls it; pick_numbers offers the game", async () => {
  await using server = await startServer({ operations, games });
  const random = await connectClient(server.url, "random");
  const lottery = await connectClient(server.url, "lottery");
  try {
    const { tools } = await random.listTools();
    assertEquals(
      tools.map((tool) => tool.name),
      operations.filter((operation) => operation.server === "random").map((o) => o.name),
    );
    const tool = tools.find((candidate) => candidate.name === "pick_letters")!;
    assertEquals(tool.title, "Pick letters");
    assertEquals(Object.keys(tool.inputSchema.properties ?? {}), ["count", "seed"]);
    const called = await random.callTool({
      name: "pick_letters",
      arguments: { count: 3, seed: SEED },
    });
    assertEquals(called.isError, undefined);
    assertEquals(called.structuredContent, EXPECTED_THREE);
    const refused = await random.callTool({ name: "pick_letters", arguments: { count: 0 } });
    assertEquals(refused.isError, true);

    const pick = (await lottery.listTools()).tools.find((t) => t.name === "pick_numbers")!;
    const game = (pick.inputSchema.properties as Record<string, { enum?: string[] }>).game!;
    assert(game.enum?.includes("scratch_lotto"), JSON.stringify(game));
    assert(pick.description?.includes("scratch_lotto"));
    const picked = await lottery.callTool({
      name: "pick_numbers",
      arguments: { game: "scratch_lotto", seed: SEED },
    });
    assertEquals((picked.structuredContent as { format: unknown }).format, scratchGame.pick);
  } finally {
    await random.close();
    await lottery.close();
  }
});

Deno.test("tables: the OpenAPI document describes the scratch operation, its example answered, and the game", async () => {
  await using server = await startServer({ operations, games });
  const document = await (await fetch(`${server.url}/openapi.json`)).json();
  const item = document.paths["/api/v1/random/letters"];
  assertEquals([item.get.operationId, item.post.operationId], [
    "pick_letters",
    "pick_letters_post",
  ]);
  assertEquals(
    item.post.requestBody.content["application/json"].examples.three.value,
    { count: 3, seed: SEED },
  );
  assertEquals(
    item.get.responses["200"].content["application/json"].examples.three.value,
    EXPECTED_THREE,
  );
  assert(document.components.schemas.PickLettersAnswer !== undefined);
  const game =
    document.paths["/api/v1/lottery/pick"].post.requestBody.content["application/json"].schema
      .properties.game;
  assert(game.enum.includes("scratch_lotto"), JSON.stringify(game));
});

Deno.test("tables: the page's registry data names the scratch game and the scratch operation's path", async () => {
  await using server = await startServer({ operations, games });
  for (const language of ["en", "ko", "ja"] as const) {
    const html = await (await fetch(`${server.url}/?lang=${language}`)).text();
    const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
    if (json === undefined) throw new Error("the page carries no data");
    const data = JSON.parse(json);
    const game = data.games.find((candidate: { id: string }) => candidate.id === "scratch_lotto");
    assertEquals(game, {
      id: "scratch_lotto",
      name: scratchGame.names[language],
      extraName: scratchGame.extraName[language],
      pick: scratchGame.pick,
      look: scratchGame.look,
      draws: null,
      officialUrl: null,
      zoneWord: null,
      fixedPrizes: null,
      drawDays: null,
    });
    assertEquals(data.paths.pick_letters, "/api/v1/random/letters");
    assert(html.includes(`<option value="scratch_lotto">${scratchGame.names[language]}</option>`));
  }
});

Deno.test("tables: the battery takes up the scratch game, and fails on the scratch operation, saying what to add", () => {
  const error = assertThrows(() => runBattery(operations, games), Error);
  assert(error.message.includes("no part for pick_letters"), error.message);
  assert(error.message.includes("add an entry to BATTERY in tests/_battery.ts"), error.message);
  const results = runBattery(createOperationTable(games), games);
  const scratch = results.filter((result) => result.name.startsWith("scratch_lotto: "));
  assertEquals(scratch.map((result) => result.name), [
    "scratch_lotto: main numbers",
    "scratch_lotto: extra numbers",
  ]);
  for (const result of scratch) assert(result.p >= SIGNIFICANCE, `${result.name}: ${result.p}`);
});
