import {
  seedFromHex,
  toHex
} from "./chunk-e6fde568.js";

// src/random/sample.ts
function sampleIndices(stream, n, k) {
  if (k > n) throw new RangeError(`cannot draw ${k} distinct values from ${n}`);
  if (k <= FEW_LIMIT) return sampleFew(stream, n, k);
  return n <= DENSE_LIMIT ? sampleDense(stream, n, k) : sampleSparse(stream, n, k);
}
var FEW_LIMIT = 16;
var DENSE_LIMIT = 1024;
function sampleFew(stream, n, k) {
  const positions = [];
  const values = [];
  const valueAt = (p) => {
    const found = positions.indexOf(p);
    return found === -1 ? p : values[found];
  };
  const drawn = new Array(k);
  for (let i = 0; i < k; i++) {
    const j = i + stream.below(n - i);
    drawn[i] = valueAt(j);
    const moved = valueAt(i);
    const at = positions.indexOf(j);
    if (at === -1) {
      positions.push(j);
      values.push(moved);
    } else {
      values[at] = moved;
    }
  }
  return drawn;
}
function sampleDense(stream, n, k) {
  const moved = new Array(n).fill(0);
  const drawn = new Array(k);
  for (let i = 0; i < k; i++) {
    const j = i + stream.below(n - i);
    const atJ = moved[j];
    const atI = moved[i];
    drawn[i] = atJ === 0 ? j : atJ - 1;
    moved[j] = atI === 0 ? i + 1 : atI;
  }
  return drawn;
}
function sampleSparse(stream, n, k) {
  const moved = new PositionTable(k);
  const drawn = new Array(k);
  for (let i = 0; i < k; i++) {
    const j = i + stream.below(n - i);
    drawn[i] = moved.get(j);
    moved.set(j, moved.get(i));
  }
  return drawn;
}
var PositionTable = class {
  #keys;
  #values;
  #mask;
  #shift;
  constructor(size) {
    let bits = 4;
    while (2 ** bits < 2 * size) bits++;
    const capacity = 2 ** bits;
    this.#keys = new Float64Array(capacity);
    this.#values = new Float64Array(capacity);
    this.#mask = capacity - 1;
    this.#shift = 32 - bits;
  }
  /** The value at a position: its own number unless it has been moved. */
  get(position) {
    const slot = this.#find(position);
    return this.#keys[slot] === 0 ? position : this.#values[slot];
  }
  /** Puts a value at a position. */
  set(position, value) {
    const slot = this.#find(position);
    this.#keys[slot] = position + 1;
    this.#values[slot] = value;
  }
  #find(position) {
    const key = position + 1;
    let slot = Math.imul(position | 0, 2654435761) >>> this.#shift;
    for (; ; ) {
      const found = this.#keys[slot];
      if (found === key || found === 0) return slot;
      slot = slot + 1 & this.#mask;
    }
  }
};
function shuffle(stream, items) {
  const shuffled = items.slice();
  const n = shuffled.length;
  for (let i = 0; i < n; i++) {
    const j = i + stream.below(n - i);
    const drawn = shuffled[j];
    shuffled[j] = shuffled[i];
    shuffled[i] = drawn;
  }
  return shuffled;
}
function drawPositions(stream, n, k, unique) {
  if (unique) return sampleIndices(stream, n, k);
  return Array.from({
    length: k
  }, () => stream.below(n));
}

// src/random/chacha20.ts
var S0 = 1634760805;
var S1 = 857760878;
var S2 = 2036477234;
var S3 = 1797285236;
var ChaCha20 = class {
  #key;
  #counter;
  /** Opens the keystream of a 32-byte key, with the block counter starting at `counter`. */
  constructor(key, counter = 0) {
    if (key.length !== 32) throw new RangeError(`a ChaCha20 key is 32 bytes, got ${key.length}`);
    this.#key = [
      wordAt(key, 0),
      wordAt(key, 4),
      wordAt(key, 8),
      wordAt(key, 12),
      wordAt(key, 16),
      wordAt(key, 20),
      wordAt(key, 24),
      wordAt(key, 28)
    ];
    this.#counter = counter;
  }
  /**
   * Writes the next 64-byte block into `out` as 16 words, each the little-endian reading of 4
   * keystream bytes (an unsigned 32-bit integer), and moves the counter on by one.
   */
  nextBlock(out) {
    const k = this.#key;
    const j4 = k[0], j5 = k[1], j6 = k[2], j7 = k[3];
    const j8 = k[4], j9 = k[5], j10 = k[6], j11 = k[7];
    const j12 = this.#counter;
    this.#counter = this.#counter + 1 >>> 0;
    let x0 = S0, x1 = S1, x2 = S2, x3 = S3;
    let x4 = j4, x5 = j5, x6 = j6, x7 = j7, x8 = j8, x9 = j9, x10 = j10, x11 = j11;
    let x12 = j12, x13 = 0, x14 = 0, x15 = 0;
    for (let round = 0; round < 20; round += 2) {
      x0 = x0 + x4 | 0, x12 ^= x0, x12 = x12 << 16 | x12 >>> 16;
      x8 = x8 + x12 | 0, x4 ^= x8, x4 = x4 << 12 | x4 >>> 20;
      x0 = x0 + x4 | 0, x12 ^= x0, x12 = x12 << 8 | x12 >>> 24;
      x8 = x8 + x12 | 0, x4 ^= x8, x4 = x4 << 7 | x4 >>> 25;
      x1 = x1 + x5 | 0, x13 ^= x1, x13 = x13 << 16 | x13 >>> 16;
      x9 = x9 + x13 | 0, x5 ^= x9, x5 = x5 << 12 | x5 >>> 20;
      x1 = x1 + x5 | 0, x13 ^= x1, x13 = x13 << 8 | x13 >>> 24;
      x9 = x9 + x13 | 0, x5 ^= x9, x5 = x5 << 7 | x5 >>> 25;
      x2 = x2 + x6 | 0, x14 ^= x2, x14 = x14 << 16 | x14 >>> 16;
      x10 = x10 + x14 | 0, x6 ^= x10, x6 = x6 << 12 | x6 >>> 20;
      x2 = x2 + x6 | 0, x14 ^= x2, x14 = x14 << 8 | x14 >>> 24;
      x10 = x10 + x14 | 0, x6 ^= x10, x6 = x6 << 7 | x6 >>> 25;
      x3 = x3 + x7 | 0, x15 ^= x3, x15 = x15 << 16 | x15 >>> 16;
      x11 = x11 + x15 | 0, x7 ^= x11, x7 = x7 << 12 | x7 >>> 20;
      x3 = x3 + x7 | 0, x15 ^= x3, x15 = x15 << 8 | x15 >>> 24;
      x11 = x11 + x15 | 0, x7 ^= x11, x7 = x7 << 7 | x7 >>> 25;
      x0 = x0 + x5 | 0, x15 ^= x0, x15 = x15 << 16 | x15 >>> 16;
      x10 = x10 + x15 | 0, x5 ^= x10, x5 = x5 << 12 | x5 >>> 20;
      x0 = x0 + x5 | 0, x15 ^= x0, x15 = x15 << 8 | x15 >>> 24;
      x10 = x10 + x15 | 0, x5 ^= x10, x5 = x5 << 7 | x5 >>> 25;
      x1 = x1 + x6 | 0, x12 ^= x1, x12 = x12 << 16 | x12 >>> 16;
      x11 = x11 + x12 | 0, x6 ^= x11, x6 = x6 << 12 | x6 >>> 20;
      x1 = x1 + x6 | 0, x12 ^= x1, x12 = x12 << 8 | x12 >>> 24;
      x11 = x11 + x12 | 0, x6 ^= x11, x6 = x6 << 7 | x6 >>> 25;
      x2 = x2 + x7 | 0, x13 ^= x2, x13 = x13 << 16 | x13 >>> 16;
      x8 = x8 + x13 | 0, x7 ^= x8, x7 = x7 << 12 | x7 >>> 20;
      x2 = x2 + x7 | 0, x13 ^= x2, x13 = x13 << 8 | x13 >>> 24;
      x8 = x8 + x13 | 0, x7 ^= x8, x7 = x7 << 7 | x7 >>> 25;
      x3 = x3 + x4 | 0, x14 ^= x3, x14 = x14 << 16 | x14 >>> 16;
      x9 = x9 + x14 | 0, x4 ^= x9, x4 = x4 << 12 | x4 >>> 20;
      x3 = x3 + x4 | 0, x14 ^= x3, x14 = x14 << 8 | x14 >>> 24;
      x9 = x9 + x14 | 0, x4 ^= x9, x4 = x4 << 7 | x4 >>> 25;
    }
    out[0] = x0 + S0 >>> 0, out[1] = x1 + S1 >>> 0;
    out[2] = x2 + S2 >>> 0, out[3] = x3 + S3 >>> 0;
    out[4] = x4 + j4 >>> 0, out[5] = x5 + j5 >>> 0;
    out[6] = x6 + j6 >>> 0, out[7] = x7 + j7 >>> 0;
    out[8] = x8 + j8 >>> 0, out[9] = x9 + j9 >>> 0;
    out[10] = x10 + j10 >>> 0, out[11] = x11 + j11 >>> 0;
    out[12] = x12 + j12 >>> 0, out[13] = x13 >>> 0;
    out[14] = x14 >>> 0, out[15] = x15 >>> 0;
  }
};
function wordAt(bytes, offset) {
  return (bytes[offset] | bytes[offset + 1] << 8 | bytes[offset + 2] << 16 | bytes[offset + 3] << 24) >>> 0;
}

// src/random/stream.ts
var TWO_POW_32 = 2 ** 32;
var SeededStream = class {
  #cipher;
  // A plain array, not a Uint32Array: see ChaCha20 on the cost of allocating small typed arrays.
  #block = [
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0
  ];
  #next = 16;
  /** Opens the stream of a 32-byte seed. */
  constructor(seed) {
    this.#cipher = new ChaCha20(seed);
  }
  /** The next 32-bit word of the keystream, as an unsigned little-endian integer. */
  nextUint32() {
    if (this.#next === 16) {
      this.#cipher.nextBlock(this.#block);
      this.#next = 0;
    }
    return this.#block[this.#next++];
  }
  /**
   * A uniform integer from 0 to `n - 1`, for `n` from 1 to 2^32, by rejection: a word `x` is
   * accepted when `x < 2^32 - (2^32 mod n)` and then gives `x mod n`; otherwise the next word is
   * tried. Never a bare modulo, never a float scaling.
   */
  below(n) {
    if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) {
      throw new RangeError(`below() takes an integer from 1 to 2^32, got ${n}`);
    }
    const limit = TWO_POW_32 - remainder(TWO_POW_32, n);
    for (; ; ) {
      const x = this.nextUint32();
      if (x < limit) return remainder(x, n);
    }
  }
};
function remainder(x, n) {
  return x - Math.floor(x / n) * n;
}

// src/random/mod.ts
function openSeeded(seed, freshSeed2) {
  if (seed === void 0) {
    const bytes = freshSeed2();
    return {
      seed: toHex(bytes),
      stream: new SeededStream(bytes)
    };
  }
  return {
    seed: seed.toLowerCase(),
    stream: new SeededStream(seedFromHex(seed))
  };
}

// src/operations/status_answer.ts
var StatusAnswer = class {
  /** The HTTP status. */
  status;
  /** The answer. */
  body;
  /** Wraps an answer with its status. */
  constructor(status, body) {
    this.status = status;
    this.body = body;
  }
};
function answerWithStatus(status, body) {
  return new StatusAnswer(status, body);
}

export {
  sampleIndices,
  shuffle,
  drawPositions,
  openSeeded,
  StatusAnswer,
  answerWithStatus
};
