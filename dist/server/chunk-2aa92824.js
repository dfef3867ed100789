import {
  NoteError,
  fromBase64,
  hasControl,
  toBase64
} from "./chunk-a428129c.js";
import {
  retryingKv
} from "./chunk-e5abcffa.js";

// src/log/checkpoint.ts
function parseCheckpoint(text) {
  if (!text.endsWith("\n") || hasControl(text)) {
    throw new NoteError("malformed", "a checkpoint's body must end in a newline");
  }
  const lines = text.slice(0, -1).split("\n");
  const [origin, sizeText, rootText, ...extensions] = lines;
  if (origin === void 0 || origin === "" || sizeText === void 0 || rootText === void 0) {
    throw new NoteError("malformed", "a checkpoint needs an origin, a size and a root hash line");
  }
  if (!/^(?:0|[1-9][0-9]{0,15})$/.test(sizeText) || !Number.isSafeInteger(Number(sizeText))) {
    throw new NoteError("malformed", "a checkpoint's size must be a decimal with no leading zero");
  }
  const rootHash = fromBase64(rootText);
  if (rootHash === void 0 || rootHash.length !== 32) {
    throw new NoteError("malformed", "a checkpoint's root hash must be base64 of 32 bytes");
  }
  if (extensions.some((line) => line === "")) {
    throw new NoteError("malformed", "a checkpoint's extension lines must not be empty");
  }
  return {
    origin,
    size: Number(sizeText),
    rootHash,
    extensions
  };
}
function formatCheckpoint(checkpoint) {
  const lines = [
    checkpoint.origin,
    String(checkpoint.size),
    toBase64(checkpoint.rootHash),
    ...checkpoint.extensions
  ];
  return lines.map((line) => `${line}
`).join("");
}

// src/log/hash.ts
var HASH_BYTES = 32;
async function sha256(parts) {
  let length = 0;
  for (const part of parts) length += part.length;
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
}
var LEAF_PREFIX = new Uint8Array([
  0
]);
var NODE_PREFIX = new Uint8Array([
  1
]);
function leafHash(data) {
  return sha256([
    LEAF_PREFIX,
    data
  ]);
}
function nodeHash(left, right) {
  return sha256([
    NODE_PREFIX,
    left,
    right
  ]);
}

// src/log/merkle.ts
function split(n) {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}
function rangeExpr(lo, hi) {
  const parts = [];
  let at = lo;
  while (at < hi) {
    let level = 0;
    while (at % 2 ** (level + 1) === 0 && at + 2 ** (level + 1) <= hi) level++;
    parts.push([
      level,
      at / 2 ** level
    ]);
    at += 2 ** level;
  }
  let expr = parts[parts.length - 1];
  for (let i = parts.length - 2; i >= 0; i--) expr = {
    left: parts[i],
    right: expr
  };
  return expr;
}
function pathExprs(m, lo, hi) {
  const n = hi - lo;
  if (n <= 1) return [];
  const k = split(n);
  return m < k ? [
    ...pathExprs(m, lo, lo + k),
    rangeExpr(lo + k, hi)
  ] : [
    ...pathExprs(m - k, lo + k, hi),
    rangeExpr(lo, lo + k)
  ];
}
function subproofExprs(m, lo, hi, whole) {
  const n = hi - lo;
  if (m === n) return whole ? [] : [
    rangeExpr(lo, hi)
  ];
  const k = split(n);
  return m <= k ? [
    ...subproofExprs(m, lo, lo + k, whole),
    rangeExpr(lo + k, hi)
  ] : [
    ...subproofExprs(m - k, lo + k, hi, false),
    rangeExpr(lo, lo + k)
  ];
}
function collect(expr, into) {
  if ("left" in expr) {
    collect(expr.left, into);
    collect(expr.right, into);
  } else {
    into.set(`${expr[0]}/${expr[1]}`, expr);
  }
}
async function evaluate(exprs, read) {
  const needed = /* @__PURE__ */ new Map();
  for (const expr of exprs) collect(expr, needed);
  const indexes = [
    ...needed.values()
  ];
  const hashes = await read(indexes);
  const stored = /* @__PURE__ */ new Map();
  indexes.forEach(([level, index], i) => stored.set(`${level}/${index}`, hashes[i]));
  const run = async (expr) => "left" in expr ? nodeHash(await run(expr.left), await run(expr.right)) : stored.get(`${expr[0]}/${expr[1]}`);
  const out = [];
  for (const expr of exprs) out.push(await run(expr));
  return out;
}
function checkSize(name, value) {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number, got ${value}`);
  }
}
async function emptyRoot() {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(0)));
}
async function treeHash(n, read) {
  checkSize("the tree size", n);
  if (n === 0) return emptyRoot();
  return (await evaluate([
    rangeExpr(0, n)
  ], read))[0];
}
async function inclusionProof(index, n, read) {
  checkSize("the tree size", n);
  checkSize("the leaf index", index);
  if (index >= n) throw new RangeError(`leaf ${index} is not in a tree of ${n}`);
  return await evaluate(pathExprs(index, 0, n), read);
}
async function consistencyProof(m, n, read) {
  checkSize("the new tree size", n);
  checkSize("the old tree size", m);
  if (m < 1 || m > n) throw new RangeError(`no consistency proof from ${m} to ${n}`);
  return await evaluate(subproofExprs(m, 0, n, true), read);
}
async function hashesToStore(index, leaf, read) {
  checkSize("the leaf index", index);
  const lefts = [];
  for (let level = 0; Math.floor(index / 2 ** level) % 2 === 1; level++) {
    lefts.push([
      level,
      Math.floor(index / 2 ** level) - 1
    ]);
  }
  const leftHashes = lefts.length === 0 ? [] : await read(lefts);
  const out = [
    [
      0,
      index,
      leaf
    ]
  ];
  let hash = leaf;
  for (let level = 0; level < lefts.length; level++) {
    hash = await nodeHash(leftHashes[level], hash);
    out.push([
      level + 1,
      Math.floor(index / 2 ** (level + 1)),
      hash
    ]);
  }
  return out;
}
function sameBytes(a, b) {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
async function verifyConsistency(m, n, oldRoot, newRoot, proof) {
  if (m < 1 || m > n || proof.some((hash) => hash.length !== HASH_BYTES)) return false;
  if (m === n) return proof.length === 0 && sameBytes(oldRoot, newRoot);
  const path = (m & m - 1) === 0 ? [
    oldRoot,
    ...proof
  ] : [
    ...proof
  ];
  if (path.length === 0) return false;
  let fn = m - 1;
  let sn = n - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = path[0];
  let sr = path[0];
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

// src/log/store.ts
function checkpointText(kept) {
  return kept.note + kept.cosignatures.join("");
}
function checkpointBody(origin, size, root) {
  return formatCheckpoint({
    origin,
    size,
    rootHash: root,
    extensions: []
  });
}
var SIZE_KEY = [
  "log",
  "size"
];
var leafKey = (index) => [
  "log",
  "leaf",
  index
];
var hashKey = (level, index) => [
  "log",
  "hash",
  level,
  index
];
var checkpointKey = (size) => [
  "log",
  "checkpoint",
  size
];
var GET_MANY = 10;
var CHECKPOINT_WINDOW = 64;
function kvHashReader(db) {
  return async (indexes) => {
    const batches = [];
    for (let i = 0; i < indexes.length; i += GET_MANY) {
      const keys = indexes.slice(i, i + GET_MANY).map(([level, index]) => hashKey(level, index));
      batches.push(db.getMany(keys));
    }
    const entries = (await Promise.all(batches)).flat();
    return entries.map((entry) => {
      if (entry.value === null) {
        throw new Error(`the log's hash at ${entry.key.slice(2).join("/")} is missing`);
      }
      return entry.value;
    });
  };
}
var APPEND_ATTEMPTS = 40;
async function sizeOf(db) {
  const entry = await db.get(SIZE_KEY);
  return {
    size: entry.value ?? 0,
    versionstamp: entry.versionstamp
  };
}
async function appendLeaf(db, signer, options) {
  const read = kvHashReader(db);
  const hash = await leafHash(options.leaf);
  for (let attempt = 1; attempt <= APPEND_ATTEMPTS; attempt++) {
    const { size, versionstamp } = await retryingKv(() => sizeOf(db));
    const stored = await retryingKv(() => hashesToStore(size, hash, read));
    const fresh = new Map(stored.map(([level, index, h]) => [
      `${level}/${index}`,
      h
    ]));
    const root = await treeHash(size + 1, async (indexes) => {
      const kept = indexes.filter(([level, index]) => !fresh.has(`${level}/${index}`));
      const found = kept.length === 0 ? [] : await read(kept);
      let next = 0;
      return indexes.map(([level, index]) => fresh.get(`${level}/${index}`) ?? found[next++]);
    });
    const note = await signer.sign(checkpointBody(signer.origin, size + 1, root));
    const checkpoint = {
      note,
      cosignatures: []
    };
    const operation = db.atomic().check({
      key: SIZE_KEY,
      versionstamp
    }).check({
      key: leafKey(size),
      versionstamp: null
    }).set(SIZE_KEY, size + 1).set(leafKey(size), options.leaf).set(checkpointKey(size + 1), checkpoint);
    for (const [level, index, h] of stored) operation.set(hashKey(level, index), h);
    await options.also(operation, size);
    const result = await retryingKv(() => operation.commit());
    if (result.ok) return {
      appended: {
        index: size,
        checkpoint
      }
    };
    const settled = await options.settled();
    if (settled !== void 0) return {
      settled
    };
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * Math.min(attempt, 10)));
  }
  throw new Error(`the log's append lost ${APPEND_ATTEMPTS} races in a row`);
}
async function logSize(db) {
  return (await sizeOf(db)).size;
}
async function latestCheckpoint(db, signer) {
  for await (const entry of db.list({
    prefix: [
      "log",
      "checkpoint"
    ]
  }, {
    reverse: true,
    limit: 1
  })) {
    return checkpointText(entry.value);
  }
  return await signer.sign(checkpointBody(signer.origin, 0, await emptyRoot()));
}
async function checkpointFor(db, index) {
  let best;
  for await (const entry of db.list({
    start: checkpointKey(index + 1),
    end: [
      "log",
      "checkpoint",
      Number.MAX_SAFE_INTEGER
    ]
  }, {
    limit: CHECKPOINT_WINDOW
  })) {
    const size = entry.key[2];
    if (best === void 0 || entry.value.cosignatures.length > best.kept.cosignatures.length) {
      best = {
        size,
        kept: entry.value
      };
    }
  }
  return best;
}
async function checkpointOf(db, size) {
  return (await db.get(checkpointKey(size))).value ?? void 0;
}
async function addCosignatures(db, size, lines) {
  if (lines.length === 0) return;
  const nameOf = (line) => line.split(" ")[1];
  for (let attempt = 0; attempt < APPEND_ATTEMPTS; attempt++) {
    const entry = await db.get(checkpointKey(size));
    if (entry.value === null) throw new Error(`no checkpoint of size ${size} is kept`);
    const names = new Set(lines.map(nameOf));
    const cosignatures = [
      ...entry.value.cosignatures.filter((line) => !names.has(nameOf(line))),
      ...lines
    ];
    const result = await db.atomic().check(entry).set(checkpointKey(size), {
      ...entry.value,
      cosignatures
    }).commit();
    if (result.ok) return;
  }
  throw new Error(`the cosignatures of checkpoint ${size} lost every race`);
}
async function leafOf(db, index) {
  return (await db.get(leafKey(index))).value ?? void 0;
}
function inclusionOf(db, index, size) {
  return inclusionProof(index, size, kvHashReader(db));
}
function consistencyOf(db, m, n) {
  return consistencyProof(m, n, kvHashReader(db));
}
function rootOf(db, size) {
  return treeHash(size, kvHashReader(db));
}
var TILE_WIDTH = 256;
async function hashTile(db, level, n, width) {
  const size = await logSize(db);
  const height = 8 * level;
  const start = n * TILE_WIDTH;
  if (height > 52 || start + width > Math.floor(size / 2 ** height)) return void 0;
  const out = new Uint8Array(width * 32);
  let i = 0;
  for await (const entry of db.list({
    start: hashKey(height, start),
    end: hashKey(height, start + width)
  })) {
    out.set(entry.value, i * 32);
    i++;
  }
  return i === width ? out : void 0;
}
async function entryBundle(db, n, width) {
  const size = await logSize(db);
  const start = n * TILE_WIDTH;
  if (start + width > size) return void 0;
  const parts = [];
  let total = 0;
  for await (const entry of db.list({
    start: leafKey(start),
    end: leafKey(start + width)
  })) {
    parts.push(entry.value);
    total += 2 + entry.value.length;
  }
  if (parts.length !== width) return void 0;
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out[at] = part.length >> 8;
    out[at + 1] = part.length & 255;
    out.set(part, at + 2);
    at += 2 + part.length;
  }
  return out;
}

export {
  parseCheckpoint,
  emptyRoot,
  verifyConsistency,
  checkpointText,
  CHECKPOINT_WINDOW,
  kvHashReader,
  APPEND_ATTEMPTS,
  appendLeaf,
  logSize,
  latestCheckpoint,
  checkpointFor,
  checkpointOf,
  addCosignatures,
  leafOf,
  inclusionOf,
  consistencyOf,
  rootOf,
  TILE_WIDTH,
  hashTile,
  entryBundle
};
