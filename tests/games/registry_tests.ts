/**
 * The registry of games holds every face to it: the pick and check schemas, the OpenAPI document
 * and the MCP tools all say what src/games/ says, for every game, so a game's facts live there
 * alone.
 *
 * @module
 */
import { assertEquals } from "@std/assert";
import { toolOf } from "../../src/mcp/tools.ts";
import { openApiDocument } from "../../src/openapi.ts";
import { OPERATIONS } from "../../src/operations/mod.ts";
import {
  currentMatrix,
  DRAW_GAMES,
  GAME_FORMATS,
  GAMES,
  NAMED_GAMES,
} from "../../src/games/mod.ts";
import { startServer } from "../../testing/server.ts";
import { SEED } from "../operations/_call.ts";

const DRAW_OPERATIONS = [
  "get_draw",
  "check_ticket",
  "seed_from_draw",
  "announce_giveaway",
  "list_giveaways",
];

type JsonObject = Record<string, unknown>;

/** The `game` enum of an operation's input, as a JSON Schema states it. */
function gameEnum(schema: JsonObject): unknown {
  const properties = schema.properties as Record<string, JsonObject>;
  return properties.game!.enum;
}

Deno.test("registry: every game has its names, a pick format and a look; draw games a schedule", () => {
  // The games the service was first written with come first, in the README's order; a game
  // added later follows them.
  const spec = ["kr645", "powerball", "megamillions", "euromillions", "uk_lotto", "jp_loto6"];
  assertEquals(NAMED_GAMES.slice(0, 7), [...spec, "jp_loto7"]);
  assertEquals(NAMED_GAMES, GAMES.map((game) => game.id));
  assertEquals(DRAW_GAMES.slice(0, 3), ["kr645", "powerball", "megamillions"]);
  for (const game of GAMES) {
    for (const language of ["en", "ko", "ja"] as const) {
      assertEquals(game.names[language].length > 0, true, `${game.id} ${language}`);
      if (game.pick.extra_count > 0) {
        assertEquals(game.extraName![language].length > 0, true, `${game.id} extra ${language}`);
      }
    }
    assertEquals(GAME_FORMATS[game.id], game.pick);
    const { count, min, max, extra_count, extra_max } = game.pick;
    assertEquals(count <= max - min + 1 && min >= 0, true, game.id);
    assertEquals(extra_count === 0 ? extra_max === null : extra_max! >= extra_count, true);
    assertEquals(game.look.main.at(-1)!.upTo, max, `${game.id}: the last band covers the rest`);
    if (game.draws === undefined) continue;
    const matrices = game.draws.matrices;
    assertEquals(
      matrices.map((m) => m.from),
      [...matrices.map((m) => m.from)].sort(),
      `${game.id}: matrices oldest first`,
    );
    // The pick format of a game with past draws is its ticket under the matrix in force.
    const now = currentMatrix(game.id as (typeof DRAW_GAMES)[number]);
    assertEquals([now.count, now.max], [count, max], game.id);
    if (extra_count > 0) assertEquals(now.extraMax, extra_max, game.id);
  }
});

Deno.test("registry: the pick and check schemas take each game as the registry says", async () => {
  await using h = await startServer({ double: true });
  for (const game of GAMES) {
    const pick = await h.get("/api/v1/lottery/pick", `game=${game.id}&seed=${SEED}`);
    assertEquals(pick.status, 200, game.id);
    assertEquals(pick.body.format, game.pick, game.id);
  }
  for (const game of DRAW_GAMES) {
    const { count, max, extraMax } = currentMatrix(game);
    const numbers = Array.from({ length: count }, (_, i) => max - i);
    const ok = await h.post("/api/v1/lottery/check", { game, numbers });
    assertEquals(ok.status, 200, `${game} ${numbers}`);
    const over = await h.post("/api/v1/lottery/check", { game, numbers: [...numbers, max + 1] });
    assertEquals(over.status, 400, game);
    const outside = await h.post("/api/v1/lottery/check", {
      game,
      numbers: [max + 1, ...numbers.slice(1)],
    });
    assertEquals((outside.body.error as JsonObject).field, "numbers", game);
    if (GAME_FORMATS[game].extra_count === 0) continue;
    for (const [extra, status] of [[extraMax, 200], [extraMax + 1, 400]]) {
      const checked = await h.post("/api/v1/lottery/check", { game, numbers, extra_number: extra });
      assertEquals(checked.status, status, `${game} extra ${extra}`);
    }
  }
  // A game without past draws is not a draw game anywhere.
  for (const game of NAMED_GAMES.filter((id) => !(DRAW_GAMES as string[]).includes(id))) {
    for (const path of ["/api/v1/lottery/draw", "/api/v1/lottery/check", "/api/v1/lottery/seed"]) {
      const { body } = await h.post(path, { game, numbers: [1, 2, 3, 4, 5, 6], draw: 1 });
      assertEquals((body.error as JsonObject).field, "game", `${game} ${path}`);
    }
  }
});

Deno.test("registry: OpenAPI and the MCP tools list the registry's games and bounds", () => {
  const document = openApiDocument(OPERATIONS) as unknown as JsonObject;
  const paths = document.paths as Record<string, Record<string, JsonObject>>;
  for (const operation of OPERATIONS) {
    if (!("game" in operation.input.entries)) continue;
    const expected = operation.name === "pick_numbers"
      ? [...NAMED_GAMES, "custom"]
      : DRAW_OPERATIONS.includes(operation.name)
      ? DRAW_GAMES
      : undefined;
    assertEquals(expected !== undefined, true, operation.name);
    // MCP.
    assertEquals(gameEnum(toolOf(operation).inputSchema as JsonObject), expected, operation.name);
    // OpenAPI: the GET parameter and the POST body.
    const get = paths[operation.path]!.get;
    if (get !== undefined) {
      const parameter = (get.parameters as JsonObject[]).find((p) => p.name === "game")!;
      assertEquals((parameter.schema as JsonObject).enum, expected, operation.name);
    }
    const body = paths[operation.path]!.post!.requestBody as JsonObject;
    const media = (body.content as JsonObject)["application/json"] as JsonObject;
    assertEquals(gameEnum(media.schema as JsonObject), expected, operation.name);
  }
  // The descriptions state each draw game's ticket from the registry.
  const check = OPERATIONS.find((operation) => operation.name === "check_ticket")!;
  for (const game of DRAW_GAMES) {
    const { count, max } = currentMatrix(game);
    assertEquals(check.description.includes(`${game} (${count} numbers 1-${max}`), true, game);
  }
  const pick = OPERATIONS.find((operation) => operation.name === "pick_numbers")!;
  for (const game of NAMED_GAMES) assertEquals(pick.description.includes(game), true, game);
});
