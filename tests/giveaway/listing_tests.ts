/**
 * list_giveaways over a real port: every announcement of a draw, in log order, counted, paged by
 * cursor and limit (bounds on both sides), other draws and games apart, bad arguments a 400
 * naming the argument.
 */
import { assertEquals } from "@std/assert";
import { startServer } from "../../testing/server.ts";
import { giveaway } from "./_giveaways.ts";

const GIVEAWAYS = "/api/v1/giveaways";

Deno.test("listing: a draw's announcements in log order, counted, paged; other draws apart", async () => {
  await using h = await startServer({ double: true });
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) {
    const made = await h.post(GIVEAWAYS, giveaway({ title: `Variant ${i}` }));
    ids.push(String(made.body.id));
    // Another draw between them: its own listing, and a leaf of the log all the same.
    if (i === 2) await h.post(GIVEAWAYS, giveaway({ draw: 1241 }));
  }
  // The same announcement again lists nothing new.
  await h.post(GIVEAWAYS, giveaway({ title: "Variant 0" }));
  const all = await h.get(GIVEAWAYS, "game=kr645&draw=1240");
  assertEquals(all.status, 200);
  assertEquals(Object.keys(all.body), ["game", "draw", "count", "announcements", "next_cursor"]);
  assertEquals([all.body.game, all.body.draw, all.body.count, all.body.next_cursor], [
    "kr645",
    1240,
    5,
    null,
  ]);
  const listed = all.body.announcements as Record<string, unknown>[];
  assertEquals(listed.map((item) => item.id), ids);
  assertEquals(listed.map((item) => item.index), [0, 1, 2, 4, 5]);
  assertEquals(Object.keys(listed[0]!), [
    "id",
    "title",
    "entries_sha256",
    "winners",
    "announced_at",
    "index",
  ]);
  assertEquals(listed[3]!.title, "Variant 3");
  // The draw given as text lists the same.
  assertEquals((await h.get(GIVEAWAYS, "game=kr645&draw=1240")).body, all.body);

  // Pages of 2: cursors are the last index of each page; the count stays the whole draw's.
  const seen: unknown[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = `game=kr645&draw=1240&limit=2${
      cursor === null ? "" : `&cursor=${cursor}`
    }`;
    const page = await h.get(GIVEAWAYS, query);
    assertEquals(page.status, 200, JSON.stringify(page.body));
    assertEquals(page.body.count, 5);
    seen.push(...(page.body.announcements as Record<string, unknown>[]).map((item) => item.id));
    cursor = page.body.next_cursor as string | null;
    pages++;
  } while (cursor !== null);
  assertEquals([seen, pages], [ids, 3]);
  // Bounds: 1 and 1000 taken, 0 and 1001 not.
  assertEquals(
    ((await h.get(GIVEAWAYS, "game=kr645&draw=1240&limit=1")).body.announcements as []).length,
    1,
  );
  assertEquals((await h.get(GIVEAWAYS, "game=kr645&draw=1240&limit=1000")).body.count, 5);
  const other = await h.get(GIVEAWAYS, "game=kr645&draw=1241");
  assertEquals([other.body.count, (other.body.announcements as []).length], [1, 1]);
  const none = await h.get(GIVEAWAYS, "game=powerball&draw=2026-09-02");
  assertEquals([none.status, none.body.count, none.body.announcements], [200, 0, []]);
  // After the last index: an empty page, no next.
  const past = await h.get(GIVEAWAYS, "game=kr645&draw=1240&cursor=5");
  assertEquals([past.body.announcements, past.body.next_cursor], [[], null]);
});

Deno.test("listing: bad arguments are a 400 naming the argument", async () => {
  await using h = await startServer({ double: true });
  const refused: [string, string, string][] = [
    ["draw=1240", "missing_argument", "game"],
    ["game=kr645", "missing_argument", "draw"],
    ["game=lotto&draw=1240", "invalid_argument", "game"],
    ["game=kr645&draw=x", "invalid_argument", "draw"],
    ["game=kr645&draw=2026-09-02", "invalid_argument", "draw"],
    ["game=powerball&draw=2026-02-30", "invalid_argument", "draw"],
    ["game=kr645&draw=1240&limit=0", "invalid_argument", "limit"],
    ["game=kr645&draw=1240&limit=1001", "invalid_argument", "limit"],
    ["game=kr645&draw=1240&limit=x", "invalid_argument", "limit"],
    ["game=kr645&draw=1240&cursor=01", "invalid_argument", "cursor"],
    ["game=kr645&draw=1240&cursor=-1", "invalid_argument", "cursor"],
    ["game=kr645&draw=1240&cursor=", "invalid_argument", "cursor"],
    ["game=kr645&draw=1240&page=2", "unknown_argument", "page"],
  ];
  for (const [query, code, field] of refused) {
    const answer = await h.get(GIVEAWAYS, query);
    const error = answer.body.error as Record<string, unknown>;
    assertEquals([answer.status, error.code, error.field], [400, code, field], query);
  }
});
