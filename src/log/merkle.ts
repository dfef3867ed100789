/**
 * The register log's Merkle tree (RFC 9162 section 2.1) over stored hashes: the hash of every
 * complete subtree is kept by its level and index (level 0 holds the leaf hashes; the subtree at
 * level `l`, index `k` covers leaves `k * 2^l` to `(k + 1) * 2^l - 1`), so that a tree's root, an
 * inclusion proof and a consistency proof read a few stored hashes and a tile is a range of one
 * level. Each computation first names the stored hashes it needs (one batched read), then hashes;
 * the answers are those of Go's golang.org/x/mod/sumdb/tlog (TreeHash, ProveRecord, ProveTree).
 *
 * @module
 */
import { HASH_BYTES, nodeHash } from "./hash.ts";

/** Where a complete subtree's hash is kept: its level (height) and its index at that level. */
export type HashIndex = readonly [level: number, index: number];

/** Reads stored hashes, answering one per index, in order; a missing one is an error. */
export type HashReader = (indexes: readonly HashIndex[]) => Promise<Uint8Array[]>;

/** A hash to compute: a stored one, or the node hash of two others. */
type Expr = HashIndex | { left: Expr; right: Expr };

/** The largest power of two below `n` (n > 1): RFC 9162's split point k. */
function split(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/**
 * The MTH of leaves [lo, hi) as stored hashes: the range, as RFC 9162's recursion meets it, is
 * cut into complete subtrees of decreasing size from the left, and their hashes fold from the
 * right.
 */
function rangeExpr(lo: number, hi: number): Expr {
  const parts: HashIndex[] = [];
  let at = lo;
  while (at < hi) {
    let level = 0;
    while (at % 2 ** (level + 1) === 0 && at + 2 ** (level + 1) <= hi) level++;
    parts.push([level, at / 2 ** level]);
    at += 2 ** level;
  }
  let expr: Expr = parts[parts.length - 1]!;
  for (let i = parts.length - 2; i >= 0; i--) expr = { left: parts[i]!, right: expr };
  return expr;
}

/** RFC 9162 section 2.1.3.1's PATH(m, D[lo:hi]), leaf side first. */
function pathExprs(m: number, lo: number, hi: number): Expr[] {
  const n = hi - lo;
  if (n <= 1) return [];
  const k = split(n);
  return m < k
    ? [...pathExprs(m, lo, lo + k), rangeExpr(lo + k, hi)]
    : [...pathExprs(m - k, lo + k, hi), rangeExpr(lo, lo + k)];
}

/** RFC 9162 section 2.1.4.1's SUBPROOF(m, D[lo:hi], b). */
function subproofExprs(m: number, lo: number, hi: number, whole: boolean): Expr[] {
  const n = hi - lo;
  if (m === n) return whole ? [] : [rangeExpr(lo, hi)];
  const k = split(n);
  return m <= k
    ? [...subproofExprs(m, lo, lo + k, whole), rangeExpr(lo + k, hi)]
    : [...subproofExprs(m - k, lo + k, hi, false), rangeExpr(lo, lo + k)];
}

function collect(expr: Expr, into: Map<string, HashIndex>): void {
  if ("left" in expr) {
    collect(expr.left, into);
    collect(expr.right, into);
  } else {
    into.set(`${expr[0]}/${expr[1]}`, expr);
  }
}

/** The hashes of expressions, their stored hashes read in one call. */
async function evaluate(exprs: readonly Expr[], read: HashReader): Promise<Uint8Array[]> {
  const needed = new Map<string, HashIndex>();
  for (const expr of exprs) collect(expr, needed);
  const indexes = [...needed.values()];
  const hashes = await read(indexes);
  const stored = new Map<string, Uint8Array>();
  indexes.forEach(([level, index], i) => stored.set(`${level}/${index}`, hashes[i]!));
  const run = async (expr: Expr): Promise<Uint8Array> =>
    "left" in expr
      ? nodeHash(await run(expr.left), await run(expr.right))
      : stored.get(`${expr[0]}/${expr[1]}`)!;
  const out: Uint8Array[] = [];
  for (const expr of exprs) out.push(await run(expr));
  return out;
}

function checkSize(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number, got ${value}`);
  }
}

/** The root hash of an empty tree: RFC 9162's MTH({}) = SHA-256 of nothing. */
export async function emptyRoot(): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(0)));
}

/** The root hash (MTH) of the tree of the first `n` leaves. */
export async function treeHash(n: number, read: HashReader): Promise<Uint8Array> {
  checkSize("the tree size", n);
  if (n === 0) return emptyRoot();
  return (await evaluate([rangeExpr(0, n)], read))[0]!;
}

/** The inclusion proof (audit path) of leaf `index` in the tree of `n` leaves, leaf side first. */
export async function inclusionProof(
  index: number,
  n: number,
  read: HashReader,
): Promise<Uint8Array[]> {
  checkSize("the tree size", n);
  checkSize("the leaf index", index);
  if (index >= n) throw new RangeError(`leaf ${index} is not in a tree of ${n}`);
  return await evaluate(pathExprs(index, 0, n), read);
}

/** The consistency proof from the tree of `m` leaves to that of `n` (0 < m <= n). */
export async function consistencyProof(
  m: number,
  n: number,
  read: HashReader,
): Promise<Uint8Array[]> {
  checkSize("the new tree size", n);
  checkSize("the old tree size", m);
  if (m < 1 || m > n) throw new RangeError(`no consistency proof from ${m} to ${n}`);
  return await evaluate(subproofExprs(m, 0, n, true), read);
}

/**
 * The hashes to store when leaf `index` (whose hash is `leaf`) is appended: the leaf's own at
 * level 0, and each complete subtree it completes, its left halves read from `read`.
 */
export async function hashesToStore(
  index: number,
  leaf: Uint8Array,
  read: HashReader,
): Promise<[level: number, index: number, hash: Uint8Array][]> {
  checkSize("the leaf index", index);
  const lefts: HashIndex[] = [];
  for (let level = 0; Math.floor(index / 2 ** level) % 2 === 1; level++) {
    lefts.push([level, Math.floor(index / 2 ** level) - 1]);
  }
  const leftHashes = lefts.length === 0 ? [] : await read(lefts);
  const out: [number, number, Uint8Array][] = [[0, index, leaf]];
  let hash = leaf;
  for (let level = 0; level < lefts.length; level++) {
    hash = await nodeHash(leftHashes[level]!, hash);
    out.push([level + 1, Math.floor(index / 2 ** (level + 1)), hash]);
  }
  return out;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** Whether an inclusion proof holds: RFC 9162 section 2.1.3.2. */
export async function verifyInclusion(
  leaf: Uint8Array,
  index: number,
  n: number,
  root: Uint8Array,
  proof: readonly Uint8Array[],
): Promise<boolean> {
  if (index >= n || proof.some((hash) => hash.length !== HASH_BYTES)) return false;
  let fn = index;
  let sn = n - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = await nodeHash(p, r);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = await nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && sameBytes(r, root);
}

/** Whether a consistency proof from `m` to `n` leaves holds: RFC 9162 section 2.1.4.2. */
export async function verifyConsistency(
  m: number,
  n: number,
  oldRoot: Uint8Array,
  newRoot: Uint8Array,
  proof: readonly Uint8Array[],
): Promise<boolean> {
  if (m < 1 || m > n || proof.some((hash) => hash.length !== HASH_BYTES)) return false;
  if (m === n) return proof.length === 0 && sameBytes(oldRoot, newRoot);
  // A power of two for m: the old root is the proof's first node, implicitly. (Not `m & (m - 1)`:
  // JavaScript's bitwise operators cut their operands to 32 bits, and a log may pass 2^32.)
  const path = 2 ** Math.round(Math.log2(m)) === m ? [oldRoot, ...proof] : [...proof];
  if (path.length === 0) return false;
  let fn = m - 1;
  let sn = n - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = path[0]!;
  let sr = path[0]!;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = await nodeHash(c, fr);
      sr = await nodeHash(c, sr);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      sr = await nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && sameBytes(fr, oldRoot) && sameBytes(sr, newRoot);
}
