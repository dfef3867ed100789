/**
 * The register's log over a real port: 300 registrations, then the checkpoint, the key, hash
 * tiles and entry bundles byte for byte against what the leaves make, every record's proof, tile
 * paths refused or not found, a record changed in KV refused, an outside client (Go's note and
 * tlog packages, testing/go/tlogcheck) reading it all, and two server processes on one KV file
 * registering at once leaving one log.
 */
import { assert, assertEquals, assertMatch } from "@std/assert";
import { drawFacts, latestDrawNumber } from "../../src/games/mod.ts";
import { leafHash, nodeHash } from "../../src/log/hash.ts";
import { verifyInclusion } from "../../src/log/merkle.ts";
import { parseCheckpoint } from "../../src/log/checkpoint.ts";
import { parseNote, parseVerifierKey, verifyNote } from "../../src/log/note.ts";
import { bundleAnswer, CACHE_TILE, COMPRESS_BUNDLES_UP_TO } from "../../src/log/routes.ts";
import { rootOf } from "../../src/log/store.ts";
import { goAvailable } from "../../testing/go.ts";
import { rawRequest } from "../_raw_http.ts";
import { startMainProcess } from "../../testing/process.ts";
import { startServer, TEST_LOG_KEY, type TestServer } from "../../testing/server.ts";
import { giveaway } from "../giveaway/_giveaways.ts";

const GIVEAWAYS = "/api/v1/giveaways";
const LOG = "/api/v1/log";
const BIG_BUDGET = {
  clientRecords: 10_000,
  clientBytes: 1e9,
  globalRecords: 10_000,
  globalBytes: 1e9,
  perSecond: 1e6,
};

type Log = { index: number; leaf: string; checkpoint: string; inclusion: string[] };

const bytesOf = (base64: string) => Uint8Array.fromBase64(base64);

/** RFC 9162's MTH, by its definition, over leaf hashes. */
async function mth(leaves: readonly Uint8Array[]): Promise<Uint8Array> {
  if (leaves.length === 1) return leaves[0]!;
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return nodeHash(await mth(leaves.slice(0, k)), await mth(leaves.slice(k)));
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A note checked under the log's key: its checkpoint body. */
async function openCheckpoint(text: string, vkey: string) {
  const note = parseNote(text);
  await verifyNote(note, [await parseVerifierKey(vkey)]);
  return parseCheckpoint(note.text);
}

/** Checks a record's log proof under the key; its checkpoint's size. */
async function checkRecordLog(log: Log, vkey: string): Promise<number> {
  const checkpoint = await openCheckpoint(log.checkpoint, vkey);
  assert(checkpoint.size > log.index);
  assert(
    await verifyInclusion(
      await leafHash(bytesOf(log.leaf)),
      log.index,
      checkpoint.size,
      checkpoint.rootHash,
      log.inclusion.map(bytesOf),
    ),
    `leaf ${log.index} in ${checkpoint.size}`,
  );
  return checkpoint.size;
}

/** Runs the outside client against a server, with the records' logs; skipped loudly without Go. */
async function goCheck(base: string, logs: readonly Log[]): Promise<void> {
  if (!(await goAvailable())) return;
  const child = new Deno.Command("go", {
    args: ["run", new URL("../../testing/go/tlogcheck/main.go", import.meta.url).pathname, base],
    env: { GOPATH: "/usr/share/gocode", GO111MODULE: "off", GOFLAGS: "" },
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(JSON.stringify(logs)));
  await writer.close();
  const { success, stdout, stderr } = await child.output();
  const out = new TextDecoder().decode(stdout);
  assert(success, `tlogcheck failed:\n${new TextDecoder().decode(stderr)}\n${out}`);
  assertEquals(out.split("\n").filter((line) => line.startsWith("record ")).length, logs.length);
}

async function getBytes(server: TestServer, path: string) {
  const response = await fetch(server.url + path);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    cache: response.headers.get("cache-control"),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

Deno.test("log: 300 registrations: checkpoint, key, tiles and bundles byte for byte, every proof, and Go's tlog agrees", async () => {
  await using h = await startServer({ double: true, registerBudget: BIG_BUDGET });
  // Before any registration: a checkpoint of size 0 whose root is SHA-256 of nothing.
  const key = await (await fetch(`${h.url}${LOG}/key`)).text();
  const vkey = key.trim();
  assertEquals(key, `${vkey}\n`);
  assertMatch(vkey, /^localhost\/log\+2b10e74a\+[A-Za-z0-9+/]{44}$/);
  assertEquals(vkey.split("+")[1], TEST_LOG_KEY.split("+")[3]);
  const zero = await openCheckpoint(await (await fetch(`${h.url}${LOG}/checkpoint`)).text(), vkey);
  assertEquals([zero.origin, zero.size, zero.rootHash.toHex()], [
    "localhost/log",
    0,
    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
  ]);

  const logs: Log[] = [];
  for (let i = 0; i < 300; i++) {
    const answer = await h.post(GIVEAWAYS, giveaway({ title: `Leaf ${i}` }));
    assertEquals(answer.status, 201, JSON.stringify(answer.body));
    logs.push(answer.body.log as Log);
  }
  // Dense: leaf i is the i-th registration, and its own checkpoint is of size i + 1.
  const leaves = logs.map((log) => bytesOf(log.leaf));
  const hashes = await Promise.all(leaves.map(leafHash));
  for (const [i, log] of logs.entries()) {
    assertEquals(log.index, i);
    assertEquals(await checkRecordLog(log, vkey), i + 1);
  }
  // A record read later offers a checkpoint that includes it, and a proof in it.
  const read = await h.get(`${GIVEAWAYS}/${
    (await h.post(GIVEAWAYS, giveaway({ title: "Leaf 7" })))
      .body.id
  }`);
  assertEquals((read.body.log as Log).index, 7);
  await checkRecordLog(read.body.log as Log, vkey);

  const checkpoint = await fetch(`${h.url}${LOG}/checkpoint`);
  assertEquals(checkpoint.headers.get("content-type"), "text/plain; charset=utf-8");
  assertEquals(checkpoint.headers.get("cache-control"), "no-store");
  const latest = await openCheckpoint(await checkpoint.text(), vkey);
  assertEquals(latest.size, 300);
  assertEquals(latest.rootHash, await mth(hashes));

  const full = await getBytes(h, `${LOG}/tile/0/000`);
  assertEquals([full.status, full.type, full.cache], [
    200,
    "application/octet-stream",
    "public, max-age=31536000, immutable",
  ]);
  assertEquals(full.bytes, concat(hashes.slice(0, 256)));
  const partial = await getBytes(h, `${LOG}/tile/0/001.p/44`);
  assertEquals([partial.status, partial.cache], [200, "public, max-age=60"]);
  assertEquals(partial.bytes, concat(hashes.slice(256, 300)));
  assertEquals((await getBytes(h, `${LOG}/tile/0/001.p/3`)).bytes, concat(hashes.slice(256, 259)));
  const upper = await getBytes(h, `${LOG}/tile/1/000.p/1`);
  assertEquals(upper.bytes, await mth(hashes.slice(0, 256)));
  const bundle = (entries: readonly Uint8Array[]) =>
    concat(
      entries.flatMap((entry) => [new Uint8Array([entry.length >> 8, entry.length & 255]), entry]),
    );
  const entries = await getBytes(h, `${LOG}/tile/entries/000`);
  assertEquals([entries.status, entries.cache], [200, "public, max-age=31536000, immutable"]);
  assertEquals(entries.bytes, bundle(leaves.slice(0, 256)));
  assertEquals(
    (await getBytes(h, `${LOG}/tile/entries/001.p/44`)).bytes,
    bundle(leaves.slice(256)),
  );
  // On the wire: an entry bundle is compressed for a client that takes it (tlog-tiles: "SHOULD be
  // compressed at the HTTP layer"), and sent as it is to one that does not; a hash tile, random
  // bytes, never.
  const wire = (path: string, acceptEncoding: string) =>
    rawRequest(h.url, { method: "GET", path, headers: { "accept-encoding": acceptEncoding } });
  const gzipped = await wire(`${LOG}/tile/entries/000`, "gzip");
  assertEquals(
    [gzipped.status, gzipped.headers.get("content-encoding"), gzipped.headers.get("vary")],
    [200, "gzip", "Accept-Encoding"],
  );
  const inflated = new Blob([gzipped.body as Uint8Array<ArrayBuffer>]).stream()
    .pipeThrough(new DecompressionStream("gzip"));
  assertEquals(new Uint8Array(await new Response(inflated).arrayBuffer()), entries.bytes);
  assert(gzipped.body.length < entries.bytes.length / 2, `${gzipped.body.length} bytes`);
  const plain = await wire(`${LOG}/tile/entries/000`, "identity");
  assertEquals([plain.headers.get("content-encoding"), plain.body], [null, entries.bytes]);
  const tile = await wire(`${LOG}/tile/0/000`, "gzip, br");
  assertEquals([tile.headers.get("content-encoding"), tile.body], [null, full.bytes]);
  // A bundle past COMPRESS_BUNDLES_UP_TO goes as it is: one request must not hold the instance.
  const asked = new Request("http://localhost/", { headers: { "accept-encoding": "gzip" } });
  for (const size of [COMPRESS_BUNDLES_UP_TO, COMPRESS_BUNDLES_UP_TO + 1]) {
    const answer = await bundleAnswer(asked, new Uint8Array(size), CACHE_TILE);
    const coding = answer.headers.get("content-encoding");
    assertEquals(coding, size === COMPRESS_BUNDLES_UP_TO ? "gzip" : null, `${size} bytes`);
    await answer.body?.cancel();
  }

  // Beyond the tree: 404; a path of another form: 400 naming the path; never a 500.
  for (
    const path of [
      "0/001",
      "0/001.p/45",
      "1/000",
      "2/000.p/1",
      "entries/001",
      "0/x001/000",
      "7/000",
      // Well formed, but past 2^53 leaves: no log holds it.
      "0/x999/x999/x999/x999/x999/999",
      "entries/x009/x007/x199/x254/x740/992",
    ]
  ) {
    const answer = await fetch(`${h.url}${LOG}/tile/${path}`);
    assertEquals(answer.status, 404, path);
    assertEquals((await answer.json()).error.code, "not_found");
  }
  for (
    const path of [
      "0/1",
      "0/0000",
      "0/x000/001",
      "0/000.p/0",
      "0/000.p/256",
      "0/000.p/01",
      "00/000",
      "-1/000",
      "0/000/",
      "0/000.p/",
      "data/000",
      "entries/000.p/1x",
      "0/X001/000",
      "0/x1000/000",
      "0/%30%30%30",
      "",
    ]
  ) {
    const answer = await fetch(`${h.url}${LOG}/tile/${path}`);
    const body = await answer.json();
    assertEquals([answer.status, body.error.code, body.error.field], [
      400,
      "invalid_argument",
      "path",
    ], path);
  }
  const posted = await fetch(`${h.url}${LOG}/tile/0/000`, { method: "POST" });
  await posted.body?.cancel();
  assertEquals(posted.status, 405);

  await goCheck(h.url, [...logs.slice(0, 3), logs[128]!, logs[255]!, logs[256]!, logs[299]!]);
});

Deno.test("log: a record changed in KV is never served: record_damaged, on GET and on POST", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    await using h = await startServer({ double: true, kv });
    const first = await h.post(GIVEAWAYS, giveaway());
    const second = await h.post(GIVEAWAYS, giveaway({ title: "Another" }));
    assertEquals([first.status, second.status], [201, 201]);
    const keyOf = (id: unknown) => ["giveaways", String(id).replaceAll("-", "")];
    // 1. One entry changed in the stored bytes.
    const head = await kv.get<{ parts: number }>(keyOf(first.body.id));
    const part = await kv.get<Uint8Array>([...keyOf(first.body.id), 0]);
    const json = await new Response(
      new Blob([part.value as Uint8Array<ArrayBuffer>]).stream().pipeThrough(
        new DecompressionStream("gzip"),
      ),
    ).text();
    assertEquals(head.value?.parts, 1);
    const changed = new TextEncoder().encode(json.replace('"Ana"', '"Eve"'));
    const packed = new Uint8Array(
      await new Response(
        new Blob([changed]).stream().pipeThrough(new CompressionStream("gzip")),
      ).arrayBuffer(),
    );
    await kv.set([...keyOf(first.body.id), 0], packed);
    await kv.set(keyOf(first.body.id), { ...head.value, bytes: packed.length });
    for (
      const answer of [
        await h.get(`${GIVEAWAYS}/${first.body.id}`),
        await h.post(GIVEAWAYS, giveaway()),
      ]
    ) {
      assertEquals(answer.status, 500);
      const error = answer.body.error as Record<string, unknown>;
      assertEquals([error.code, error.field], ["record_damaged", "id"]);
      assertMatch(String(error.message), /announces another ID/);
    }
    // 2. Another record's head and parts under this ID: the same refusal, never the other's.
    const other = await kv.get(keyOf(second.body.id));
    const otherPart = await kv.get([...keyOf(second.body.id), 0]);
    await kv.set(keyOf(first.body.id), other.value);
    await kv.set([...keyOf(first.body.id), 0], otherPart.value);
    assertEquals((await h.get(`${GIVEAWAYS}/${first.body.id}`)).status, 500);
    // 3. The record intact, its leaf in the log changed: refused as well.
    const leafKey = ["log", "leaf", 1];
    const leaf = (await kv.get<Uint8Array>(leafKey)).value!;
    const bent = leaf.slice();
    bent[bent.length - 1]! ^= 1;
    await kv.set(leafKey, bent);
    const refused = await h.get(`${GIVEAWAYS}/${second.body.id}`);
    assertEquals(refused.status, 500);
    assertMatch(String((refused.body.error as Record<string, unknown>).message), /log leaf 1/);
    await kv.set(leafKey, leaf);
    assertEquals((await h.get(`${GIVEAWAYS}/${second.body.id}`)).status, 200);
  } finally {
    kv.close();
  }
});

Deno.test("log: two server processes on one KV file, registering at once, leave one log", async () => {
  const path = await Deno.makeTempFile({ suffix: ".kv" });
  const facts = drawFacts("kr645");
  // A draw more than 10 minutes ahead by the real clock, which the processes run on.
  const draw = latestDrawNumber(facts, Date.now()) + 2;
  const env = { KV_PATH: path, RATE_LIMIT_PER_MINUTE: "0" };
  const COUNT = 16;
  const servers = [await startMainProcess(env), await startMainProcess(env)];
  try {
    const post = async (base: string, i: number): Promise<Log> => {
      const response = await fetch(`${base}${GIVEAWAYS}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(giveaway({ draw, title: `Concurrent ${i}` })),
      });
      const body = await response.json();
      // Past an instance's pace (a burst, then one a second), a 503 says when to come back.
      if (response.status === 503 && body.error.code === "register_unavailable") {
        const wait = Number(response.headers.get("retry-after"));
        await new Promise((resolve) => setTimeout(resolve, wait * 1000 * Math.random()));
        return post(base, i);
      }
      assertEquals(response.status, 201, JSON.stringify(body));
      return body.log as Log;
    };
    // 8 from each, all in flight together: each instance's burst (PACE_BURST, 5) appends at once,
    // against the other's, which is the race; its pace makes the rest wait, and retry among the
    // other's appends. The per-client budget (60 an hour) is shared by the two through KV.
    const logs = await Promise.all(
      Array.from({ length: COUNT }, (_, i) => post(servers[i % 2]!.base, i)),
    );
    const vkey = (await (await fetch(`${servers[0]!.base}${LOG}/key`)).text()).trim();
    assertEquals((await (await fetch(`${servers[1]!.base}${LOG}/key`)).text()).trim(), vkey);
    // Dense: the indexes are 0 to COUNT - 1, each once.
    assertEquals(logs.map((log) => log.index).toSorted((a, b) => a - b), [...Array(COUNT).keys()]);
    const texts = await Promise.all(
      servers.map(async (server) => await (await fetch(`${server.base}${LOG}/checkpoint`)).text()),
    );
    assertEquals(texts[0], texts[1]);
    const latest = await openCheckpoint(texts[0]!, vkey);
    assertEquals(latest.size, COUNT);
    // No fork: every record's checkpoint is the root, as kept at the end, of its size, and its
    // leaf is in it.
    const kv = await Deno.openKv(path);
    try {
      for (const log of logs) {
        const size = await checkRecordLog(log, vkey);
        const root = (await openCheckpoint(log.checkpoint, vkey)).rootHash;
        assertEquals(root, await rootOf(kv, size), `the checkpoint of ${size}`);
      }
      for (let size = 1; size <= COUNT; size++) {
        const kept = (await kv.get<{ note: string }>(["log", "checkpoint", size])).value;
        if (kept === null) throw new Error(`no checkpoint ${size}`);
        assertEquals((await openCheckpoint(kept.note, vkey)).rootHash, await rootOf(kv, size));
      }
    } finally {
      kv.close();
    }
    await goCheck(servers[1]!.base, logs);
  } finally {
    for (const server of servers) await server.stop();
    await Deno.remove(path).catch(() => {});
  }
});
