/**
 * Two instances over real ports, each the other's witness: a registration on one comes back with
 * the other's verified cosignature, and each witness refuses what the spec says it must.
 */
import { assert, assertEquals } from "@std/assert";
import {
  ALG_COSIGNATURE,
  ALG_ED25519,
  checkSignature,
  formatNote,
  generateSigner,
  type NoteSigner,
  parseNote,
  parseVerifierKey,
  signNote,
  toBase64,
  verifyNote,
} from "../../src/log/note.ts";
import { formatCheckpoint, parseCheckpoint } from "../../src/log/checkpoint.ts";
import { WITNESS_BODY_LIMIT } from "../../src/log/witness.ts";
import { freePort } from "../../testing/process.ts";
import { startServer, type TestServer } from "../../testing/server.ts";
import { type SourceDouble, startSourceDouble } from "../../testing/source_double.ts";
import { goAvailable, runGoTool } from "../../testing/go.ts";
import { giveaway } from "../giveaway/_giveaways.ts";

interface Side {
  name: string;
  logKey: NoteSigner;
  witnessKey: NoteSigner;
  port: number;
}

async function side(name: string): Promise<Side> {
  return {
    name,
    logKey: await generateSigner(`${name}.example/log`, ALG_ED25519),
    witnessKey: await generateSigner(`${name}.example/witness`, ALG_COSIGNATURE),
    port: freePort(),
  };
}

/** Starts `self`, witness of `other`'s log, asking `other`'s witness to cosign its own. */
function start(self: Side, other: Side, double: SourceDouble) {
  return startServer({
    double,
    port: self.port,
    config: {
      publicUrl: `https://${self.name}.example`,
      registerSigningKey: self.logKey.privateText,
      witnessSigningKey: self.witnessKey.privateText,
      witnessLogs: [other.logKey.vkey],
      logWitnesses: [{
        vkey: other.witnessKey.vkey,
        prefix: `http://127.0.0.1:${other.port}/api/v1/witness/`,
      }],
    },
  });
}

/** The record's checkpoint note, checked: signed by the log's key, cosigned by the witness's. */
async function witnessedCheckpoint(note: string, log: Side, witness: Side, at: number) {
  const parsed = parseNote(note);
  await verifyNote(parsed, [await parseVerifierKey(log.logKey.vkey)]);
  const cosigner = await parseVerifierKey(witness.witnessKey.vkey);
  const lines = parsed.signatures.filter((s) => s.name === cosigner.name);
  assertEquals(lines.length, 1, note);
  const checked = await checkSignature(parsed.text, lines[0]!, cosigner);
  assert(checked !== undefined, "the cosignature verifies under the witness key");
  assertEquals(checked?.timestamp, Math.floor(at / 1000));
  return parseCheckpoint(parsed.text);
}

async function postText(server: TestServer, path: string, body: BodyInit) {
  const response = await fetch(`${server.url}${path}`, { method: "POST", body });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    text: await response.text(),
  };
}

Deno.test("two instances witness each other: each checkpoint carries the other's cosignature", async () => {
  const double = await startSourceDouble();
  const a = await side("a");
  const b = await side("b");
  await using serverA = await start(a, b, double);
  await using serverB = await start(b, a, double);
  try {
    // The witness keys are served.
    const keyB = await fetch(`${serverB.url}/api/v1/witness/key`);
    assertEquals(await keyB.text(), `${b.witnessKey.vkey}\n`);

    const first = await serverA.post("/api/v1/giveaways", giveaway({ title: "A's first" }));
    assertEquals(first.status, 201, JSON.stringify(first.body));
    const logA = first.body.log as { checkpoint: string; index: number };
    const checkpoint = await witnessedCheckpoint(logA.checkpoint, a, b, serverA.clock.t);
    assertEquals([checkpoint.origin, checkpoint.size], ["a.example/log", 1]);
    // The log serves it with the cosignature too.
    const served = await (await fetch(`${serverA.url}/api/v1/log/checkpoint`)).text();
    await witnessedCheckpoint(served, a, b, serverA.clock.t);

    // And the other way round.
    const onB = await serverB.post("/api/v1/giveaways", giveaway({ title: "B's first" }));
    assertEquals(onB.status, 201, JSON.stringify(onB.body));
    await witnessedCheckpoint(
      (onB.body.log as { checkpoint: string }).checkpoint,
      b,
      a,
      serverB.clock.t,
    );

    // A's log grows; B checks the consistency proof from 1 and cosigns again, at its later time.
    serverB.clock.t += 90_000;
    const second = await serverA.post("/api/v1/giveaways", giveaway({ title: "A's second" }));
    assertEquals(second.status, 201, JSON.stringify(second.body));
    const grown = await witnessedCheckpoint(
      (second.body.log as { checkpoint: string }).checkpoint,
      a,
      b,
      serverB.clock.t,
    );
    assertEquals(grown.size, 2);

    if (await goAvailable()) {
      // Go's note package verifies the log's signature; the cosignature is checked from the spec.
      const note = (second.body.log as { checkpoint: string }).checkpoint;
      const verified = await runGoTool(["verify", a.logKey.vkey], note);
      assert(verified.ok, verified.stderr);
      const cosig = await runGoTool(["cosig", b.witnessKey.vkey], note);
      assert(cosig.ok, cosig.stderr);
      assertEquals(cosig.stdout, `${Math.floor(serverB.clock.t / 1000)}\n`);
    }
  } finally {
    await double.close();
  }
});

/** A checkpoint note of a made-up tree of `size` leaves, signed by `key`. */
async function madeUp(key: NoteSigner, size: number, seed: number): Promise<string> {
  const body = formatCheckpoint({
    origin: key.name,
    size,
    rootHash: new Uint8Array(32).fill(seed),
    extensions: [],
  });
  return formatNote(body, [await signNote(body, key)]);
}

Deno.test("a witness over HTTP refuses a fork (422, 409), a rollback, an unknown key (403), bad bodies", async () => {
  const double = await startSourceDouble();
  const a = await side("a");
  const b = await side("b");
  await using serverA = await start(a, b, double);
  await using serverB = await start(b, a, double);
  try {
    for (const title of ["one", "two", "three"]) {
      assertEquals((await serverA.post("/api/v1/giveaways", giveaway({ title }))).status, 201);
    }
    const true3 = await (await fetch(`${serverA.url}/api/v1/log/checkpoint`)).text();
    assertEquals(parseCheckpoint(parseNote(true3).text).size, 3);
    const add = "/api/v1/witness/add-checkpoint";
    const zero = toBase64(new Uint8Array(32));

    // A fork: A's key signs a tree of 5 that does not extend the 3 B cosigned.
    const fork = await postText(
      serverB,
      add,
      `old 3\n${zero}\n${zero}\n\n${await madeUp(a.logKey, 5, 9)}`,
    );
    assertEquals(fork.status, 422, fork.text);
    // Another tree of size 3: 409, and B's size says where it stands.
    const sameSize = await postText(serverB, add, `old 3\n\n${await madeUp(a.logKey, 3, 9)}`);
    assertEquals([sameSize.status, sameSize.type, sameSize.text], [409, "text/x.tlog.size", "3\n"]);
    // A rollback to 2: old 3 > 2 is a 400, old 2 a 409.
    const rollback = await postText(serverB, add, `old 3\n\n${await madeUp(a.logKey, 2, 1)}`);
    assertEquals(rollback.status, 400);
    const rollback2 = await postText(
      serverB,
      add,
      `old 2\n${zero}\n\n${await madeUp(a.logKey, 2, 1)}`,
    );
    assertEquals([rollback2.status, rollback2.text], [409, "3\n"]);
    // The true checkpoint is still cosigned (old = size, same root).
    const again = await postText(serverB, add, `old 3\n\n${true3}`);
    assertEquals(again.status, 200, again.text);
    assert(again.text.startsWith(`\u2014 b.example/witness `));

    // A key B does not trust for a.example/log: 403; a log it does not witness: 404.
    const stranger = await generateSigner("a.example/log", ALG_ED25519);
    assertEquals(
      (await postText(serverB, add, `old 3\n\n${await madeUp(stranger, 4, 2)}`)).status,
      403,
    );
    const unknown = await generateSigner("c.example/log", ALG_ED25519);
    assertEquals(
      (await postText(serverB, add, `old 0\n\n${await madeUp(unknown, 4, 2)}`)).status,
      404,
    );

    // Malformed: 400 with the field; too large: 413.
    const malformed = await postText(serverB, add, "old three\n\n");
    assertEquals(malformed.status, 400);
    assertEquals(JSON.parse(malformed.text).error.field, "body");
    const huge = await postText(serverB, add, `old 0\n${"A".repeat(WITNESS_BODY_LIMIT)}`);
    assertEquals(huge.status, 413);
    // GET is not add-checkpoint's method.
    const get = await fetch(`${serverB.url}${add}`);
    await get.body?.cancel();
    assertEquals(get.status, 405);
  } finally {
    await double.close();
  }
});

Deno.test("an instance that witnesses no log answers 404 on the witness routes", async () => {
  await using server = await startServer({});
  const add = await postText(server, "/api/v1/witness/add-checkpoint", "old 0\n\n");
  assertEquals(add.status, 404);
  const key = await fetch(`${server.url}/api/v1/witness/key`);
  await key.body?.cancel();
  assertEquals(key.status, 404);
});
