import { assert, assertEquals, assertRejects } from "@std/assert";
import { HttpError } from "../../src/http/errors.ts";
import { lazy } from "../../src/lazy.ts";
import {
  ALG_COSIGNATURE,
  ALG_ED25519,
  checkSignature,
  generateSigner,
  type NoteSigner,
  parseNote,
  parseSignatureLine,
  parseVerifierKey,
  toBase64,
} from "../../src/log/note.ts";
import {
  answerAddCheckpoint,
  answerWitnessKey,
  CLOCK_BACK_MS,
  createWitness,
  loadWitness,
  MAX_PROOF_LINES,
  parseAddCheckpoint,
  type Witness,
  WITNESS_BODY_LIMIT,
  WITNESS_KEY,
  type WitnessAnswer,
} from "../../src/log/witness.ts";
import { memoryLog } from "./_memory_log.ts";

const NOW = Date.UTC(2026, 7, 20, 10, 0, 0);

async function setUp() {
  const db = await Deno.openKv(":memory:");
  const logKey = await generateSigner("a.example/log", ALG_ED25519);
  const witnessKey = await generateSigner("w.example/witness", ALG_COSIGNATURE);
  const clock = { t: NOW };
  const reports: Record<string, unknown>[] = [];
  const witness = createWitness(
    db,
    witnessKey,
    [await parseVerifierKey(logKey.vkey)],
    () => clock.t,
    (entry) => reports.push(entry),
  );
  const log = memoryLog(logKey);
  return { db, logKey, witnessKey, witness, log, clock, reports };
}

/** The cosignature in a 200 answer, verified under the witness's key: its time. */
async function cosignedAt(answer: WitnessAnswer, note: string, witness: NoteSigner) {
  assertEquals(answer.status, 200, JSON.stringify(answer));
  if (answer.status !== 200) throw new Error("unreachable");
  assertEquals(answer.lines.length, 1);
  const checked = await checkSignature(
    parseNote(note).text,
    parseSignatureLine(answer.lines[0]!),
    await parseVerifierKey(witness.vkey),
  );
  assert(checked !== undefined, "the cosignature verifies under the witness key");
  return checked?.timestamp;
}

Deno.test("witness: first sight from 0, then each step with its consistency proof", async () => {
  const { db, witness, witnessKey, log, clock } = await setUp();
  try {
    await log.growTo(3);
    const first = await witness.addCheckpoint(await log.addBody(0));
    assertEquals(await cosignedAt(first, await log.checkpoint(), witnessKey), NOW / 1000);
    for (const next of [4, 5, 8, 9, 17, 100]) {
      const old = log.size;
      await log.growTo(next);
      clock.t += 1500;
      const answer = await witness.addCheckpoint(await log.addBody(old));
      assertEquals(
        await cosignedAt(answer, await log.checkpoint(), witnessKey),
        Math.floor(clock.t / 1000),
      );
    }
    // The same checkpoint again (old = its size, no proof) is cosigned again, with a later time.
    clock.t += 60_000;
    const again = await witness.addCheckpoint(await log.addBody(100));
    assertEquals(
      await cosignedAt(again, await log.checkpoint(), witnessKey),
      Math.floor(clock.t / 1000),
    );
    const seen = await db.get<{ size: number }>(["witness", "log", "a.example/log"]);
    assertEquals(seen.value?.size, 100);
  } finally {
    db.close();
  }
});

Deno.test("witness: a clock gone back is caught: it never dates a larger tree before a smaller one", async () => {
  const { db, witness, witnessKey, log, clock, reports } = await setUp();
  let cosigned = 0;
  /** Grows the log to `size`, has it cosigned from the size last cosigned: the time, or a refusal's
   * status. */
  const cosignAt = async (size: number) => {
    await log.growTo(size);
    const answer = await witness.addCheckpoint(await log.addBody(cosigned));
    if (answer.status !== 200) return answer.status;
    cosigned = size;
    return await cosignedAt(answer, await log.checkpoint(), witnessKey);
  };
  try {
    assertEquals(await cosignAt(3), NOW / 1000);
    // Another instance's clock, a minute behind: it cosigns at the time already cosigned, not
    // before it.
    clock.t = NOW - CLOCK_BACK_MS;
    assertEquals(await cosignAt(4), NOW / 1000);
    // A second more: the clock has gone back, and the witness says so rather than cosign.
    clock.t = NOW - CLOCK_BACK_MS - 1000;
    assertEquals(await cosignAt(5), 503);
    assertEquals(reports.map((r) => [r.event, r.cosigned_at]), [[
      "witness_clock_back",
      NOW / 1000,
    ]]);
    // Right again: the checkpoint is cosigned at the clock's time.
    clock.t = NOW + 5000;
    assertEquals(await cosignAt(6), NOW / 1000 + 5);
  } finally {
    db.close();
  }
});

Deno.test("witness: a wrong old size is a 409 with the size it cosigned", async () => {
  const { db, witness, log } = await setUp();
  try {
    await log.growTo(5);
    assertEquals((await witness.addCheckpoint(await log.addBody(0))).status, 200);
    await log.growTo(9);
    // The client does not know: old 0, then a stale 3.
    assertEquals(await witness.addCheckpoint(await log.addBody(0)), {
      status: 409,
      size: 5,
      message: "old size 0 is not 5",
    });
    const stale = await witness.addCheckpoint(await log.addBody(3));
    assertEquals(stale.status === 409 && stale.size, 5);
    assertEquals((await witness.addCheckpoint(await log.addBody(5))).status, 200);
  } finally {
    db.close();
  }
});

Deno.test("witness: a fork is refused, by 422 (a proof that fails) or 409 (same size)", async () => {
  const { db, witness, log, logKey, reports } = await setUp();
  try {
    await log.growTo(6);
    assertEquals((await witness.addCheckpoint(await log.addBody(0))).status, 200);
    // The same key signs another history: leaves that differ from the first.
    const fork = memoryLog(logKey);
    await fork.growTo(10, "other");
    const body = await fork.addBody(6);
    assertEquals((await witness.addCheckpoint(body)).status, 422);
    // A real proof of the true log with the fork's checkpoint: 422 too.
    await log.growTo(10);
    const trueProof = (await log.addBody(6)).split("\n\n")[0]!;
    const mixed = `${trueProof}\n\n${await fork.checkpoint()}`;
    assertEquals((await witness.addCheckpoint(mixed)).status, 422);
    // A hash of the true proof changed: 422.
    const lines = (await log.addBody(6)).split("\n");
    const changed = Uint8Array.fromBase64(lines[1]!);
    changed[0] = changed[0]! ^ 1;
    lines[1] = toBase64(changed);
    assertEquals((await witness.addCheckpoint(lines.join("\n"))).status, 422);
    // The fork at the size already cosigned: 409.
    const sameSize = memoryLog(logKey);
    await sameSize.growTo(6, "other");
    const conflict = await witness.addCheckpoint(await sameSize.addBody(6));
    assertEquals(conflict.status === 409 && conflict.size, 6);
    // Each signed inconsistency is reported, with the note as evidence.
    assertEquals(reports.map((report) => report.why), [
      "the consistency proof fails",
      "the consistency proof fails",
      "the consistency proof fails",
      "another root hash at the same size",
    ]);
    assertEquals(reports[3]!.note, await sameSize.checkpoint());
    assertEquals(reports[3]!.seen_size, 6);
    // Nothing of it was recorded: the true log goes on from 6.
    assertEquals((await witness.addCheckpoint(await log.addBody(6))).status, 200);
  } finally {
    db.close();
  }
});

Deno.test("witness: a rollback is refused (400 old > size, 409 old < latest)", async () => {
  const { db, witness, log, logKey } = await setUp();
  try {
    await log.growTo(4);
    const older = await log.checkpoint();
    await log.growTo(12);
    assertEquals((await witness.addCheckpoint(await log.addBody(0))).status, 200);
    const back = await witness.addCheckpoint(`old 12\n\n${older}`);
    assertEquals(back.status, 400);
    const from0 = await witness.addCheckpoint(`old 0\n\n${older}`);
    assertEquals(from0.status === 409 && from0.size, 12);
    const small = memoryLog(logKey);
    await small.growTo(4);
    const from4 = await witness.addCheckpoint(await small.addBody(4));
    assertEquals(from4.status === 409 && from4.size, 12);
  } finally {
    db.close();
  }
});

Deno.test("witness: unknown origin 404, a key it does not trust 403, a bad signature 403", async () => {
  const { db, witness, log } = await setUp();
  try {
    const stranger = memoryLog(await generateSigner("b.example/log", ALG_ED25519));
    await stranger.growTo(2);
    assertEquals((await witness.addCheckpoint(await stranger.addBody(0))).status, 404);
    const impostor = memoryLog(await generateSigner("a.example/log", ALG_ED25519));
    await impostor.growTo(2);
    assertEquals((await witness.addCheckpoint(await impostor.addBody(0))).status, 403);
    await log.growTo(2);
    const body = await log.addBody(0);
    const broken = body.replace(
      / (\S)(\S*)\n$/,
      (_, c: string, rest: string) =>
        ` ${c}${rest.slice(0, 10)}${rest[10] === "A" ? "B" : "A"}${rest.slice(11)}\n`,
    );
    assert(broken !== body);
    assertEquals((await witness.addCheckpoint(broken)).status, 403);
    // Nothing was recorded by any of them.
    assertEquals((await db.get(["witness", "log", "a.example/log"])).value, null);
  } finally {
    db.close();
  }
});

Deno.test("witness: concurrent add-checkpoints never roll the log back", async () => {
  const { db, witness, log, logKey } = await setUp();
  try {
    await log.growTo(3);
    assertEquals((await witness.addCheckpoint(await log.addBody(0))).status, 200);
    // Ten clients, each with a checkpoint from 3 to a larger size, at once: the spec's race.
    const bodies: string[] = [];
    for (let size = 4; size <= 13; size++) {
      const copy = memoryLog(logKey);
      await copy.growTo(size);
      bodies.push(await copy.addBody(3));
    }
    const answers = await Promise.all(bodies.map((body) => witness.addCheckpoint(body)));
    const cosigned = answers.flatMap((answer, i) => answer.status === 200 ? [i + 4] : []);
    assertEquals(cosigned.length, 1, JSON.stringify(answers.map((a) => a.status)));
    for (const answer of answers) assert(answer.status === 200 || answer.status === 409);
    const seen = await db.get<{ size: number }>(["witness", "log", "a.example/log"]);
    assertEquals(seen.value?.size, cosigned[0]);
  } finally {
    db.close();
  }
});

Deno.test("witness: malformed bodies are 400s, each saying what is wrong", async () => {
  const { db, witness, log } = await setUp();
  try {
    await log.growTo(5);
    const note = await log.checkpoint();
    const hash = `${toBase64(new Uint8Array(32))}\n`;
    const bad: [string, string][] = [
      ["", "old <size>"],
      [`old 01\n\n${note}`, "old <size>"],
      [`old -1\n\n${note}`, "old <size>"],
      [`old 1 \n\n${note}`, "old <size>"],
      [`OLD 1\n\n${note}`, "old <size>"],
      [`old 1\n${toBase64(new Uint8Array(31))}\n\n${note}`, "proof line 1"],
      [`old 1\n${hash.slice(0, -2)}\n\n${note}`, "proof line 1"],
      [`old 1\n${hash.repeat(MAX_PROOF_LINES + 1)}\n${note}`, "at most 63"],
      [`old 1\n${hash}`, "empty line"],
      [`old 0\n\n${note.split("\n\n")[0]}\n`, "the checkpoint"],
      [`old 0\n\nx\n5\nroot\n\n${note.split("\n\n")[1]}`, "the checkpoint"],
      [`old 0\n${hash}\n${note}`, "size 0 must be empty"],
    ];
    for (const [body, says] of bad) {
      const answer = await witness.addCheckpoint(body);
      assertEquals(answer.status, 400, body);
      assert(answer.status === 400 && answer.message.includes(says), JSON.stringify(answer));
    }
    // 63 proof lines are taken as a form (the proof then fails: 422, not 400).
    await log.growTo(6);
    const parsed = parseAddCheckpoint(`old 5\n${hash.repeat(MAX_PROOF_LINES)}\n${note}`);
    assert(typeof parsed !== "string" && parsed.proof.length === MAX_PROOF_LINES);
  } finally {
    db.close();
  }
});

function post(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/api/v1/witness/add-checkpoint", {
    method: "POST",
    body,
    headers,
  });
}

Deno.test("witness over HTTP: 200 lines, 409 text/x.tlog.size, 413, 400 for bad UTF-8, 404", async () => {
  const { db, witness, log } = await setUp();
  try {
    const made = lazy(() => Promise.resolve<Witness>(witness));
    await log.growTo(2);
    const ok = await answerAddCheckpoint(post(await log.addBody(0)), made);
    assertEquals(ok.status, 200);
    assert((await ok.text()).startsWith("\u2014 w.example/witness "));
    await log.growTo(3);
    const conflict = await answerAddCheckpoint(post(await log.addBody(0)), made);
    assertEquals(conflict.status, 409);
    assertEquals(conflict.headers.get("content-type"), "text/x.tlog.size");
    assertEquals(await conflict.text(), "2\n");
    const huge = "x".repeat(WITNESS_BODY_LIMIT + 1);
    const tooLarge = await assertRejects(() => answerAddCheckpoint(post(huge), made), HttpError);
    assertEquals(tooLarge.status, 413);
    // At the limit exactly: read, and refused for its form.
    const atLimit = await assertRejects(
      () => answerAddCheckpoint(post("x".repeat(WITNESS_BODY_LIMIT)), made),
      HttpError,
    );
    assertEquals([atLimit.status, atLimit.field], [400, "body"]);
    const notUtf8 = await assertRejects(
      () => answerAddCheckpoint(post(new Uint8Array([0x6f, 0x6c, 0x64, 0xff])), made),
      HttpError,
    );
    assertEquals([notUtf8.status, notUtf8.field], [400, "body"]);
    const forbidden = await answerAddCheckpoint(
      post(await memoryLog(await generateSigner("a.example/log", ALG_ED25519)).addBody(0)),
      made,
    );
    assertEquals(forbidden.status, 403);
    await forbidden.body?.cancel();
    const none = await assertRejects(
      () => answerAddCheckpoint(post("old 0\n"), undefined),
      HttpError,
    );
    assertEquals(none.status, 404);
    const key = await answerWitnessKey(made);
    assertEquals(await key.text(), `${witness.vkey}\n`);
    assertEquals((await assertRejects(() => answerWitnessKey(undefined), HttpError)).status, 404);
  } finally {
    db.close();
  }
});

Deno.test("loadWitness: the key from WITNESS_SIGNING_KEY, or made once in KV", async () => {
  const db = await Deno.openKv(":memory:");
  try {
    const log = await generateSigner("a.example/log", ALG_ED25519);
    const config = { witnessSigningKey: undefined, witnessLogs: [log.vkey] };
    const made = await loadWitness(config, db, "localhost/witness", Date.now);
    assert(made.vkey.startsWith("localhost/witness+"));
    assertEquals((await loadWitness(config, db, "localhost/witness", Date.now)).vkey, made.vkey);
    assert(typeof (await db.get(WITNESS_KEY)).value === "string");
    const given = await generateSigner("w.example/witness", ALG_COSIGNATURE);
    const fromEnv = await loadWitness(
      { witnessSigningKey: given.privateText, witnessLogs: [log.vkey] },
      db,
      "localhost/witness",
      Date.now,
    );
    assertEquals(fromEnv.vkey, given.vkey);
  } finally {
    db.close();
  }
});

Deno.test("witness: two instances on one KV file agree, and never roll back between them", async () => {
  const path = await Deno.makeTempFile({ suffix: ".sqlite" });
  const dbs = [await Deno.openKv(path), await Deno.openKv(path)];
  try {
    const logKey = await generateSigner("a.example/log", ALG_ED25519);
    const witnessKey = await generateSigner("w.example/witness", ALG_COSIGNATURE);
    const logs = [await parseVerifierKey(logKey.vkey)];
    const witnesses = dbs.map((db) => createWitness(db, witnessKey, logs, () => NOW));
    const log = memoryLog(logKey);
    await log.growTo(2);
    assertEquals((await witnesses[0]!.addCheckpoint(await log.addBody(0))).status, 200);
    // The other instance knows size 2 from the shared KV.
    const stale = await witnesses[1]!.addCheckpoint(await log.addBody(0));
    assertEquals(stale.status === 409 && stale.size, 2);
    // Checkpoints of sizes 3 to 10 from 2, to both instances at once: one is cosigned.
    const bodies: string[] = [];
    for (let size = 3; size <= 10; size++) {
      const copy = memoryLog(logKey);
      await copy.growTo(size);
      bodies.push(await copy.addBody(2));
    }
    const answers = await Promise.all(
      bodies.map((body, i) => witnesses[i % 2]!.addCheckpoint(body)),
    );
    const cosigned = answers.flatMap((answer, i) => answer.status === 200 ? [i + 3] : []);
    assertEquals(cosigned.length, 1, JSON.stringify(answers.map((answer) => answer.status)));
    const seen = await dbs[1]!.get<{ size: number }>(["witness", "log", "a.example/log"]);
    assertEquals(seen.value?.size, cosigned[0]);
  } finally {
    for (const db of dbs) db.close();
    await Deno.remove(path);
  }
});
