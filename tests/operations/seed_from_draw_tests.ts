import { assertEquals } from "@std/assert";
import * as v from "valibot";
import { SeedFromDrawOutputSchema } from "../../src/operations/seed_from_draw.ts";
import { startServer } from "../../testing/server.ts";
import { AFTER_1239 } from "../../testing/source_double.ts";
import { fairnessVectors, fencedBlocks } from "../_vectors.ts";

const SEED = "/api/v1/lottery/seed";
const FETCHED = new Date(AFTER_1239).toISOString();

/** The SHA-256 of a text, in hex, worked out here apart from the operation. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

Deno.test("seed_from_draw: kr645 1239 and Powerball 2022-11-21, the same over GET and POST", async () => {
  await using h = await startServer({ double: true });
  const kr645 = await h.get(SEED, "game=kr645&draw=1239");
  assertEquals(kr645.status, 200, JSON.stringify(kr645.body));
  const message = "fairdraw-seed-from-draw/v1\nkr645\n1239\n11,13,22,32,33,36\n8\n";
  assertEquals(kr645.body, {
    game: "kr645",
    draw: 1239,
    date: "2026-08-29",
    numbers: [11, 13, 22, 32, 33, 36],
    extra_number: 8,
    label: "",
    method: "fairdraw-seed-from-draw/v1",
    message,
    seed: "2ec07417ea31c3f263984e0d47618dba80998be875ac8008c62acc15c4b947db",
    stale: false,
    fetched_at: FETCHED,
    next_draw: { draw: 1240, date: "2026-09-05" },
  });
  assertEquals(kr645.body.seed, await sha256(message));
  const post = await fetch(`${h.url}${SEED}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ game: "kr645", draw: 1239, label: "" }),
  });
  assertEquals(await post.text(), JSON.stringify(kr645.body));

  // A prize draw, in Korean, a line break, and a year.
  const label = "\uacbd\ud488 \ucd94\ucca8\n2026";
  const labelled = await h.post(SEED, { game: "kr645", draw: "1239", label });
  assertEquals(labelled.body.label, label);
  assertEquals(
    labelled.body.seed,
    "af5c371527a421648af6b2e24528412dd8d17509a3a00cca3b9cfdc69b131618",
  );
  assertEquals(
    (await h.get(SEED, `game=kr645&draw=1239&label=${encodeURIComponent(label)}`)).body,
    labelled.body,
  );

  const powerball = await h.post(SEED, { game: "powerball", draw: "2022-11-21" });
  assertEquals(
    powerball.body.message,
    "fairdraw-seed-from-draw/v1\npowerball\n2022-11-21\n1,6,40,51,67\n2\n",
  );
  assertEquals(
    powerball.body.seed,
    "d724ccd8ea76ce9e0991514bb2d51800c4bf97cb90b84185dad95dc583bbe2d9",
  );
  assertEquals(powerball.body.next_draw, { draw: "2022-11-23", date: "2022-11-23" });
  for (const body of [kr645.body, labelled.body, powerball.body]) {
    assertEquals(v.safeParse(SeedFromDrawOutputSchema, body).success, true);
  }
});

Deno.test("seed_from_draw: label bounds in code points, astral characters included", async () => {
  await using h = await startServer({ double: true });
  const cases: [string, number][] = [
    ["a".repeat(1000), 200],
    ["a".repeat(1001), 400],
    ["\u{1F600}".repeat(1000), 200], // 2000 UTF-16 units, 1000 code points
    ["\u{1F600}".repeat(1001), 400],
    ["", 200],
  ];
  for (const [label, status] of cases) {
    const { status: got, body } = await h.post(SEED, { game: "kr645", draw: 1239, label });
    assertEquals(got, status, `${label.length} units`);
    if (status === 400) {
      assertEquals((body.error as { code: string; field: string }).code, "invalid_argument");
      assertEquals((body.error as { field: string }).field, "label");
    } else {
      assertEquals(body.label, label);
    }
  }
  // A lone surrogate, which JSON can carry, is not text.
  const lone = await fetch(`${h.url}${SEED}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: '{"game":"kr645","draw":1239,"label":"a\\ud83db"}',
  });
  const error = (await lone.json()).error;
  assertEquals([lone.status, error.code, error.field], [400, "invalid_argument", "label"]);
  const notText = await h.post(SEED, { game: "kr645", draw: 1239, label: 5 });
  assertEquals([notText.status, (notText.body.error as { field: string }).field], [400, "label"]);
});

Deno.test("seed_from_draw: draw is required and checked for its game", async () => {
  await using h = await startServer({ double: true });
  const bad: [Record<string, unknown>, string, string][] = [
    [{ game: "kr645" }, "missing_argument", "draw"],
    [{ draw: 1239 }, "missing_argument", "game"],
    [{ game: "kr645", draw: "2022-11-21" }, "invalid_argument", "draw"],
    [{ game: "kr645", draw: 0 }, "invalid_argument", "draw"],
    [{ game: "kr645", draw: "01239" }, "invalid_argument", "draw"],
    [{ game: "powerball", draw: 1239 }, "invalid_argument", "draw"],
    [{ game: "powerball", draw: "2026-02-30" }, "invalid_argument", "draw"],
    [{ game: "megamillions", draw: "2024-13-01" }, "invalid_argument", "draw"],
    [{ game: "uk_lotto", draw: 1 }, "invalid_argument", "game"],
    [{ game: "kr645", draw: 1239, seed: "00".repeat(32) }, "unknown_argument", "seed"],
  ];
  for (const [input, code, field] of bad) {
    const { status, body } = await h.post(SEED, input);
    const error = body.error as { code: string; field: string };
    assertEquals([status, error.code, error.field], [400, code, field], JSON.stringify(input));
  }
  assertEquals(h.double.callCount(), 0);
});

Deno.test("seed_from_draw: a future draw is draw_not_found and says when it is due", async () => {
  await using h = await startServer({ double: true });
  const cases: [Record<string, unknown>, string][] = [
    [
      { game: "kr645", draw: 1251 },
      "kr645 draw 1251 is drawn on 2026-11-21 at about 20:35 KST; ask again once it is published",
    ],
    [
      { game: "kr645", draw: 1240 },
      "kr645 draw 1240 is drawn on 2026-09-05 at about 20:35 KST; ask again once it is published",
    ],
    [
      // Saturday 2026-08-29 at 22:59 ET is after the clock (2026-08-30 00:00 UTC = 20:00 ET).
      { game: "powerball", draw: "2026-08-29" },
      "powerball draw 2026-08-29 is drawn on 2026-08-29 at about 22:59 ET; ask again once it " +
      "is published",
    ],
    [
      { game: "megamillions", draw: "2026-09-01" },
      "megamillions draw 2026-09-01 is drawn on 2026-09-01 at about 23:00 ET; ask again once " +
      "it is published",
    ],
  ];
  for (const [input, message] of cases) {
    const { status, body } = await h.post(SEED, input);
    assertEquals([status, body.error], [400, { code: "draw_not_found", message, field: "draw" }]);
  }
  // Not a draw day: no due time to tell.
  const monday = await h.post(SEED, { game: "megamillions", draw: "2026-08-31" });
  assertEquals((monday.body.error as { code: string }).code, "draw_not_found");
  // Once published, the same request answers.
  h.clock.t = Date.parse("2026-09-05T12:00:00Z");
  h.double.setLatest({ kr645: 1240 });
  const published = await h.post(SEED, { game: "kr645", draw: 1240 });
  assertEquals([published.status, published.body.draw], [200, 1240]);
});

Deno.test("seed_from_draw: a source outage answers the kept copy, else 503", async () => {
  await using h = await startServer({ double: true });
  const first = await h.post(SEED, { game: "kr645", draw: 1239, label: "x" });
  assertEquals(first.status, 200);
  h.double.setMode("error");
  // A past draw never changes: the kept copy answers, with the same seed.
  const kept = await h.post(SEED, { game: "kr645", draw: 1239, label: "x" });
  assertEquals(kept.status, 200);
  assertEquals(kept.body.seed, first.body.seed);
  const none = await h.post(SEED, { game: "powerball", draw: "2022-11-21" });
  assertEquals(
    [none.status, (none.body.error as { code: string }).code],
    [503, "source_unavailable"],
  );
  assertEquals(none.headers.get("retry-after") !== null, true);
});

Deno.test("seed_from_draw: the FAIRNESS.md vectors hold in the code, byte for byte", async () => {
  await using h = await startServer({ double: true });
  const vectors = fairnessVectors("seed-vector");
  assertEquals(vectors.length >= 5, true);
  for (const vector of vectors) {
    const response = await fetch(`${h.url}${vector.path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: vector.body,
    });
    assertEquals(await response.text(), vector.answer, vector.body);
  }
  // The giveaway's winners, from the seed its vector gives.
  const [giveaway] = fencedBlocks("giveaway").map((block) => JSON.parse(block));
  const pick = await h.post("/api/v1/random/pick", {
    items: giveaway.arguments.entries,
    count: giveaway.arguments.winners,
    unique: true,
    seed: giveaway.answer.seed_from_draw.seed,
  });
  assertEquals(pick.body, giveaway.answer.pick_from_list);
});
