import { assert, assertEquals, assertRejects } from "@std/assert";
import { StartupError } from "../../src/config.ts";
import { checkWitnessKeys, witnessName, witnessStartLines } from "../../src/log/witness_routes.ts";

const WITNESS_SKEY =
  "PRIVATE+KEY+w.example/witness+ca2e6b74+BO+KdJbmWc/ZbcAGsuiZNVfG/ydNm0D0DS4G4CIfkGRe";
const WITNESS_VKEY = "w.example/witness+ca2e6b74+BPkK49rmObajarl53AOSPNVaAaThacnyCB9ajQRSnzh7";
const LOG_VKEY = "a.example/log+ca97a429+AX8fz5jGge6zOfRBP+s7asNBU6sixENmsDsGcwOGoNDq";
const NONE = { witnessSigningKey: undefined, witnessLogs: [], logWitnesses: [] };

Deno.test("witnessName: the log origin's host, then /witness", () => {
  assertEquals(witnessName(undefined), "localhost/witness");
  assertEquals(witnessName("https://fairdraw.example"), "fairdraw.example/witness");
  assertEquals(witnessName("http://127.0.0.1:8000"), "127.0.0.1:8000/witness");
});

Deno.test("witnessStartLines: which logs, where the key comes from, which witnesses are asked", () => {
  assertEquals(witnessStartLines({ publicUrl: undefined, ...NONE }), []);
  assertEquals(
    witnessStartLines({ publicUrl: "https://f.example", ...NONE, witnessLogs: [LOG_VKEY] }),
    [
      "witness of a.example/log; witness key: made once and kept in KV as f.example/witness " +
      "(set WITNESS_SIGNING_KEY to give one); GET /api/v1/witness/key gives it",
    ],
  );
  assertEquals(
    witnessStartLines({
      publicUrl: undefined,
      witnessSigningKey: WITNESS_SKEY,
      witnessLogs: [LOG_VKEY, LOG_VKEY.replace("a.example", "b.example")],
      logWitnesses: [{ vkey: WITNESS_VKEY, prefix: "https://w.example/api/v1/witness/" }],
    }),
    [
      "witness of a.example/log, b.example/log; witness key: from WITNESS_SIGNING_KEY " +
      "(w.example/witness); GET /api/v1/witness/key gives it",
      "the register asks these witnesses to cosign: w.example/witness at " +
      "https://w.example/api/v1/witness/",
    ],
  );
});

Deno.test("checkWitnessKeys: a key ID that does not match its key stops the start, naming the variable", async () => {
  await checkWitnessKeys(NONE);
  await checkWitnessKeys({
    witnessSigningKey: WITNESS_SKEY,
    witnessLogs: [LOG_VKEY],
    logWitnesses: [{ vkey: WITNESS_VKEY, prefix: "https://w.example/" }],
  });
  const wrongLog = LOG_VKEY.replace("ca97a429", "ca97a42a");
  const log = await assertRejects(
    () => checkWitnessKeys({ ...NONE, witnessLogs: [wrongLog] }),
    StartupError,
  );
  assertEquals(
    log.message,
    `WITNESS_LOGS: ${wrongLog}: verifier key: the key id does not match the name and key`,
  );
  const wrongWitness = WITNESS_VKEY.replace("w.example", "v.example");
  const asked = await assertRejects(
    () =>
      checkWitnessKeys({ ...NONE, logWitnesses: [{ vkey: wrongWitness, prefix: "https://w/" }] }),
    StartupError,
  );
  assert(asked.message.startsWith(`LOG_WITNESSES: ${wrongWitness}: `));
  const own = await assertRejects(
    () =>
      checkWitnessKeys({
        ...NONE,
        witnessSigningKey: WITNESS_SKEY.replace("ca2e6b74", "00000000"),
      }),
    StartupError,
  );
  // The private key is not printed.
  assertEquals(
    own.message,
    "WITNESS_SIGNING_KEY: the key: private key: the key id does not match the name and key",
  );
});
