import { assert, assertEquals } from "@std/assert";
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
  signNote,
} from "../../src/log/note.ts";
import { answerAddCheckpoint, createWitness, type Witness } from "../../src/log/witness.ts";
import {
  addCheckpointUrl,
  createWitnessClient,
  type WitnessEntry,
} from "../../src/log/witness_client.ts";
import { memoryLog } from "./_memory_log.ts";

const NOW = Date.UTC(2026, 7, 20, 10, 0, 0);

/** A witness of a log, reached by a fetch that calls its HTTP answer, counting the calls. */
async function witnessOf(logKey: NoteSigner, name: string) {
  const db = await Deno.openKv(":memory:");
  const key = await generateSigner(name, ALG_COSIGNATURE);
  const witness = createWitness(db, key, [await parseVerifierKey(logKey.vkey)], () => NOW);
  const made = lazy(() => Promise.resolve<Witness>(witness));
  const calls: string[] = [];
  const prefix = `https://${name.split("/")[0]}/api/v1/witness/`;
  const entry: WitnessEntry = { vkey: key.vkey, prefix };
  return { db, key, witness, calls, entry, made };
}

type Served = Awaited<ReturnType<typeof witnessOf>>;

/** A fetch that sends each URL to its witness's answer. */
function fetchTo(witnesses: Served[], change?: (url: string, response: Response) => Response) {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const served = witnesses.find((w) => addCheckpointUrl(w.entry.prefix) === url);
    if (served === undefined) throw new TypeError(`no witness at ${url}`);
    const request = new Request(url, init);
    served.calls.push((await request.clone().text()).split("\n")[0]!);
    const response = await answerAddCheckpoint(request, served.made);
    return change === undefined ? response : change(url, response);
  }) as typeof fetch;
}

Deno.test("witness client: each witness cosigns, learning its size from a 409 once", async () => {
  const logKey = await generateSigner("a.example/log", ALG_ED25519);
  const log = memoryLog(logKey);
  const one = await witnessOf(logKey, "w1.example/witness");
  const two = await witnessOf(logKey, "w2.example/witness");
  try {
    const logs: Record<string, unknown>[] = [];
    const client = createWitnessClient([one.entry, two.entry], {
      fetch: fetchTo([one, two]),
      log: (entry) => logs.push(entry),
    });
    await log.growTo(3);
    // Witness two already cosigned size 3 for another instance of the register.
    assertEquals((await two.witness.addCheckpoint(await log.addBody(0))).status, 200);
    const note3 = await log.checkpoint();
    const lines = await client.askWitnesses(note3, 3, log.prove);
    assertEquals(lines.length, 2);
    const body = parseNote(note3).text;
    for (const [line, w] of [[lines[0]!, one], [lines[1]!, two]] as const) {
      const checked = await checkSignature(
        body,
        parseSignatureLine(line),
        await parseVerifierKey(w.key.vkey),
      );
      assertEquals(checked?.timestamp, NOW / 1000);
    }
    assertEquals(one.calls, ["old 0"]);
    assertEquals(two.calls, ["old 0", "old 3"]);
    // Then from what it learnt, with the consistency proof.
    await log.growTo(7);
    assertEquals((await client.askWitnesses(await log.checkpoint(), 7, log.prove)).length, 2);
    assertEquals(one.calls.at(-1), "old 3");
    assertEquals(two.calls.at(-1), "old 3");
    assertEquals(logs, []);
  } finally {
    one.db.close();
    two.db.close();
  }
});

Deno.test("witness client: a forged, altered or missing cosignature is left out and logged", async () => {
  const logKey = await generateSigner("a.example/log", ALG_ED25519);
  const log = memoryLog(logKey);
  const honest = await witnessOf(logKey, "w1.example/witness");
  const forger = await witnessOf(logKey, "w2.example/witness");
  const mute = await witnessOf(logKey, "w3.example/witness");
  try {
    const other = await generateSigner("w2.example/witness", ALG_COSIGNATURE);
    const logs: Record<string, unknown>[] = [];
    const client = createWitnessClient([honest.entry, forger.entry, mute.entry], {
      fetch: fetchTo([honest, forger, mute], (url, response) => {
        if (url.includes("w2.example")) {
          // Nothing but a 200.
          return new Response("", { status: 200 });
        }
        // An empty line, not a signature line.
        if (url.includes("w3.example")) return new Response("\n", { status: 200 });
        return response;
      }),
      log: (entry) => logs.push(entry),
    });
    await log.growTo(2);
    const note = await log.checkpoint();
    const forged = await signNote(parseNote(note).text, other, NOW / 1000);
    const withForgery = createWitnessClient([forger.entry], {
      fetch: (() => Promise.resolve(new Response(forged, { status: 200 }))) as typeof fetch,
      log: (entry) => logs.push(entry),
    });
    const lines = await client.askWitnesses(note, 2, log.prove);
    assertEquals(lines.length, 1);
    assert(lines[0]!.startsWith("\u2014 w1.example/witness "));
    assertEquals(logs.map((entry) => entry.witness), ["w2.example/witness", "w3.example/witness"]);
    // A line of another key under the same name: not the witness's key ID, so none of its own.
    assertEquals(await withForgery.askWitnesses(note, 2, log.prove), []);
    assert(String(logs.at(-1)?.error).includes("no cosignature of its key"));
    // The right key ID on a signature by another key: it does not verify.
    const signature = parseSignatureLine(forged).signature;
    const wrongSig = new Uint8Array(4 + signature.length);
    new DataView(wrongSig.buffer).setUint32(0, (await parseVerifierKey(forger.entry.vkey)).keyId);
    wrongSig.set(signature, 4);
    const impostor = createWitnessClient([forger.entry], {
      fetch: (() =>
        Promise.resolve(
          new Response(`\u2014 w2.example/witness ${wrongSig.toBase64()}\n`, { status: 200 }),
        )) as typeof fetch,
      log: (entry) => logs.push(entry),
    });
    assertEquals(await impostor.askWitnesses(note, 2, log.prove), []);
    assert(String(logs.at(-1)?.error).includes("does not verify"));
  } finally {
    honest.db.close();
    forger.db.close();
    mute.db.close();
  }
});

Deno.test("witness client: a slow witness is given up within its time; the others answer", async () => {
  const logKey = await generateSigner("a.example/log", ALG_ED25519);
  const log = memoryLog(logKey);
  const fast = await witnessOf(logKey, "w1.example/witness");
  const slow = await witnessOf(logKey, "w2.example/witness");
  try {
    const logs: Record<string, unknown>[] = [];
    const answer = fetchTo([fast]);
    const client = createWitnessClient([fast.entry, slow.entry], {
      timeoutMs: 200,
      fetch: ((input: string | URL | Request, init?: RequestInit) => {
        if (!String(input).includes("w2.example")) return answer(input, init);
        // Never answers; gives up when the signal says so.
        return new Promise((_, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
        });
      }) as typeof fetch,
      log: (entry) => logs.push(entry),
    });
    await log.growTo(2);
    const started = performance.now();
    const lines = await client.askWitnesses(await log.checkpoint(), 2, log.prove);
    const took = performance.now() - started;
    assertEquals(lines.length, 1);
    assert(took >= 150 && took < 2000, `took ${took} ms`);
    assertEquals(logs.map((entry) => entry.witness), ["w2.example/witness"]);
  } finally {
    fast.db.close();
    slow.db.close();
  }
});

Deno.test("witness client: a witness ahead of this checkpoint is not asked again for it", async () => {
  const logKey = await generateSigner("a.example/log", ALG_ED25519);
  const log = memoryLog(logKey);
  const ahead = await witnessOf(logKey, "w1.example/witness");
  try {
    await log.growTo(2);
    const note2 = await log.checkpoint();
    await log.growTo(5);
    assertEquals((await ahead.witness.addCheckpoint(await log.addBody(0))).status, 200);
    const client = createWitnessClient([ahead.entry], { fetch: fetchTo([ahead]), log: () => {} });
    assertEquals(await client.askWitnesses(note2, 2, log.prove), []);
    assertEquals(ahead.calls, ["old 0"]);
    assertEquals(await client.askWitnesses(note2, 2, log.prove), []);
    assertEquals(ahead.calls, ["old 0"], "known to be ahead: not asked");
    assertEquals(
      createWitnessClient([]).askWitnesses(note2, 2, log.prove) instanceof Promise,
      true,
    );
    assertEquals(await createWitnessClient([]).askWitnesses(note2, 2, log.prove), []);
  } finally {
    ahead.db.close();
  }
});

Deno.test("witness client: the add-checkpoint URL from a prefix with or without its slash", () => {
  assertEquals(
    addCheckpointUrl("https://w.example/api/v1/witness/"),
    "https://w.example/api/v1/witness/add-checkpoint",
  );
  assertEquals(addCheckpointUrl("https://w.example/w"), "https://w.example/w/add-checkpoint");
});
