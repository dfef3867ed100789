import { assert, assertEquals, assertRejects, assertThrows } from "@std/assert";
import {
  ALG_COSIGNATURE,
  ALG_ED25519,
  checkSignature,
  formatNote,
  fromBase64,
  generateSigner,
  isValidKeyName,
  keyIdOf,
  loadOrMakeKey,
  NoteError,
  parseNote,
  parsePrivateKey,
  parseSignatureLine,
  parseVerifierKey,
  signNote,
  verifyNote,
} from "../../src/log/note.ts";
import { formatCheckpoint, parseCheckpoint } from "../../src/log/checkpoint.ts";
import { goAvailable, runGoTool } from "../../testing/go.ts";

/** The em dash that starts a signature line. */
const D = "\u2014";

// Go's own vectors (golang.org/x/mod/sumdb/note, note_test.go): Ed25519 signatures are
// deterministic, so the same key signs this text to this very line.
const PETER_SKEY = "PRIVATE+KEY+PeterNeumann+c74f20a3+AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz";
const PETER_VKEY = "PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW";
const ENOCH_VKEY = "EnochRoot+af0cfe78+ATtqJ7zOtqQtYqOo0CpvDXNlMhV3HeJDpjrASKGLWdop";
const TEXT = "If you think cryptography is the answer to your problem,\n" +
  "then you don't know what your problem is.\n";
const PETER_SIG =
  `${D} PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n`;
const ENOCH_SIG =
  `${D} EnochRoot rwz+eBzmZa0SO3NbfRGzPCpDckykFXSdeX+MNtCOXm2/5n2tiOHp+vAF1aGrQ5ovTG01oOTGwnWLox33WWd1RvMc+QQ=\n`;

// Made by Go's note.GenerateKey and note.Sign (testin./go/note_tool.go keygen, sign).
const GO_SKEY = "PRIVATE+KEY+example.com/log+5fd34476+ASibsyd/fwT4xTrNqR+1bL2n3cgi7JiC3OsRVSEHRPW9";
const GO_VKEY = "example.com/log+5fd34476+AW8ScY+/svf2WZeeunIdcnROAxeUjszN/fg6aJVzNPVe";
const GO_CHECKPOINT = "example.com/log\n3\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n\n" +
  `${D} example.com/log X9NEdmGJcfyft9Z/8f+JvE0GWismUWcCBsYD/m/bkg2uhVY6DCAMoAM6nyv0DqVU+RuHRmRXLr0jE42mw7U0tALVpg0=\n`;

Deno.test("a private key text of Go's gives Go's vkey and signs Go's very signature", async () => {
  const signer = await parsePrivateKey(PETER_SKEY);
  assertEquals(signer.vkey, PETER_VKEY);
  assertEquals(signer.privateText, PETER_SKEY);
  assertEquals(signer.keyId, 0xc74f20a3);
  assertEquals(signer.alg, ALG_ED25519);
  assertEquals(await signNote(TEXT, signer), PETER_SIG);
  assertEquals((await parsePrivateKey(GO_SKEY)).vkey, GO_VKEY);
});

Deno.test("a note signed by Go verifies; other keys' lines are passed over", async () => {
  const peter = await parseVerifierKey(PETER_VKEY);
  const note = parseNote(`${TEXT}\n${PETER_SIG}${ENOCH_SIG}`);
  assertEquals(note.text, TEXT);
  assertEquals(note.signatures.map((s) => s.name), ["PeterNeumann", "EnochRoot"]);
  const verified = await verifyNote(note, [peter]);
  assertEquals(verified.map((s) => s.name), ["PeterNeumann"]);
  assertEquals(verified[0]!.timestamp, undefined);
  // Both keys known: both verify.
  const enoch = await parseVerifierKey(ENOCH_VKEY);
  assertEquals((await verifyNote(note, [peter, enoch])).length, 2);
  // Go's checkpoint note.
  const checkpoint = parseNote(GO_CHECKPOINT);
  await verifyNote(checkpoint, [await parseVerifierKey(GO_VKEY)]);
  assertEquals(parseCheckpoint(checkpoint.text).size, 3);
});

Deno.test("a known key's bad signature rejects the note; no known signature rejects it", async () => {
  const peter = await parseVerifierKey(PETER_VKEY);
  const enoch = await parseVerifierKey(ENOCH_VKEY);
  const changed = PETER_SIG.replace("x08go/ZJ", "x08go/ZK");
  const error = await assertRejects(
    () => verifyNote(parseNote(`${TEXT}\n${changed}`), [peter]),
    NoteError,
  );
  assertEquals(error.kind, "bad_signature");
  const other = await assertRejects(
    () => verifyNote(parseNote(`${TEXT}\n${PETER_SIG}`), [enoch]),
    NoteError,
  );
  assertEquals(other.kind, "unverified");
  // A different text under Peter's line fails too.
  const tampered = await assertRejects(
    () => verifyNote(parseNote(`${TEXT}x\n\n${PETER_SIG}`), [peter]),
    NoteError,
  );
  assertEquals(tampered.kind, "bad_signature");
});

Deno.test("malformed notes are refused as Go's note.Open refuses them", () => {
  const bad = [
    TEXT,
    `${TEXT}\n`,
    `${TEXT}\n${PETER_SIG.slice(0, -1)}`,
    `\x01${TEXT}\n${PETER_SIG}`,
    `${TEXT}\n${D} Bad Name x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=`,
    `${TEXT}\n${PETER_SIG}Unexpected line.\n`,
    `${TEXT}\n${D} PeterNeumann AAAA\n`, // 3 bytes: shorter than a key ID and one byte
    `${TEXT}\n${D} PeterNeumann x08go/ZJ kuBS9UG\n`, // white space inside the base64
    `${TEXT}\n${PETER_SIG.repeat(101)}`,
  ];
  for (const message of bad) {
    const error = assertThrows(() => parseNote(message), NoteError);
    assertEquals(error.kind, "malformed", message);
  }
  // The most lines taken: 100.
  assertEquals(parseNote(`${TEXT}\n${PETER_SIG.repeat(100)}`).signatures.length, 100);
  // The text ends at the LAST blank line.
  assertEquals(parseNote(`a\n\nb\n\n${PETER_SIG}`).text, "a\n\nb\n");
});

Deno.test("key texts: ids checked, names checked, types 0x01 and 0x04 alone", async () => {
  const bad = [
    "PeterNeumann+c74f20a4+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW", // wrong id
    "PeterNeumann+C74F20A3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW", // upper-case id
    "PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10T", // bad base64
    "PeterNeumann+cc469956+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TWBADKEY==", // long key
    "PeterNeumann+173116ae+ZRpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW", // unknown type
    "Peter Neumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW", // space in the name
    "+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW", // empty name
    "PeterNeumann+c74f20a3", // parts missing
  ];
  for (const vkey of bad) {
    await assertRejects(() => parseVerifierKey(vkey), NoteError, undefined, vkey);
  }
  await assertRejects(() => parsePrivateKey(PETER_VKEY), NoteError);
  await assertRejects(() => parsePrivateKey(PETER_SKEY.replace("c74f20a3", "c74f20a4")), NoteError);
  assert(isValidKeyName("example.com/log"));
  for (const name of ["", "a b", "a+b", "a\u00a0b", "a\u3000b", "a\tb"]) {
    assert(!isValidKeyName(name), JSON.stringify(name));
  }
  // The key ID is SHA-256(name || LF || type || key)[:4]: the same key under 0x04 differs.
  const peter = await parseVerifierKey(PETER_VKEY);
  assertEquals(await keyIdOf(peter.name, ALG_ED25519, peter.publicKey), 0xc74f20a3);
  assert(await keyIdOf(peter.name, ALG_COSIGNATURE, peter.publicKey) !== 0xc74f20a3);
});

Deno.test("a cosignature: key ID, 8-byte time, Ed25519 over cosignature/v1 and the body", async () => {
  const witness = await generateSigner("witness.example/w1", ALG_COSIGNATURE);
  assert(witness.vkey.split("+")[2]!.startsWith("B")); // base64 of 0x04 ...
  const body = "example.com/log\n3\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n";
  const line = await signNote(body, witness, 1_679_315_147);
  const signature = parseSignatureLine(line);
  assertEquals(signature.signature.length, 72);
  assertEquals(signature.signature.subarray(0, 8), Uint8Array.fromHex("00000000641850cb"));
  const verifier = await parseVerifierKey(witness.vkey);
  const checked = await checkSignature(body, signature, verifier);
  assertEquals(checked?.timestamp, 1_679_315_147);
  // The message signed is exactly "cosignature/v1\ntime T\n" || body.
  const message = new TextEncoder().encode(`cosignature/v1\ntime 1679315147\n${body}`);
  assert(
    await crypto.subtle.verify(
      "Ed25519",
      verifier.cryptoKey,
      signature.signature.subarray(8),
      message,
    ),
  );
  // Another body, or a changed time, fails.
  assertEquals(await checkSignature(body.replace("3", "4"), signature, verifier), undefined);
  const moved = new Uint8Array(signature.signature);
  moved[7] = moved[7]! ^ 1;
  assertEquals(await checkSignature(body, { ...signature, signature: moved }, verifier), undefined);
  await assertRejects(() => signNote(body, witness), NoteError);
  await assertRejects(() => signNote(body, witness, -1), NoteError);
  await assertRejects(() => signNote(body, witness, 1.5), NoteError);
});

Deno.test("checkpoints: the three lines and extensions, strictly", () => {
  const root = new Uint8Array(32).fill(7);
  const text = formatCheckpoint({
    origin: "fairdraw.example/log",
    size: 12,
    rootHash: root,
    extensions: [],
  });
  assertEquals(text, `fairdraw.example/log\n12\n${root.toBase64()}\n`);
  assertEquals(parseCheckpoint(text), {
    origin: "fairdraw.example/log",
    size: 12,
    rootHash: root,
    extensions: [],
  });
  assertEquals(parseCheckpoint(`${text}ext one\n`).extensions, ["ext one"]);
  assertEquals(parseCheckpoint(`o\n0\n${root.toBase64()}\n`).size, 0);
  assertEquals(parseCheckpoint(`o\n9007199254740991\n${root.toBase64()}\n`).size, 2 ** 53 - 1);
  const bad = [
    `o\n12\n${root.toBase64()}`, // no final newline
    `\n12\n${root.toBase64()}\n`, // empty origin
    `o\n012\n${root.toBase64()}\n`,
    `o\n-1\n${root.toBase64()}\n`,
    `o\n+1\n${root.toBase64()}\n`,
    `o\n9007199254740992\n${root.toBase64()}\n`,
    `o\n1\n${new Uint8Array(31).toBase64()}\n`,
    `o\n1\n${root.toBase64().replace("=", "")}\n`,
    `o\n1\n`,
    `o\n1\n${root.toBase64()}\n\nx\n`, // an empty extension line
  ];
  for (const body of bad) assertThrows(() => parseCheckpoint(body), NoteError, undefined, body);
  assertEquals(fromBase64("AA=="), new Uint8Array([0]));
  assertEquals(fromBase64("AA"), undefined);
  assertEquals(fromBase64("A A="), undefined);
  assertEquals(fromBase64("AB=="), undefined); // non-zero padding bits
  assertEquals(formatNote("t\n", [`${D} a AAAAAAA=\n`]), `t\n\n${D} a AAAAAAA=\n`);
});

Deno.test("loadOrMakeKey makes one key and every instance on the KV gets the same", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const keys = await Promise.all(
      Array.from(
        { length: 8 },
        () => loadOrMakeKey(kv, ["log", "key"], "localhost/log", ALG_ED25519),
      ),
    );
    assertEquals(new Set(keys.map((key) => key.vkey)).size, 1);
    assertEquals((await kv.get(["log", "key"])).value, keys[0]!.privateText);
    const again = await loadOrMakeKey(kv, ["log", "key"], "localhost/log", ALG_ED25519);
    assertEquals(again.vkey, keys[0]!.vkey);
    const renamed = await assertRejects(
      () => loadOrMakeKey(kv, ["log", "key"], "fairdraw.example/log", ALG_ED25519),
      NoteError,
    );
    assert(renamed.message.includes("localhost/log"));
    await assertRejects(() => loadOrMakeKey(kv, ["log", "key"], "localhost/log", ALG_COSIGNATURE));
    const witness = await loadOrMakeKey(
      kv,
      ["witness", "key"],
      "localhost/witness",
      ALG_COSIGNATURE,
    );
    assertEquals(witness.alg, ALG_COSIGNATURE);
  } finally {
    kv.close();
  }
});

Deno.test("Go's note package verifies this module's notes, and Go's keys sign here", async () => {
  if (!(await goAvailable())) return;
  const signer = await generateSigner("fairdraw.example/log", ALG_ED25519);
  const body = formatCheckpoint({
    origin: "fairdraw.example/log",
    size: 5,
    rootHash: crypto.getRandomValues(new Uint8Array(32)),
    extensions: [],
  });
  const note = formatNote(body, [await signNote(body, signer)]);
  const verified = await runGoTool(["verify", signer.vkey], note);
  assert(verified.ok, verified.stderr);
  assertEquals(verified.stdout, "fairdraw.example/log\n");
  // Go refuses it under another key of the same name.
  const other = await generateSigner("fairdraw.example/log", ALG_ED25519);
  assert(!(await runGoTool(["verify", other.vkey], note)).ok);
  // Our private key text is one Go's note.NewSigner reads, and it signs the same line.
  const goSigned = await runGoTool(["sign", signer.privateText], body);
  assert(goSigned.ok, goSigned.stderr);
  assertEquals(goSigned.stdout, note);
  // A key Go makes signs here what Go verifies.
  const made = await runGoTool(["keygen", "go.example/log"]);
  const [skey, vkey] = made.stdout.trim().split("\n") as [string, string];
  const goSigner = await parsePrivateKey(skey);
  assertEquals(goSigner.vkey, vkey);
  const ours = formatNote(body, [await signNote(body, goSigner)]);
  assert((await runGoTool(["verify", vkey], ours)).ok);
});

Deno.test("a cosignature checked from the C2SP text alone, in Go", async () => {
  if (!(await goAvailable())) return;
  const log = await generateSigner("fairdraw.example/log", ALG_ED25519);
  const witness = await generateSigner("w.example/witness", ALG_COSIGNATURE);
  const body = formatCheckpoint({
    origin: "fairdraw.example/log",
    size: 9,
    rootHash: crypto.getRandomValues(new Uint8Array(32)),
    extensions: [],
  });
  const note = formatNote(body, [
    await signNote(body, log),
    await signNote(body, witness, 1_800_000_000),
  ]);
  const checked = await runGoTool(["cosig", witness.vkey], note);
  assert(checked.ok, checked.stderr);
  assertEquals(checked.stdout, "1800000000\n");
  // Go's note.Open passes over the 0x04 line and verifies the log's.
  assert((await runGoTool(["verify", log.vkey], note)).ok);
});
