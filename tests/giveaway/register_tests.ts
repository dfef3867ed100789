/**
 * The giveaway register (contract D): announce_giveaway and giveaway_result over a real port, in
 * front of the source double, with KV in memory or in a temporary file where persistence matters.
 */
import {
  assert,
  assertEquals,
  assertMatch,
  assertNotEquals,
  assertStringIncludes,
} from "@std/assert";
import * as v from "valibot";
import { announce, parseId } from "../../src/giveaway/announcement.js";
import { headKey, PART_BYTES } from "../../src/giveaway/register.ts";
import { GiveawayRecordSchema } from "../../src/operations/_giveaway.ts";
import { type Answer, startServer, type TestServer } from "../../testing/server.ts";
import { CAFE, giveaway } from "./_giveaways.ts";
import {
  AFTER_1239,
  kr645DrawUrl,
  nyDrawUrl,
  startSourceDouble,
} from "../../testing/source_double.ts";

const GIVEAWAYS = "/api/v1/giveaways";
const SEED = "/api/v1/lottery/seed";
const PICK = "/api/v1/random/pick";

/** kr645 draw 1240 is drawn at 20:35 KST on 2026-09-05. */
const DUE_1240 = Date.parse("2026-09-05T11:35:00Z");
/** kr645 draw 1239 was drawn at 20:35 KST on 2026-08-29; this is a day before. */
const BEFORE_1239 = Date.parse("2026-08-28T11:35:00Z");
const MINUTE = 60_000;

/** The record's fields, in their order. */
const FIELDS = [
  "id",
  "announced_at",
  "game",
  "draw",
  "date",
  "due_at",
  "title",
  "entries",
  "entries_sha256",
  "winners",
  "label",
  "link",
  "status",
  "result",
  "log",
];

/**
 * The ID vectors (message -> ID), worked out by src/giveaway/announcement.js and checked here
 * against an independent base32 of the digest; the verifier computes them again in Python.
 */
const VECTORS = [
  {
    giveaway: CAFE,
    entriesSha256: "d926be96e6b7b383969ad1c3ae160f53322fb0faf75d3653395ef69a6a7eaf1c",
    message: "fairdraw-announcement/v1\nkr645\n1239\nfairdraw-giveaway/v1\ntitle: Caf\u00e9 " +
      "raffle, August 2026\nentries: 6\nentries-sha256: " +
      "d926be96e6b7b383969ad1c3ae160f53322fb0faf75d3653395ef69a6a7eaf1c\nwinners: 2",
    id: "28P4-B9HW-072X-65DG-RK64-EW5Q",
  },
  {
    giveaway: {
      game: "powerball",
      draw: "2022-11-21",
      title: "Office pool \u{1F3B1}",
      entries: ["Ana", "Bo", "Chen"],
      winners: 1,
    },
    entriesSha256: "d9e43ed38497e09fa694887081f0d120d1f7aa323c8bbf564718df1167dbabbd",
    message: "fairdraw-announcement/v1\npowerball\n2022-11-21\nfairdraw-giveaway/v1\ntitle: " +
      "Office pool \u{1F3B1}\nentries: 3\nentries-sha256: " +
      "d9e43ed38497e09fa694887081f0d120d1f7aa323c8bbf564718df1167dbabbd\nwinners: 1",
    id: "0RE4-ME8K-DCGY-3D71-XAX4-DFKE",
  },
  {
    giveaway: {
      game: "megamillions",
      draw: "2026-07-24",
      title: "",
      entries: ["Zo\u00eb", "\u014csaka\u00a0Team", "\u674e\u96f7", "Ana"],
      winners: 2,
    },
    entriesSha256: "448f23923f10f6d552154ca1d645a6875dcef41dcded3c6f43933191e45dfe11",
    message: "fairdraw-announcement/v1\nmegamillions\n2026-07-24\nfairdraw-giveaway/v1\n" +
      "title: \nentries: 4\nentries-sha256: " +
      "448f23923f10f6d552154ca1d645a6875dcef41dcded3c6f43933191e45dfe11\nwinners: 2",
    id: "S37R-N9VY-4BVN-AB19-P6W0-EBMM",
  },
] as const;

/** An ID worked out apart from the module: base32 of the first 120 bits of SHA-256. */
async function independentId(message: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(message)),
  );
  let value = 0n;
  for (const byte of digest.slice(0, 15)) value = (value << 8n) | BigInt(byte);
  let text = "";
  for (let i = 23; i >= 0; i--) {
    text += "0123456789ABCDEFGHJKMNPQRSTVWXYZ"[Number((value >> BigInt(5 * i)) & 31n)];
  }
  return text.match(/.{4}/g)!.join("-");
}

function errorOf(answer: Answer): { code: string; field: string | null; message: string } {
  return answer.body.error as { code: string; field: string | null; message: string };
}

function assertError(answer: Answer, status: number, code: string, field: string | null): string {
  const error = errorOf(answer);
  assertEquals([answer.status, error?.code, error?.field], [status, code, field], error?.message);
  return error.message;
}

/** A temporary KV file, removed with its directory when disposed. */
async function tempKvPath(): Promise<{ path: string } & AsyncDisposable> {
  const dir = await Deno.makeTempDir({ prefix: "fairdraw-register-" });
  return {
    path: `${dir}/kv.sqlite3`,
    [Symbol.asyncDispose]: () => Deno.remove(dir, { recursive: true }),
  };
}

Deno.test("register: the ID vectors, by the module and by an independent encoding", async () => {
  for (const vector of VECTORS) {
    const made = await announce(vector.giveaway);
    assertEquals(made.entriesSha256, vector.entriesSha256);
    assertEquals(made.message, vector.message);
    assertEquals(made.id, vector.id);
    assertEquals(await independentId(vector.message), vector.id);
  }
});

Deno.test("register: an ID is read as people type it; anything else is no ID", () => {
  const id = "S37R-N9VY-4BVN-AB19-P6W0-EBMM";
  for (
    const typed of [
      id,
      id.toLowerCase(),
      id.replaceAll("-", ""),
      id.replaceAll("-", " "),
      " S37R N9VY-4bvn-ab19 P6W0EBMM ",
      "S37R-N9VY-4BVN-ABI9-P6WO-EBMM", // I for 1, O for 0
      "s37r-n9vy-4bvn-abl9-p6wo-ebmm", // l for 1, o for 0
    ]
  ) assertEquals(parseId(typed), id, typed);
  for (
    const bad of [
      "",
      "S37R-N9VY-4BVN-AB19-P6W0-EBM", // 23
      "S37R-N9VY-4BVN-AB19-P6W0-EBMMM", // 25
      "S37R-N9VY-4BVN-AB19-P6W0-EBMU", // U is not in the alphabet
      "S37R_N9VY_4BVN_AB19_P6W0_EBMM",
      "S37R-N9VY-4BVN-AB19-P6W0-EBM\u00d1",
      "S37R\tN9VY4BVNAB19P6W0EBMM",
      "x".repeat(10_000),
    ]
  ) assertEquals(parseId(bad), null, bad);
});

Deno.test("register: create, then read; the record's fields in order, the same over POST and GET", async () => {
  await using h = await startServer({ double: true });
  const created = await h.post(GIVEAWAYS, giveaway());
  assertEquals(created.status, 201, JSON.stringify(created.body));
  const made = await announce({ ...giveaway() });
  assertEquals(Object.keys(created.body), FIELDS);
  assertEquals(created.body, {
    id: made.id,
    announced_at: new Date(AFTER_1239).toISOString(),
    game: "kr645",
    draw: 1240,
    date: "2026-09-05",
    due_at: "2026-09-05T11:35:00.000Z",
    title: "Autumn raffle",
    entries: ["Ana", "Bo", "Chen", "Dana"],
    entries_sha256: made.entriesSha256,
    winners: 2,
    label: made.label,
    link: `/g/${made.id}`,
    status: "announced",
    result: null,
    log: created.body.log,
  });
  // The first leaf of the log: its data the ID, the time and the announcement; a checkpoint of
  // size 1 signed by the log's key; no path in a tree of one.
  const log = created.body.log as Record<string, unknown>;
  assertEquals(Object.keys(log), ["index", "leaf", "checkpoint", "inclusion"]);
  assertEquals(log.index, 0);
  assertEquals(
    new TextDecoder().decode(Uint8Array.fromBase64(log.leaf as string)),
    `fairdraw-log-entry/v1\nid ${made.id}\nannounced_at ${
      new Date(AFTER_1239).toISOString()
    }\n${made.message}`,
  );
  assertMatch(
    log.checkpoint as string,
    /^localhost\/log\n1\n[A-Za-z0-9+/]{43}=\n\n\u2014 localhost\/log [A-Za-z0-9+/]{91}=\n$/,
  );
  assertEquals(log.inclusion, []);
  assert(v.safeParse(GiveawayRecordSchema, created.body).success);
  const read = await fetch(`${h.url}${GIVEAWAYS}/${made.id}`);
  assertEquals(read.status, 200);
  assertEquals(await read.text(), JSON.stringify(created.body));
  // Before its draw is due the source is not asked.
  assertEquals(h.double.callCount(), 0);
});

Deno.test("register: with PUBLIC_URL the link is absolute", async () => {
  await using h = await startServer({
    double: true,
    config: { publicUrl: "https://fairdraw.example" },
  });
  const created = await h.post(GIVEAWAYS, giveaway());
  assertEquals(created.body.link, `https://fairdraw.example/g/${created.body.id}`);
});

Deno.test("register: the same announcement again is 200 with the first record, even after the clock moved", async () => {
  await using h = await startServer({ double: true });
  const first = await h.post(GIVEAWAYS, giveaway());
  assertEquals(first.status, 201);
  h.clock.t += 3 * 24 * 3_600_000;
  const again = await h.post(GIVEAWAYS, giveaway());
  assertEquals(again.status, 200);
  assertEquals(again.body, first.body);
  assertEquals(again.body.announced_at, new Date(AFTER_1239).toISOString());
  // Any change is another announcement, with another ID.
  const changes: Record<string, unknown>[] = [
    { title: "Autumn raffle!" },
    { title: "" },
    { entries: ["Ana", "Bo", "Chen", "Dana", "Eve"] },
    { entries: ["Bo", "Ana", "Chen", "Dana"] },
    { entries: ["Ana", "Bo", "Chen", "Dana", "Dana"] },
    { winners: 1 },
    { winners: 3 },
    { draw: 1241 },
    { game: "powerball", draw: "2026-09-02" },
    { game: "megamillions", draw: "2026-09-01" },
  ];
  const ids = new Set([first.body.id]);
  for (const change of changes) {
    const other = await h.post(GIVEAWAYS, giveaway(change));
    assertEquals(other.status, 201, `${JSON.stringify(change)}: ${JSON.stringify(other.body)}`);
    ids.add(other.body.id);
  }
  assertEquals(ids.size, changes.length + 1);
  // The draw named as a string of digits is the same draw, so the same announcement.
  assertEquals((await h.post(GIVEAWAYS, giveaway({ draw: "1240" }))).status, 200);
});

Deno.test("register: too late: a draw made, or due within 10 minutes; 10:01 ahead is in time", async () => {
  await using h = await startServer({ double: true });
  // Already drawn (1239, and long ago).
  for (const draw of [1239, 1]) {
    const message = assertError(
      await h.post(GIVEAWAYS, giveaway({ draw })),
      400,
      "too_late",
      "draw",
    );
    assertStringIncludes(message, "drawn already");
  }
  assertError(
    await h.post(GIVEAWAYS, giveaway({ game: "powerball", draw: "2022-11-21" })),
    400,
    "too_late",
    "draw",
  );
  // Due in 9:59, and in exactly 10:00: too late. Due in 10:01: in time.
  for (const ahead of [9 * MINUTE + 59_000, 10 * MINUTE, 1]) {
    h.clock.t = DUE_1240 - ahead;
    const message = assertError(await h.post(GIVEAWAYS, giveaway()), 400, "too_late", "draw");
    assertStringIncludes(message, "due within 10 minutes");
  }
  h.clock.t = DUE_1240;
  assertStringIncludes(
    assertError(await h.post(GIVEAWAYS, giveaway()), 400, "too_late", "draw"),
    "drawn already",
  );
  h.clock.t = DUE_1240 - 10 * MINUTE - 1000;
  const inTime = await h.post(GIVEAWAYS, giveaway());
  assertEquals(inTime.status, 201);
  // Asking again after the deadline is not a new announcement: the record made in time stands.
  h.clock.t = DUE_1240 - MINUTE;
  const late = await h.post(GIVEAWAYS, giveaway());
  assertEquals(late.status, 200);
  assertEquals(late.body.announced_at, inTime.body.announced_at);
  // ...but a changed one is too late.
  assertError(await h.post(GIVEAWAYS, giveaway({ winners: 1 })), 400, "too_late", "draw");
});

Deno.test("register: a draw the schedule does not have, or more than a year ahead, is a 400 naming draw", async () => {
  await using h = await startServer({ double: true });
  const cases: [Record<string, unknown>, string][] = [
    [{ game: "powerball", draw: "2026-09-01" }, "powerball does not draw on 2026-09-01"],
    [{ game: "megamillions", draw: "2026-09-02" }, "megamillions does not draw on 2026-09-02"],
    [{ draw: 99_999_999_999 }, "due within 366 days"],
    [{ draw: 1240 + 53 }, "due within 366 days"],
    [{ game: "powerball", draw: "2027-09-01" }, "due within 366 days"],
    [{ game: "powerball", draw: "9999-12-31" }, "due within 366 days"],
    [{ game: "powerball", draw: "2026-02-30" }, "real calendar date"],
    [{ draw: 0 }, ""],
    [{ draw: "01240" }, ""],
    [{ game: "uk_lotto" }, ""],
  ];
  for (const [change, text] of cases) {
    const answer = await h.post(GIVEAWAYS, giveaway(change));
    const field = "game" in change && change.game === "uk_lotto" ? "game" : "draw";
    assertStringIncludes(assertError(answer, 400, "invalid_argument", field), text);
  }
  // A year ahead is taken.
  assertEquals((await h.post(GIVEAWAYS, giveaway({ draw: 1240 + 51 }))).status, 201);
});

Deno.test("register: unknown ID 404, text that is no ID 400, an ID read without regard to case, dashes or O/I/L", async () => {
  await using h = await startServer({ double: true, now: Date.parse("2026-07-20T00:00:00Z") });
  const vector = VECTORS[2];
  const created = await h.post(GIVEAWAYS, vector.giveaway);
  assertEquals(created.status, 201);
  assertEquals(created.body.id, vector.id);
  for (
    const typed of [
      "S37R-N9VY-4BVN-AB19-P6W0-EBMM",
      "s37r-n9vy-4bvn-ab19-p6w0-ebmm",
      "S37RN9VY4BVNAB19P6W0EBMM",
      "S37R%20N9VY%204BVN%20AB19%20P6W0%20EBMM",
      "S37R-N9VY-4BVN-ABI9-P6WO-EBMM",
      "s37r-n9vy-4bvn-abl9-p6wo-ebmm",
    ]
  ) {
    const read = await h.get(`${GIVEAWAYS}/${typed}`);
    assertEquals(read.status, 200, typed);
    assertEquals(read.body, created.body, typed);
  }
  const unknown = await h.get(`${GIVEAWAYS}/S37R-N9VY-4BVN-AB19-P6W0-EBMN`);
  assertStringIncludes(
    assertError(unknown, 404, "not_found", "id"),
    "S37R-N9VY-4BVN-AB19-P6W0-EBMN",
  );
  for (
    const bad of [
      "abc",
      "S37R-N9VY-4BVN-AB19-P6W0-EBM",
      "S37R-N9VY-4BVN-AB19-P6W0-EBMMM",
      "S37R-N9VY-4BVN-AB19-P6W0-EBMU",
      "%E0%A4%A",
      "%00",
      "S37R-N9VY-4BVN-AB19-P6W0-%F0%9F%98%80",
    ]
  ) {
    assertError(await h.get(`${GIVEAWAYS}/${bad}`), 400, "invalid_argument", "id");
  }
  // The ID is the path's alone; a query string or a longer path is not taken.
  assertError(
    await h.get(`${GIVEAWAYS}/${vector.id}`, `id=${vector.id}`),
    400,
    "unknown_argument",
    "id",
  );
  assertError(await h.get(`${GIVEAWAYS}/${vector.id}`, "x=1"), 400, "unknown_argument", "x");
  assertError(await h.get(`${GIVEAWAYS}/${vector.id}/x`), 404, "not_found", null);
  // Methods: POST (announce) and GET (the listing, which needs its game and draw) at the
  // register, GET only at a record.
  const list = await fetch(`${h.url}${GIVEAWAYS}`, { method: "PUT" });
  assertEquals([list.status, list.headers.get("allow")], [405, "POST, GET, HEAD, OPTIONS"]);
  await list.body?.cancel();
  assertError(await h.get(GIVEAWAYS), 400, "missing_argument", "game");
  const post = await h.post(`${GIVEAWAYS}/${vector.id}`, {});
  assertEquals(post.status, 405);
  assertEquals(post.headers.get("allow"), "GET, HEAD, OPTIONS");
  const head = await fetch(`${h.url}${GIVEAWAYS}/${vector.id}`, { method: "HEAD" });
  assertEquals(head.status, 200);
  await head.body?.cancel();
  // A query string on the POST is refused, as on every POST.
  const query = await fetch(`${h.url}${GIVEAWAYS}?game=kr645`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(giveaway()),
  });
  assertEquals([query.status, (await query.json()).error.code], [400, "unknown_argument"]);
});

Deno.test("register: bounds on both sides: entries 1-1000 of 1-200 code points, title 0-200, winners 1..n", async () => {
  await using h = await startServer({ double: true });
  const astral = "\u{1F600}";
  const entries = (n: number, text = (i: number) => `entry ${i}`) =>
    Array.from({ length: n }, (_, i) => text(i));
  const taken: Record<string, unknown>[] = [
    { entries: ["Ana"], winners: 1 },
    { entries: entries(1000), winners: 1000 },
    { entries: entries(1000), winners: 1 },
    { entries: ["a".repeat(200), "b"] },
    { entries: [astral.repeat(200), "b"] },
    { title: "" },
    { title: "t".repeat(200) },
    { title: astral.repeat(200) },
  ];
  for (const change of taken) {
    const answer = await h.post(GIVEAWAYS, giveaway(change));
    assertEquals(answer.status, 201, `${JSON.stringify(change).slice(0, 80)} ${answer.body.error}`);
  }
  const refused: [Record<string, unknown>, string, string][] = [
    [{ entries: [] }, "entries", "invalid_argument"],
    [{ entries: entries(1001) }, "entries", "invalid_argument"],
    [{ entries: ["a", ""] }, "entries", "invalid_argument"],
    [{ entries: ["a".repeat(201)] }, "entries", "invalid_argument"],
    [{ entries: [astral.repeat(201)] }, "entries", "invalid_argument"],
    [{ entries: "Ana,Bo" }, "entries", "invalid_argument"],
    [{ entries: ["Ana", 7] }, "entries", "invalid_argument"],
    [{ title: "t".repeat(201) }, "title", "invalid_argument"],
    [{ title: astral.repeat(201) }, "title", "invalid_argument"],
    [{ title: null }, "title", "invalid_argument"],
    [{ winners: 0 }, "winners", "invalid_argument"],
    [{ winners: 5 }, "winners", "invalid_argument"],
    [{ winners: 1.5 }, "winners", "invalid_argument"],
    [{ winners: "2" }, "winners", "invalid_argument"],
    [{ entries: entries(1000), winners: 1001 }, "winners", "invalid_argument"],
    [{ title: undefined }, "title", "missing_argument"],
    [{ winners: undefined }, "winners", "missing_argument"],
    [{ entries: undefined }, "entries", "missing_argument"],
    [{ draw: undefined }, "draw", "missing_argument"],
    [{ game: undefined }, "game", "missing_argument"],
    [{ seed: "00" }, "seed", "unknown_argument"],
  ];
  for (const [change, field, code] of refused) {
    const answer = await h.post(GIVEAWAYS, giveaway(change));
    assertError(answer, 400, code, field);
  }
  const message = errorOf(await h.post(GIVEAWAYS, giveaway({ entries: ["a", astral.repeat(201)] })))
    .message;
  assertStringIncludes(message, "entry 2 has 201");
  assertStringIncludes(
    errorOf(await h.post(GIVEAWAYS, giveaway({ winners: 5 }))).message,
    "winners must be an integer from 1 to 4 (the number of entries), got 5",
  );
  assertError(await h.post(GIVEAWAYS, "[]"), 400, "invalid_json", null);
  assertError(await h.post(GIVEAWAYS, {}), 400, "missing_argument", "game");
});

/** The largest valid request: 1000 entries and a title of 200 astral characters each. */
function largest(draw = 1240) {
  // CJK ideographs of Extension B, picked by a fixed linear congruential sequence, so that the
  // record compresses little: the register keeps records compressed.
  let state = 12345;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  const entries = Array.from(
    { length: 1000 },
    () =>
      Array.from({ length: 200 }, () => String.fromCodePoint(0x20000 + next() % 42000)).join(""),
  );
  return { game: "kr645", draw, title: "\u{1F3B2}".repeat(200), entries, winners: 1000 };
}

Deno.test("register: the largest request fits the body limit, and its record round-trips through KV in parts", async () => {
  await using file = await tempKvPath();
  const kv = await Deno.openKv(file.path);
  try {
    await using h = await startServer({ double: true, kv });
    const body = largest();
    // Sent JSON-escaped, as the largest body a client can send for it: 12 bytes a character.
    const escaped = JSON.stringify(body).replace(
      /[\u{10000}-\u{10FFFF}]/gu,
      (char) => {
        const high = char.charCodeAt(0).toString(16);
        const low = char.charCodeAt(1).toString(16);
        return `\\u${high}\\u${low}`;
      },
    );
    assert(escaped.length > 2_400_000, `${escaped.length}`);
    const response = await fetch(`${h.url}${GIVEAWAYS}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: escaped,
    });
    const created = await response.json();
    assertEquals(response.status, 201, JSON.stringify(created).slice(0, 300));
    assertEquals(created.entries, body.entries);
    const read = await h.get(`${GIVEAWAYS}/${created.id}`);
    assertEquals(read.body, created);
    // Kept in parts, each under KV's 64 KiB, all under the record's head.
    const key = headKey(created.id.replaceAll("-", ""));
    const stored = (await kv.get<{ parts: number; bytes: number }>(key)).value;
    if (stored === null) throw new Error("no head kept");
    // Compressed: the JSON's 800 kB are kept in less.
    assert(stored.bytes > 200_000 && stored.bytes < 600_000, `${stored.bytes}`);
    assertEquals(stored.parts, Math.ceil(stored.bytes / PART_BYTES));
    let parts = 0;
    for await (const part of kv.list<Uint8Array>({ prefix: key })) {
      assert(part.value.length <= PART_BYTES);
      parts++;
    }
    assertEquals(parts, stored.parts);
    assert(parts > 1);
  } finally {
    kv.close();
  }
});

Deno.test("register: records survive a restart (the KV file closed and opened again, a new app)", async () => {
  await using file = await tempKvPath();
  let first: Answer;
  {
    const kv = await Deno.openKv(file.path);
    await using h = await startServer({ double: true, kv });
    first = await h.post(GIVEAWAYS, giveaway());
    assertEquals(first.status, 201);
    await h.close();
    kv.close();
  }
  const kv = await Deno.openKv(file.path);
  try {
    await using h = await startServer({ double: true, kv, now: AFTER_1239 + 3_600_000 });
    const read = await h.get(`${GIVEAWAYS}/${first.body.id}`);
    assertEquals(read.body, first.body);
    const again = await h.post(GIVEAWAYS, giveaway());
    assertEquals([again.status, again.body.announced_at], [200, first.body.announced_at]);
  } finally {
    kv.close();
  }
});

Deno.test("register: two instances on one KV file announce the same giveaway at once: one 201, one 200, one announced_at", async () => {
  await using file = await tempKvPath();
  const double = await startSourceDouble();
  const kvs = [await Deno.openKv(file.path), await Deno.openKv(file.path)];
  const servers: TestServer[] = [];
  try {
    // Two clocks a second apart, so that the answers show whose write won.
    servers.push(await startServer({ double, kv: kvs[0], now: AFTER_1239 }));
    servers.push(await startServer({ double, kv: kvs[1], now: AFTER_1239 + 1000 }));
    for (let round = 0; round < 5; round++) {
      const body = giveaway({ title: `Round ${round}` });
      const answers = await Promise.all(servers.map((server) => server.post(GIVEAWAYS, body)));
      assertEquals(answers.map((answer) => answer.status).toSorted(), [200, 201]);
      assertEquals(answers[0]!.body, answers[1]!.body);
      const winner = answers.findIndex((answer) => answer.status === 201);
      assertEquals(
        answers[0]!.body.announced_at,
        new Date(AFTER_1239 + winner * 1000).toISOString(),
      );
    }
  } finally {
    for (const server of servers) await server.close();
    for (const kv of kvs) kv.close();
    await double.close();
  }
});

Deno.test("register: once drawn, the winners are pick_from_list's with seed_from_draw's seed (kr645, powerball, megamillions)", async () => {
  const cases = [
    {
      vector: VECTORS[0],
      before: BEFORE_1239,
      after: AFTER_1239,
      numbers: [11, 13, 22, 32, 33, 36],
      extra: 8,
      url: kr645DrawUrl(1239),
    },
    {
      vector: VECTORS[1],
      before: Date.parse("2022-11-20T00:00:00Z"),
      after: Date.parse("2022-11-23T00:00:00Z"),
      numbers: [1, 6, 40, 51, 67],
      extra: 2,
      url: nyDrawUrl("powerball", "2022-11-21"),
    },
    {
      vector: VECTORS[2],
      before: Date.parse("2026-07-20T00:00:00Z"),
      after: AFTER_1239,
      numbers: undefined,
      extra: undefined,
      url: nyDrawUrl("megamillions", "2026-07-24"),
    },
  ];
  for (const { vector, before, after, numbers, extra, url } of cases) {
    await using h = await startServer({ double: true, now: before });
    const created = await h.post(GIVEAWAYS, vector.giveaway);
    assertEquals(created.status, 201, JSON.stringify(created.body));
    assertEquals(created.body.id, vector.id);
    h.clock.t = after;
    const read = await h.get(`${GIVEAWAYS}/${vector.id}`);
    assertEquals(read.status, 200, JSON.stringify(read.body));
    assertEquals(read.body.status, "drawn");
    const { result, ...record } = read.body;
    assertEquals(record, {
      ...Object.fromEntries(Object.entries(created.body).filter(([key]) => key !== "result")),
      status: "drawn",
    });
    const { game, draw, entries, winners } = vector.giveaway;
    const seeded = await h.post(SEED, { game, draw, label: created.body.label });
    assertEquals(seeded.status, 200);
    const picked = await h.post(PICK, {
      items: entries,
      count: winners,
      unique: true,
      seed: seeded.body.seed,
    });
    assertEquals(result, {
      numbers: seeded.body.numbers,
      extra_number: seeded.body.extra_number,
      seed: seeded.body.seed,
      winners: picked.body.picks,
      official_url: url,
      stale: false,
      fetched_at: seeded.body.fetched_at,
    });
    if (numbers !== undefined) {
      assertEquals([seeded.body.numbers, seeded.body.extra_number], [numbers, extra]);
    }
    assert(v.safeParse(GiveawayRecordSchema, read.body).success);
    // The same announcement posted again after the draw answers the first record, drawn.
    const again = await h.post(GIVEAWAYS, vector.giveaway);
    assertEquals([again.status, again.body], [200, read.body]);
  }
  // FAIRNESS.md section 9: Dana, then Bo.
  await using h = await startServer({ double: true, now: BEFORE_1239 });
  await h.post(GIVEAWAYS, CAFE);
  h.clock.t = AFTER_1239;
  const cafe = await h.get(`${GIVEAWAYS}/${VECTORS[0].id}`);
  assertEquals((cafe.body.result as { winners: string[] }).winners, ["Dana", "Bo"]);
  assertEquals(
    (cafe.body.result as { seed: string }).seed,
    "8f2f20789e653e5f8cff2d0288d718d7fb5f4276dcb44bf4c3f22271ba4a145a",
  );
});

Deno.test("register: before publication the source is not asked; a draw the source lacks stays announced; a source down is 503", async () => {
  await using h = await startServer({ double: true });
  const created = await h.post(GIVEAWAYS, giveaway());
  const path = `${GIVEAWAYS}/${created.body.id}`;
  // Drawn by the schedule but not yet published (21:00 KST): not asked.
  h.clock.t = DUE_1240 + MINUTE;
  assertEquals((await h.get(path)).body, created.body);
  assertEquals(h.double.callCount(), 0);
  // Published by the schedule, but the source does not have it yet: still announced.
  h.clock.t = DUE_1240 + 60 * MINUTE;
  const lagging = await h.get(path);
  assertEquals([lagging.status, lagging.body.status, lagging.body.result], [
    200,
    "announced",
    null,
  ]);
  assert(h.double.callCount() > 0);
  // Published at the source: drawn.
  h.double.setLatest({ kr645: 1240 });
  h.clock.t += 10 * MINUTE;
  const drawn = await h.get(path);
  assertEquals([drawn.status, drawn.body.status], [200, "drawn"]);
});

Deno.test("register: after publication, a source down with nothing kept is 503; once it is back, drawn", async () => {
  await using h = await startServer({ double: true });
  const created = await h.post(GIVEAWAYS, giveaway());
  const path = `${GIVEAWAYS}/${created.body.id}`;
  h.double.setLatest({ kr645: 1240 });
  h.double.setMode("error", { source: "kr645" });
  h.clock.t = DUE_1240 + 60 * MINUTE;
  const down = await h.get(path);
  assertError(down, 503, "source_unavailable", null);
  assert(down.headers.get("retry-after") !== null);
  h.double.setMode("normal");
  h.clock.t += 30 * MINUTE;
  const drawn = await h.get(path);
  assertEquals([drawn.status, drawn.body.status], [200, "drawn"]);
});

Deno.test("register: writes count against the per-client rate limit", async () => {
  await using h = await startServer({ double: true, config: { rateLimitPerMinute: 2 } });
  assertEquals((await h.post(GIVEAWAYS, giveaway())).status, 201);
  assertEquals((await h.post(GIVEAWAYS, giveaway({ winners: 1 }))).status, 201);
  const limited = await h.post(GIVEAWAYS, giveaway({ winners: 3 }));
  assertError(limited, 429, "rate_limited", null);
  assertNotEquals(limited.headers.get("retry-after"), null);
});

Deno.test("register: KV that cannot be reached is a 503 register_unavailable with Retry-After, not a bug", async () => {
  const kv = await Deno.openKv(":memory:");
  await using h = await startServer({ double: true, kv });
  const created = await h.post(GIVEAWAYS, giveaway());
  assertEquals(created.status, 201);
  kv.close();
  const logged = console.error;
  console.error = () => {};
  try {
    for (
      const answer of [
        await h.post(GIVEAWAYS, giveaway({ winners: 1 })),
        await h.get(`${GIVEAWAYS}/${created.body.id}`),
      ]
    ) {
      assertStringIncludes(
        assertError(answer, 503, "register_unavailable", null),
        "could not be reached",
      );
      assert(/^[0-9]+$/.test(answer.headers.get("retry-after") ?? ""));
    }
  } finally {
    console.error = logged;
  }
});

Deno.test("register: every key of a record is written to expire 400 days after its draw", async () => {
  await using h = await startServer({ double: true });
  const set = Deno.AtomicOperation.prototype.set;
  const seen: { key: Deno.KvKey; expireIn: number | undefined }[] = [];
  Deno.AtomicOperation.prototype.set = function (key, value, options) {
    if (key[0] === "giveaways") seen.push({ key, expireIn: options?.expireIn });
    return set.call(this, key, value, options);
  };
  try {
    const created = await h.post(GIVEAWAYS, largest());
    assertEquals(created.status, 201);
  } finally {
    Deno.AtomicOperation.prototype.set = set;
  }
  const expected = DUE_1240 + 400 * 24 * 3_600_000 - AFTER_1239;
  assert(seen.length > 2, `${seen.length} keys`);
  for (const { key, expireIn } of seen) assertEquals(expireIn, expected, JSON.stringify(key));
});
