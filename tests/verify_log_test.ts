/**
 * The verifier proves time, or does not say 0 (issue 27): a giveaway exits 0 only when its
 * announcement is proven logged at least 10 minutes before the draw, by a log key the person
 * trusts, with the time of a trusted witness or the log's own word said as such. Each attack of
 * the review fails here: a register that lies, no proof of time, another key, a proof
 * that does not verify, a malformed record, a plain-http register, invisible characters, and
 * variants of the announcement, which the listing names. The logs are made by tests/_signed_log.ts,
 * from docs/FAIRNESS.md's formats, apart from src/log/.
 *
 * @module
 */
import { assert, assertEquals, assertStringIncludes } from "@std/assert";
import { AFTER_1239, type SourceDouble, startSourceDouble } from "../testing/source_double.ts";
import { ALG_COSIGNATURE, ALG_ED25519, generateSigner } from "../src/log/note.ts";
import { freePort } from "../testing/process.ts";
import { startServer } from "../testing/server.ts";
import {
  encodeBase64,
  leafText,
  type LogMember,
  logMember,
  type NoteSigner,
  noteSigner,
} from "./_signed_log.ts";
import {
  addDays,
  announcementId,
  CAFE,
  fakeRegister,
  forge,
  giveawayLabel,
  KR645_1239,
  listedOf,
  recordOf,
  runVerifierPython,
  sourcesOf,
  type Verdict,
  verify,
} from "./_verifier.ts";

const LOG = await noteSigner("fairdraw.test/log");
/** Another key of the same name: a register that made its own key to sign a log of its own. */
const IMPOSTOR = await noteSigner("fairdraw.test/log");
const WITNESS = await noteSigner("witness.test/w1", 0x04);
const OTHER_WITNESS = await noteSigner("witness.test/w2", 0x04);

const ANNOUNCED = "2026-08-20T09:00:00.000Z";
/** 2026-08-20T09:00:05Z, five seconds after the announcement, in POSIX seconds. */
const WITNESSED = Date.parse(ANNOUNCED) / 1000 + 5;
/** kr645 draw 1239 is due at 2026-08-29T11:35:00Z. */
const DUE = Date.parse("2026-08-29T11:35:00.000Z") / 1000;

/** How to make a record's `log`. */
interface Logging {
  /** The log key that signs (LOG by default). */
  signer?: NoteSigner;
  /** Witnesses and the POSIX time each cosigns at. */
  witnesses?: [NoteSigner, number][];
  /** The announced_at the leaf writes (the record's by default). */
  leafAnnouncedAt?: string;
  /** The announcement text the leaf holds (the record's by default). */
  announcement?: string;
}

/** The announcement text (FAIRNESS.md section 11) of a record. */
function announcementOf(record: Record<string, unknown>): string {
  return `fairdraw-announcement/v1\n${record.game}\n${record.draw}\n${record.label}`;
}

/** A record with its `log`: its leaf third of five in a log signed (and cosigned) as asked. */
async function logged(
  record: Record<string, unknown>,
  logging: Logging = {},
): Promise<Record<string, unknown>> {
  const leaf = leafText(
    String(record.id),
    logging.leafAnnouncedAt ?? String(record.announced_at),
    logging.announcement ?? announcementOf(record),
  );
  const others = ["one", "two", "four", "five"].map((name) => `another leaf, ${name}`);
  const log = await logMember({
    leaves: [others[0]!, others[1]!, leaf, others[2]!, others[3]!],
    index: 2,
    log: logging.signer ?? LOG,
    witnesses: logging.witnesses,
  });
  return { ...record, log };
}

/** The record of FAIRNESS.md's giveaway, drawn, announced on 2026-08-20, with its log. */
async function provenRecord(logging: Logging = {}): Promise<Record<string, unknown>> {
  return await logged(await recordOf(ANNOUNCED), logging);
}

/** Runs the verifier at the source double with the given options. */
function run(double: SourceDouble, document: unknown, args: string[]): Promise<Verdict> {
  const text = typeof document === "string" ? document : JSON.stringify(document);
  return verify(text, { args: [...sourcesOf(double), ...args] });
}

/** Asserts an exit code and that the output says something. */
function assertVerdict(verdict: Verdict, code: number, ...says: string[]): void {
  const output = verdict.stdout + verdict.stderr;
  assertEquals(verdict.code, code, output);
  for (const text of says) assertStringIncludes(output, text);
}

Deno.test("verifier: a record proven by the log exits 0, by the log's own word or a witness's", async () => {
  const double = await startSourceDouble();
  try {
    const record = await provenRecord();
    const id = String(record.id);
    const own = await run(double, record, ["--id", id, "--log-key", LOG.vkey]);
    assertVerdict(
      own,
      0,
      "  log:              leaf 2 of 5, fairdraw.test/log\n",
      `  log key:          ${LOG.vkey.split("+").slice(0, 2).join("+")}, --log-key\n`,
      `  time:             ${ANNOUNCED}: the log's own word, no witness\n`,
      "verified: every check held, the official record included, and the announcement is proven " +
        "logged at least 10 minutes before the draw",
    );
    const witnessed = await provenRecord({
      witnesses: [[OTHER_WITNESS, WITNESSED + 60], [WITNESS, WITNESSED]],
    });
    const byWitness = await run(double, witnessed, [
      "--id",
      id,
      "--log-key",
      LOG.vkey,
      "--witness-key",
      WITNESS.vkey,
    ]);
    assertVerdict(
      byWitness,
      0,
      "  time:             2026-08-20T09:00:05.000Z: cosigned by the witness witness.test/w1+",
    );
    // A trusted witness whose clock is behind the log's by more than 5 minutes cannot have seen
    // the leaf then: passed over, said as such, and the other trusted witness's time stands. At
    // 5 minutes behind, it is taken.
    const trustBoth = ["--witness-key", WITNESS.vkey, "--witness-key", OTHER_WITNESS.vkey];
    const ANNOUNCED_S = Date.parse(ANNOUNCED) / 1000;
    const behind = await provenRecord({
      witnesses: [[WITNESS, ANNOUNCED_S - 301], [OTHER_WITNESS, WITNESSED + 60]],
    });
    assertVerdict(
      await run(double, behind, ["--id", id, "--log-key", LOG.vkey, ...trustBoth]),
      0,
      "  passed over:      the witness witness.test/w1+",
      "cosigned at 2026-08-20T08:54:59.000Z, before the log's own time of the leaf " +
        "(2026-08-20T09:00:00.000Z): one of their clocks is wrong\n",
      "  time:             2026-08-20T09:01:05.000Z: cosigned by the witness witness.test/w2+",
    );
    const skewed = await provenRecord({
      witnesses: [[WITNESS, ANNOUNCED_S - 300], [OTHER_WITNESS, WITNESSED + 60]],
    });
    assertVerdict(
      await run(double, skewed, ["--id", id, "--log-key", LOG.vkey, ...trustBoth]),
      0,
      "  time:             2026-08-20T08:55:00.000Z: cosigned by the witness witness.test/w1+",
    );
    // The giveaway document of the same announcement, carrying the record's log.
    const document = JSON.parse(await forge(KR645_1239, { log: record.log }));
    assertVerdict(await run(double, document, ["--id", id, "--log-key", LOG.vkey]), 0);
  } finally {
    await double.close();
  }
});

Deno.test("verifier: no proof of time exits 4, saying loudly what is not proven", async () => {
  const double = await startSourceDouble();
  try {
    const record = await provenRecord();
    const id = String(record.id);
    const { log: _, ...unlogged } = record;
    const cases: [unknown, string[], string][] = [
      // The review's attack: a ground title with a made-up announced_at, and no flags at all.
      [await forge(KR645_1239, { announced_at: "2026-08-20T09:00:00.000Z" }), [], "no --id"],
      [
        await forge(KR645_1239, { id }),
        ["--id", id],
        "no proof of time: the file has no `log` (a register record carries one",
      ],
      [
        unlogged,
        ["--id", id, "--log-key", LOG.vkey],
        "no proof of time: the file has no `log` (a register record carries one",
      ],
      [
        record,
        ["--log-key", LOG.vkey],
        "NOT PROVEN: no --id: nothing shows that this is the announcement you saw",
      ],
      [
        record,
        ["--id", id],
        "NOT PROVEN: no trusted log key: give --log-key VKEY, or --register URL",
      ],
      // A log of its own, signed by a key the person does not trust.
      [
        await provenRecord({ signer: IMPOSTOR }),
        ["--id", id, "--log-key", LOG.vkey],
        "NOT PROVEN: the checkpoint is not signed by the trusted log key fairdraw.test/log+",
      ],
      // A witness is asked for and none of the trusted ones cosigned.
      [
        await provenRecord({ witnesses: [[OTHER_WITNESS, WITNESSED]] }),
        ["--id", id, "--log-key", LOG.vkey, "--witness-key", WITNESS.vkey],
        "NOT PROVEN: the checkpoint carries no cosignature of a trusted witness (witness.test/w1+",
      ],
      // The only trusted witness cosigned before the log made the leaf (a clock at 1970, say): its
      // time would prove any announcement early.
      [
        await provenRecord({ witnesses: [[WITNESS, 0]] }),
        ["--id", id, "--log-key", LOG.vkey, "--witness-key", WITNESS.vkey],
        "NOT PROVEN: the witness witness.test/w1+",
      ],
    ];
    for (const [document, args, says] of cases) {
      const verdict = await run(double, document, args);
      assertVerdict(
        verdict,
        4,
        says,
        "NOT PROVEN: the computation holds, but not that this announcement was made before the draw",
      );
      assert(!verdict.stdout.includes("verified: every check held"), verdict.stdout);
    }
  } finally {
    await double.close();
  }
});

/** The record's log with one thing changed. */
async function changedLog(
  change: (log: LogMember) => void | Promise<void>,
  logging: Logging = {},
): Promise<Record<string, unknown>> {
  const record = await provenRecord(logging);
  await change(record.log as LogMember);
  return record;
}

/** A base64 text with one bit of its byte `at` flipped. */
function flipped(text: string, at: number): string {
  const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  bytes[at]! ^= 1;
  return encodeBase64(bytes);
}

/** A checkpoint note with one bit of its signature line `line` (from 0) flipped. */
function flippedSignature(note: string, line: number): string {
  const lines = note.split("\n");
  const at = lines.indexOf("") + 1 + line;
  const [dash, name, signature] = lines[at]!.split(" ");
  lines[at] = `${dash} ${name} ${flipped(signature!, 20)}`;
  return lines.join("\n");
}

Deno.test("verifier: a log proof that does not verify exits 1, and a late one too", async () => {
  const double = await startSourceDouble();
  try {
    const id = String((await provenRecord()).id);
    const late = new Date((DUE - 9 * 60) * 1000).toISOString();
    const otherLabel = await giveawayLabel("Other raffle", CAFE.entries, 2);
    const cases: [Record<string, unknown>, string[], string][] = [
      [
        await changedLog((log) => void (log.checkpoint = flippedSignature(log.checkpoint, 0))),
        [],
        "not verified: the checkpoint's signature by fairdraw.test/log+",
      ],
      [
        await changedLog((log) => void (log.inclusion[1] = flipped(log.inclusion[1]!, 0))),
        [],
        "not verified: the inclusion proof of leaf 2 does not lead to the root hash",
      ],
      [
        await changedLog((log) => void (log.index = 3)),
        [],
        "the inclusion proof of leaf 3 does not lead to the root hash",
      ],
      [
        await provenRecord({
          announcement: `fairdraw-announcement/v1\nkr645\n1239\n${otherLabel}`,
        }),
        [],
        "not verified: the log's leaf holds another announcement than ID",
      ],
      [
        await provenRecord({ leafAnnouncedAt: "2026-08-21T09:00:00.000Z" }),
        [],
        "not verified: the file says announced_at 2026-08-20T09:00:00.000Z; the log's leaf says " +
        "2026-08-21T09:00:00.000Z",
      ],
      [
        await logged(await recordOf(late)),
        [],
        `not verified: the file's announced_at ${late} is not at least 10 minutes before the draw`,
      ],
      [
        await provenRecord({ witnesses: [[WITNESS, DUE - 9 * 60]] }),
        ["--witness-key", WITNESS.vkey],
        "not verified: the witness witness.test/w1+",
      ],
      [
        await changedLog(
          (log) => void (log.checkpoint = flippedSignature(log.checkpoint, 1)),
          { witnesses: [[WITNESS, WITNESSED]] },
        ),
        ["--witness-key", WITNESS.vkey],
        "not verified: the cosignature of the witness witness.test/w1+",
      ],
    ];
    for (const [record, args, says] of cases) {
      const verdict = await run(double, record, ["--id", id, "--log-key", LOG.vkey, ...args]);
      assertVerdict(verdict, 1, says);
    }
    // A checkpoint of another origin, signed by the trusted key.
    const record = await recordOf(ANNOUNCED);
    const leaf = leafText(id, ANNOUNCED, announcementOf(record));
    const elsewhere = {
      ...record,
      log: await logMember({ leaves: [leaf], index: 0, log: LOG, origin: "other.test/log" }),
    };
    assertVerdict(
      await run(double, elsewhere, ["--id", id, "--log-key", LOG.vkey]),
      1,
      'the checkpoint is of the log "other.test/log", not of fairdraw.test/log',
    );
  } finally {
    await double.close();
  }
});

Deno.test("verifier: a malformed record or log exits 2 and says why", async () => {
  const record = await provenRecord();
  const id = String(record.id);
  const cases: [(r: Record<string, unknown>) => void, string][] = [
    [
      (r) => r.result = "WINNER: Mallory (verified by fairdraw)",
      'result must be null or an object, got "WINNER: Mallory',
    ],
    [(r) => r.result = ["Mallory"], "result must be null or an object"],
    [
      (r) => r.log = "a proof, trust me",
      'the file\'s log must be an object {"index", "leaf", "checkpoint", "inclusion"}',
    ],
    [
      (r) => (r.log as Record<string, unknown>).index = "2",
      "the file's log.index must be a whole number from 0",
    ],
    [
      (r) => (r.log as Record<string, unknown>).index = -1,
      "the file's log.index must be a whole number from 0",
    ],
    [
      (r) => (r.log as Record<string, unknown>).leaf = "not base64!",
      "the file's log.leaf must be base64",
    ],
    [
      (r) => (r.log as Record<string, unknown>).inclusion = ["AAAA"],
      "log.inclusion must be a list of base64 SHA-256 hashes",
    ],
    [(r) => (r.log as Record<string, unknown>).extra = 1, "the file's log must be an object"],
    [
      (r) => (r.log as Record<string, unknown>).checkpoint = "no signatures\n",
      "log.checkpoint is not a signed note: no blank line",
    ],
    [
      (r) =>
        (r.log as Record<string, unknown>).checkpoint =
          "fairdraw.test/log\n5\nAAAA\n\n\u2014 fairdraw.test/log AAAAAAAA\n",
      "log.checkpoint is not a checkpoint",
    ],
    [
      (r) =>
        (r.log as Record<string, unknown>).checkpoint = "a\n1\nx\n\n- fairdraw.test/log AAAAAAAA\n",
      "is not a signature line",
    ],
  ];
  for (const [change, says] of cases) {
    const copy = structuredClone(record);
    change(copy);
    const verdict = await verify(JSON.stringify(copy), {
      args: ["--offline", "--id", id, "--log-key", LOG.vkey],
    });
    assertEquals([verdict.code, verdict.stdout], [2, ""], verdict.stderr);
    assertStringIncludes(verdict.stderr, says);
  }
});

Deno.test("verifier: a register that lies about the time does not get 0", async () => {
  const double = await startSourceDouble();
  // The review's attack: a giveaway made after the draw, served by a register with a backdated
  // record, first with no log at all, then with a log of its own key.
  const backdated = await recordOf(ANNOUNCED);
  const id = String(backdated.id);
  const bare = fakeRegister([backdated], null, [listedOf(backdated, 0)]);
  const ownLog = await logged(await recordOf(ANNOUNCED), { signer: IMPOSTOR });
  const forged = fakeRegister([ownLog], IMPOSTOR.vkey, [listedOf(ownLog, 0)]);
  try {
    const document = await forge(KR645_1239);
    assertVerdict(
      await run(double, document, ["--id", id, "--register", bare.url]),
      4,
      "NOT PROVEN: no proof of time: the register's record has no `log`\n",
      "NOT PROVEN: the computation holds",
    );
    assertVerdict(
      await run(double, document, ["--id", id, "--register", bare.url, "--log-key", LOG.vkey]),
      4,
      "NOT PROVEN: no proof of time: the register's record has no `log`",
    );
    // Its own key, trusted because it was asked for it: the log's own word, said as such...
    assertVerdict(
      await run(double, document, ["--id", id, "--register", forged.url]),
      0,
      `  log key:          ${
        IMPOSTOR.vkey.split("+").slice(0, 2).join("+")
      }, read at ${forged.url}/api/v1/log/key\n`,
      `  time:             ${ANNOUNCED}: the log's own word, no witness\n`,
    );
    // ...which the key one trusts, or a witness one trusts, turns down.
    assertVerdict(
      await run(double, document, ["--id", id, "--register", forged.url, "--log-key", LOG.vkey]),
      4,
      "NOT PROVEN: the checkpoint is not signed by the trusted log key fairdraw.test/log+",
    );
    assertVerdict(
      await run(double, document, [
        "--id",
        id,
        "--register",
        forged.url,
        "--witness-key",
        WITNESS.vkey,
      ]),
      4,
      "NOT PROVEN: the checkpoint carries no cosignature of a trusted witness",
    );
    assert(forged.asked.includes("/api/v1/log/key"), "the key is read at the register");
  } finally {
    await bare.shutdown();
    await forged.shutdown();
    await double.close();
  }
});

Deno.test("verifier: a register that is not https, or hides its host, exits 2 before any request", async () => {
  const document = await forge(KR645_1239);
  const refused: [string, string][] = [
    ["http://fairdraw.example", "is plain http: anyone on the way can answer for it"],
    ["http://10.0.0.1:8000", "is plain http"],
    ["http://127.0.0.1.nip.io", "is plain http"],
    ["http://localhost.evil.example", "is plain http"],
    ["https://fairdraw.example@evil/", "holds user information (before @)"],
    ["https://user:pass@fairdraw.example", "holds user information"],
    ["http://127.0.0.1@evil.example", "holds user information"],
    ["https://fairdraw.example\\@evil", "holds user information"],
    ["https://fairdraw.example/?x=@evil", "takes an http:// or https:// base URL"],
    ["https://fairdraw.example#@evil", "takes an http:// or https:// base URL"],
    ["https://fairdraw.example:0", "does not name a host"],
    ["https://fairdraw.example:99999", "does not name a host"],
    ["https://0x7f.1", "does not name a host"],
    ["https://1.2.3", "does not name a host"],
    ["https://256.1.1.1", "does not name a host"],
    ["https://[::1", "does not name a host"],
    ["https://fairdraw.example /x", "does not name a host"],
    ["HTTPS://fairdraw.example", "takes an http:// or https:// base URL"],
    ["ftp://fairdraw.example", "takes an http:// or https:// base URL"],
  ];
  for (const [url, says] of refused) {
    const verdict = await verify(document, { args: ["--register", url] });
    assertEquals([verdict.code, verdict.stdout], [2, ""], `${url}\n${verdict.stderr}`);
    assertStringIncludes(verdict.stderr, says, url);
  }
  const badKeys: [string[], string][] = [
    [
      ["--log-key", "fairdraw.test/log"],
      "a verifier key is <name>+<key ID, 8 hex digits>+<base64 key>",
    ],
    [["--log-key", WITNESS.vkey], "the key is not of type 0x01, an Ed25519 log key"],
    [["--witness-key", LOG.vkey], "the key is not of type 0x04, a cosignature/v1 key"],
    [
      ["--log-key", LOG.vkey.replace(/\+[0-9a-f]{8}\+/, "+00000000+")],
      "is not the ID of its name and key",
    ],
  ];
  for (const [args, says] of badKeys) {
    const verdict = await verify(document, { args });
    assertEquals(verdict.code, 2, verdict.stderr);
    assertStringIncludes(verdict.stderr, says);
  }
  // Loopback in each of its forms is taken over plain http (nothing listens: 3, not 2).
  for (
    const url of [
      "http://127.0.0.1:9",
      "http://localhost:9",
      "http://[::1]:9",
      "http://127.1.2.3:9/base/",
    ]
  ) {
    const verdict = await verify(document, { args: ["--register", url, "--timeout", "5"] });
    assertEquals(verdict.code, 3, `${url}\n${verdict.stdout}${verdict.stderr}`);
  }
});

Deno.test("verifier: the draw's other announcements are counted, and look-alikes named", async () => {
  const double = await startSourceDouble();
  const record = await provenRecord();
  const id = String(record.id);
  // Variants of the review's attack: the same entries under other titles, the same title in
  // another case and width, and one giveaway that has nothing to do with it.
  const sameEntries = await recordOf(ANNOUNCED, {
    ...CAFE,
    title: "Caf\u00e9 raffle, August 2026!",
  });
  const sameTitle = await recordOf(ANNOUNCED, {
    ...CAFE,
    title: "CAF\u00c9 RAFFLE, AUGUST \uff12\uff10\uff12\uff16",
    entries: ["Zed", "Yan"],
    winners: 1,
  });
  const unrelated = await recordOf(ANNOUNCED, {
    title: "Book club draw",
    entries: ["Kim", "Lee"],
    winners: 1,
  });
  const listing = [sameEntries, record, unrelated, sameTitle].map(listedOf);
  const register = fakeRegister([record], LOG.vkey, listing);
  try {
    const verdict = await run(double, record, ["--id", id, "--register", register.url]);
    assertVerdict(
      verdict,
      0,
      "WARNING: 2 other announcement(s) for this draw share the entries or the title",
      "  announcements:    4 for this draw at the register\n",
      `    ${sameEntries.id} "Caf\u00e9 raffle, August 2026!": the same entries\n`,
      `    ${sameTitle.id} "CAF\u00c9 RAFFLE, AUGUST \uff12\uff10\uff12\uff16": the same title\n`,
    );
    assert(
      !verdict.stdout.includes(String(unrelated.id)),
      "an unrelated announcement is not named",
    );
    const pages = register.asked.filter((path) => path.startsWith("/api/v1/giveaways?"));
    assertEquals(pages.length, 2, "every page of the listing is read");
    assertStringIncludes(pages[0]!, "game=kr645&draw=1239");
  } finally {
    await register.shutdown();
  }
  // A listing that leaves the announcement out, or counts what it does not list, is a lie.
  const hiding = fakeRegister([record], LOG.vkey, [listedOf(unrelated, 0)]);
  try {
    assertVerdict(
      await run(double, record, ["--id", id, "--register", hiding.url]),
      1,
      `not verified: the register's listing of the draw does not list ID ${id}`,
    );
  } finally {
    await hiding.shutdown();
    await double.close();
  }
});

/** RFC 8032 section 7.1, TEST 1 to 3: secret key, public key, message, signature (hex). */
const RFC8032 = [
  [
    "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
    "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
    "",
    "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b",
  ],
  [
    "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
    "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c",
    "72",
    "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00",
  ],
  [
    "c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
    "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025",
    "af82",
    "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a",
  ],
] as const;

const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (b) => parseInt(b, 16));
const toHexText = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** What the verifier's ed25519_verify answers for each (public key, message, signature), in hex. */
async function pythonVerifies(cases: [string, string, string][]): Promise<boolean[]> {
  return await runVerifierPython<boolean[]>(
    "import json; import fairdraw_verify as f; " +
      "print(json.dumps([f.ed25519_verify(bytes.fromhex(p), bytes.fromhex(m), bytes.fromhex(s)) " +
      "for p, m, s in json.load(sys.stdin)]))",
    cases,
  );
}

Deno.test("verifier: Ed25519 verification, RFC 8032's test vectors and Web Crypto's signatures", async () => {
  // The vectors as transcribed here are RFC 8032's: Web Crypto signs each message alike.
  for (const [secret, publicKey, message, signature] of RFC8032) {
    const pkcs8 = fromHex(`302e020100300506032b657004220420${secret}`);
    const key = await crypto.subtle.importKey("pkcs8", pkcs8, "Ed25519", false, ["sign"]);
    const signed = new Uint8Array(await crypto.subtle.sign("Ed25519", key, fromHex(message)));
    assertEquals(toHexText(signed), signature, `RFC 8032 vector of public key ${publicKey}`);
  }
  const flip = (text: string, at: number) =>
    text.slice(0, 2 * at) + (parseInt(text.slice(2 * at, 2 * at + 2), 16) ^ 1)
      .toString(16).padStart(2, "0") +
    text.slice(2 * at + 2);
  const ORDER = 2n ** 252n + 27742317777372353535851937790883648493n;
  const littleEndian = (value: bigint) =>
    toHexText(Uint8Array.from({ length: 32 }, (_, i) => Number((value >> BigInt(8 * i)) & 255n)));
  const cases: [string, string, string][] = [];
  const expected: boolean[] = [];
  const add = (ok: boolean, publicKey: string, message: string, signature: string) => {
    cases.push([publicKey, message, signature]);
    expected.push(ok);
  };
  for (const [, publicKey, message, signature] of RFC8032) {
    add(true, publicKey, message, signature);
    add(false, publicKey, message + "00", signature); // another message
    add(false, flip(publicKey, 3), message, signature); // another key
    add(false, publicKey, message, flip(signature, 5)); // R changed
    add(false, publicKey, message, flip(signature, 40)); // S changed
    // S + L: the same point arithmetic, but S must be below L (RFC 8032 section 5.1.7).
    const s = BigInt(`0x${toHexText(fromHex(signature.slice(64)).reverse())}`);
    add(false, publicKey, message, signature.slice(0, 64) + littleEndian(s + ORDER));
    add(false, publicKey, message, signature.slice(0, 64)); // too short
  }
  // A y that is not below p is no point; nor is x = 0 with the sign bit set (y = 1).
  const [, , message, signature] = RFC8032[0];
  add(false, "ed" + "ff".repeat(30) + "7f", message, signature);
  add(false, "01" + "00".repeat(30) + "80", message, signature);
  // Signatures Web Crypto makes, of messages of many lengths.
  const pair = await crypto.subtle.generateKey("Ed25519", true, [
    "sign",
    "verify",
  ]) as CryptoKeyPair;
  const publicKey = toHexText(new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey)));
  for (const length of [0, 1, 31, 32, 33, 64, 111, 112, 113, 127, 128, 129, 1000]) {
    const data = crypto.getRandomValues(new Uint8Array(length));
    const signed = toHexText(
      new Uint8Array(await crypto.subtle.sign("Ed25519", pair.privateKey, data)),
    );
    add(true, publicKey, toHexText(data), signed);
  }
  assertEquals(await pythonVerifies(cases), expected);
});

Deno.test("verifier: invisible characters are refused naming them, and printed escaped", async () => {
  const double = await startSourceDouble();
  try {
    const hidden = await recordOf(ANNOUNCED, { ...CAFE, title: "Caf\u00e9\u3164raffle" });
    const verdict = await run(double, hidden, ["--offline"]);
    assertVerdict(
      verdict,
      1,
      "U+3164 HANGUL FILLER (a default-ignorable code point, invisible) in the title, character 5",
    );
    assert(!verdict.stdout.includes("\u3164"), "the filler itself is never printed");
    // A canonical title with a private-use character (allowed) prints it escaped too; the
    // winners, printed bare, have theirs escaped.
    const odd = await logged(
      await recordOf(ANNOUNCED, {
        title: "Raffle \ue000",
        entries: ["Ana\u00a0Bo", "Chen"],
        winners: 2,
      }),
    );
    const shown = await run(double, odd, ["--id", String(odd.id), "--log-key", LOG.vkey]);
    assertVerdict(shown, 0, '"Raffle \\u{E000}"', "Ana\\u{00A0}Bo");
    assert(!/[\ue000\u00a0]/.test(shown.stdout), shown.stdout);
    // A look-alike in the register's listing, registered under older rules, is named escaped.
    const record = await provenRecord();
    const lookAlike = listedOf(
      await recordOf(ANNOUNCED, { ...CAFE, title: "Caf\u00e9 raffle,\u200b August\u3164 2026" }),
      1,
    );
    const register = fakeRegister([record], LOG.vkey, [listedOf(record, 0), lookAlike]);
    try {
      const listed = await run(double, record, [
        "--id",
        String(record.id),
        "--register",
        register.url,
      ]);
      assertVerdict(
        listed,
        0,
        `${lookAlike.id} "Caf\u00e9 raffle,\\u{200B} August\\u{3164} 2026": the same entries`,
      );
      assert(!/[\u200b\u3164]/.test(listed.stdout), listed.stdout);
    } finally {
      await register.shutdown();
    }
  } finally {
    await double.close();
  }
});

Deno.test("verifier: a draw still to come is said plainly, not as a source that was not reached", async () => {
  const double = await startSourceDouble();
  try {
    const label = await giveawayLabel(CAFE.title, CAFE.entries, 2);
    const date = addDays("2002-12-07", 7 * 1599); // kr645 draw 1600
    const future: Record<string, unknown> = {
      ...(await recordOf(ANNOUNCED, CAFE, false)),
      draw: 1600,
      date,
      due_at: `${date}T11:35:00.000Z`,
    };
    future.id = await announcementId("kr645", 1600, label);
    future.link = `/g/${future.id}`;
    const record = await logged(future);
    const verdict = await run(double, record, ["--id", String(record.id), "--log-key", LOG.vkey]);
    assertVerdict(
      verdict,
      3,
      `  time:             ${ANNOUNCED}: the log's own word, no witness\n`,
      "the computation reproduces; the draw's numbers are not published yet, so there is nothing " +
        "to compare yet: run this again once they are",
    );
    assert(!verdict.stdout.includes("was not reached"), verdict.stdout);
  } finally {
    await double.close();
  }
});

Deno.test("verifier: end to end, a real register whose real witness cosigns: the witness's time proves it", async () => {
  const double = await startSourceDouble();
  const before = Date.parse("2026-08-20T09:00:00.000Z");
  const [logA, witnessB] = [
    await generateSigner("a.example/log", ALG_ED25519),
    await generateSigner("b.example/witness", ALG_COSIGNATURE),
  ];
  const [portA, portB] = [freePort(), freePort()];
  // B witnesses A's log; A asks B to cosign each checkpoint.
  await using witness = await startServer({
    double,
    port: portB,
    now: before + 7_000,
    config: {
      publicUrl: "https://b.example",
      witnessSigningKey: witnessB.privateText,
      witnessLogs: [logA.vkey],
    },
  });
  await using register = await startServer({
    double,
    port: portA,
    now: before,
    config: {
      publicUrl: "https://a.example",
      registerSigningKey: logA.privateText,
      logWitnesses: [{ vkey: witnessB.vkey, prefix: `${witness.url}/api/v1/witness/` }],
    },
  });
  try {
    const created = await register.post("/api/v1/giveaways", {
      game: "kr645",
      draw: 1239,
      ...CAFE,
    });
    assertEquals(created.status, 201, JSON.stringify(created.body));
    const id = String(created.body.id);
    register.clock.t = AFTER_1239;
    const record = await (await fetch(`${register.url}/api/v1/giveaways/${id}`)).text();
    const args = ["--id", id, "--register", register.url, "--witness-key", witnessB.vkey];
    assertVerdict(
      await run(double, record, args),
      0,
      "  log:              leaf 0 of 1, a.example/log\n",
      "  time:             2026-08-20T09:00:07.000Z: cosigned by the witness b.example/witness+",
    );
    // A witness the person trusts that did not cosign: the time is not proven.
    const stranger = await generateSigner("c.example/witness", ALG_COSIGNATURE);
    assertVerdict(
      await run(double, record, [
        "--id",
        id,
        "--register",
        register.url,
        "--witness-key",
        stranger.vkey,
      ]),
      4,
      "NOT PROVEN: the checkpoint carries no cosignature of a trusted witness (c.example/witness+",
    );
  } finally {
    await double.close();
  }
});
