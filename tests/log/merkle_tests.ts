/**
 * The log's Merkle tree against Go's golang.org/x/mod/sumdb/tlog: roots, inclusion and
 * consistency proofs of trees of leaves "leaf <i>" (tests/fixtures/log/tlog_vectors.json, made by
 * testing/go/tlogvectors), computed over stored hashes as the log keeps them, and RFC 9162's
 * verification of each, with proofs that must not verify.
 */
import { assert, assertEquals, assertRejects } from "@std/assert";
import { leafHash, nodeHash } from "../../src/log/hash.ts";
import {
  consistencyProof,
  emptyRoot,
  hashesToStore,
  type HashReader,
  inclusionProof,
  treeHash,
  verifyConsistency,
  verifyInclusion,
} from "../../src/log/merkle.ts";

interface Vector {
  size: number;
  root: string;
  inclusion: Record<string, string>;
  consistency: Record<string, string>;
}

const VECTORS: Vector[] = JSON.parse(
  await Deno.readTextFile(new URL("../fixtures/log/tlog_vectors.json", import.meta.url)),
);

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

async function digest(hashes: readonly Uint8Array[]): Promise<string> {
  const all = new Uint8Array(hashes.length * 32);
  hashes.forEach((hash, i) => all.set(hash, i * 32));
  return hex(new Uint8Array(await crypto.subtle.digest("SHA-256", all)));
}

/** A tree kept as the store keeps it: each complete subtree's hash by level and index. */
async function buildTree(size: number) {
  const stored = new Map<string, Uint8Array>();
  const reads: number[] = [];
  const read: HashReader = (indexes) => {
    reads.push(indexes.length);
    return Promise.resolve(indexes.map(([level, index]) => {
      const hash = stored.get(`${level}/${index}`);
      if (hash === undefined) throw new Error(`no hash at ${level}/${index}`);
      return hash;
    }));
  };
  const leaves: Uint8Array[] = [];
  for (let i = 0; i < size; i++) {
    const leaf = await leafHash(new TextEncoder().encode(`leaf ${i}`));
    leaves.push(leaf);
    for (const [level, index, hash] of await hashesToStore(i, leaf, read)) {
      assert(!stored.has(`${level}/${index}`), "a stored hash is written once");
      stored.set(`${level}/${index}`, hash);
    }
  }
  return { read, reads, leaves, stored };
}

const LARGEST = VECTORS[VECTORS.length - 1]!.size;
const tree = await buildTree(LARGEST);

Deno.test("merkle: every complete subtree is stored, once, and no other", () => {
  let expected = 0;
  for (let level = 0; 2 ** level <= LARGEST; level++) expected += Math.floor(LARGEST / 2 ** level);
  assertEquals(tree.stored.size, expected);
});

Deno.test("merkle: roots, inclusion and consistency proofs are Go tlog's", async () => {
  for (const vector of VECTORS) {
    assertEquals(
      hex(await treeHash(vector.size, tree.read)),
      vector.root,
      `root of ${vector.size}`,
    );
    for (const [index, expected] of Object.entries(vector.inclusion)) {
      const proof = await inclusionProof(Number(index), vector.size, tree.read);
      assertEquals(await digest(proof), expected, `inclusion of ${index} in ${vector.size}`);
    }
    for (const [m, expected] of Object.entries(vector.consistency)) {
      const proof = await consistencyProof(Number(m), vector.size, tree.read);
      assertEquals(await digest(proof), expected, `consistency ${m} -> ${vector.size}`);
    }
  }
});

Deno.test("merkle: each computation reads its stored hashes in one call", async () => {
  tree.reads.length = 0;
  await treeHash(1029, tree.read);
  await inclusionProof(513, 1029, tree.read);
  await consistencyProof(700, 1029, tree.read);
  assertEquals(tree.reads.length, 3);
  // At most 1 + log2(n) for a root.
  assert(tree.reads[0]! <= 11);
});

Deno.test("merkle: the proofs verify, and altered ones do not", async () => {
  for (const n of [1, 2, 3, 5, 8, 13, 64, 65, 257]) {
    const root = await treeHash(n, tree.read);
    for (const index of new Set([0, 1, Math.floor(n / 2), n - 1].filter((i) => i < n))) {
      const proof = await inclusionProof(index, n, tree.read);
      const leaf = tree.leaves[index]!;
      assert(await verifyInclusion(leaf, index, n, root, proof), `${index} in ${n}`);
      assert(!(await verifyInclusion(tree.leaves[(index + 1) % LARGEST]!, index, n, root, proof)));
      assert(!(await verifyInclusion(leaf, index, n, await treeHash(n + 1, tree.read), proof)));
      if (proof.length > 0) {
        const bent = proof.map((hash) => hash.slice());
        bent[0]![0]! ^= 1;
        assert(!(await verifyInclusion(leaf, index, n, root, bent)));
        assert(!(await verifyInclusion(leaf, index, n, root, proof.slice(1))));
      }
      assert(!(await verifyInclusion(leaf, index, n, root, [...proof, root])));
    }
    for (const m of new Set([1, 2, Math.floor(n / 2), n - 1, n].filter((x) => x >= 1 && x <= n))) {
      const old = await treeHash(m, tree.read);
      const proof = await consistencyProof(m, n, tree.read);
      assert(await verifyConsistency(m, n, old, root, proof), `${m} -> ${n}`);
      if (m < n) {
        assert(!(await verifyConsistency(m, n, root, root, proof)));
        const bent = proof.map((hash) => hash.slice());
        bent[bent.length - 1]![5]! ^= 1;
        assert(!(await verifyConsistency(m, n, old, root, bent)));
        assert(!(await verifyConsistency(m, n, old, root, [])));
      }
    }
  }
});

Deno.test("merkle: bounds on both sides", async () => {
  assertEquals(hex(await treeHash(0, tree.read)), hex(await emptyRoot()));
  assertEquals(
    hex(await emptyRoot()),
    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
  );
  assertEquals((await inclusionProof(0, 1, tree.read)).length, 0);
  await assertRejects(() => inclusionProof(5, 5, tree.read), RangeError);
  await assertRejects(() => inclusionProof(-1, 5, tree.read), RangeError);
  assertEquals((await consistencyProof(5, 5, tree.read)).length, 0);
  await assertRejects(() => consistencyProof(0, 5, tree.read), RangeError);
  await assertRejects(() => consistencyProof(6, 5, tree.read), RangeError);
  await assertRejects(() => treeHash(1.5, tree.read), RangeError);
});

Deno.test("merkle: consistency proofs past 2^32 leaves verify (no 32-bit arithmetic)", async () => {
  const encode = (text: string) => new TextEncoder().encode(text);
  // A: the root of the first 2^k leaves; L1, L2: the next two leaves' hashes.
  const a = await leafHash(encode("the first 2^k leaves"));
  const l1 = await leafHash(encode("one more"));
  const l2 = await leafHash(encode("and another"));
  for (const k of [4, 20, 31, 32, 33, 52]) {
    // From 2^k to 2^k + 1: the new leaf alone, the old root (a power of two) implicit.
    assert(await verifyConsistency(2 ** k, 2 ** k + 1, a, await nodeHash(a, l1), [l1]), `2^${k}`);
    // From 2^k + 1 (no power of two) to 2^k + 2: RFC 9162's proof is [L1, L2, A].
    const old = await nodeHash(a, l1);
    const root = await nodeHash(a, await nodeHash(l1, l2));
    assert(await verifyConsistency(2 ** k + 1, 2 ** k + 2, old, root, [l1, l2, a]), `2^${k} + 1`);
    assert(!(await verifyConsistency(2 ** k + 1, 2 ** k + 2, old, root, [l2, l1, a])));
  }
});
