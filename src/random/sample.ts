/**
 * Draws without repeats, and shuffles, by the forward Fisher-Yates method.
 *
 * @module
 */
import type { SeededStream } from "./stream.ts";

/**
 * Draws `k` distinct integers from 0 to `n - 1` in draw order, every ordered draw equally likely.
 *
 * It runs the first `k` steps of a forward Fisher-Yates shuffle of the virtual list 0, 1, ..., n-1:
 * at step `i` it takes `j = i + below(n - i)`, answers the value at position `j` and moves the
 * value at position `i` into position `j`. Only moved positions are stored, so `n` may be 2^32.
 * Step `i` always costs one `below(n - i)`, even when `n - i` is 1.
 */
export function sampleIndices(stream: SeededStream, n: number, k: number): number[] {
  if (k > n) throw new RangeError(`cannot draw ${k} distinct values from ${n}`);
  if (k <= FEW_LIMIT) return sampleFew(stream, n, k);
  return n <= DENSE_LIMIT ? sampleDense(stream, n, k) : sampleSparse(stream, n, k);
}

/** Up to this many draws, the moved positions are kept in a short list searched end to end. */
const FEW_LIMIT = 16;

/** Up to this many positions, the moved ones are kept in an array rather than a hash table. */
const DENSE_LIMIT = 1024;

function sampleFew(stream: SeededStream, n: number, k: number): number[] {
  // At most k positions move, so a lottery set costs a few comparisons, not an array of n.
  const positions: number[] = [];
  const values: number[] = [];
  const valueAt = (p: number) => {
    const found = positions.indexOf(p);
    return found === -1 ? p : values[found]!;
  };
  const drawn = new Array<number>(k);
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

function sampleDense(stream: SeededStream, n: number, k: number): number[] {
  // moved[p] is 1 + the value now at position p, or 0 while p still holds its own value p.
  // (A plain array: a typed array's buffer costs more to allocate than a small draw.)
  const moved = new Array<number>(n).fill(0);
  const drawn = new Array<number>(k);
  for (let i = 0; i < k; i++) {
    const j = i + stream.below(n - i);
    const atJ = moved[j]!;
    const atI = moved[i]!;
    drawn[i] = atJ === 0 ? j : atJ - 1;
    moved[j] = atI === 0 ? i + 1 : atI;
  }
  return drawn;
}

function sampleSparse(stream: SeededStream, n: number, k: number): number[] {
  const moved = new PositionTable(k);
  const drawn = new Array<number>(k);
  for (let i = 0; i < k; i++) {
    const j = i + stream.below(n - i);
    drawn[i] = moved.get(j);
    moved.set(j, moved.get(i));
  }
  return drawn;
}

/**
 * The values at moved positions of a virtual list 0, 1, ..., n - 1 (n up to 2^32): an
 * open-addressing hash table of at most `size` entries. A Map would do, but positions above
 * 2^31 are heap numbers to it, and it was several times slower.
 */
class PositionTable {
  readonly #keys: Float64Array; // 1 + the position, 0 for an empty slot
  readonly #values: Float64Array;
  readonly #mask: number;
  readonly #shift: number;

  constructor(size: number) {
    let bits = 4;
    while (2 ** bits < 2 * size) bits++;
    const capacity = 2 ** bits;
    this.#keys = new Float64Array(capacity);
    this.#values = new Float64Array(capacity);
    this.#mask = capacity - 1;
    this.#shift = 32 - bits;
  }

  /** The value at a position: its own number unless it has been moved. */
  get(position: number): number {
    const slot = this.#find(position);
    return this.#keys[slot] === 0 ? position : this.#values[slot]!;
  }

  /** Puts a value at a position. */
  set(position: number, value: number): void {
    const slot = this.#find(position);
    this.#keys[slot] = position + 1;
    this.#values[slot] = value;
  }

  #find(position: number): number {
    const key = position + 1;
    // Fibonacci hashing: the high bits of the product mix every bit of the position.
    let slot = Math.imul(position | 0, 0x9e3779b1) >>> this.#shift;
    for (;;) {
      const found = this.#keys[slot];
      if (found === key || found === 0) return slot;
      slot = (slot + 1) & this.#mask;
    }
  }
}

/**
 * A shuffled copy of `items` (the input is not changed): every order equally likely. It is the
 * forward Fisher-Yates method of {@linkcode sampleIndices} run to the end, on a copy of the items
 * themselves (the same draws, the same order), which saves the table of moved positions and the
 * mapping of indices back to items: a 1000-item shuffle in about half the time.
 */
export function shuffle<T>(stream: SeededStream, items: readonly T[]): T[] {
  const shuffled = items.slice();
  const n = shuffled.length;
  for (let i = 0; i < n; i++) {
    const j = i + stream.below(n - i);
    const drawn = shuffled[j]!;
    shuffled[j] = shuffled[i]!;
    shuffled[i] = drawn;
  }
  return shuffled;
}

/**
 * `k` positions below `n`: distinct (the first `k` steps of Fisher-Yates, {@linkcode sampleIndices})
 * when `unique`, else `k` independent draws of `below(n)`, in draw order.
 */
export function drawPositions(
  stream: SeededStream,
  n: number,
  k: number,
  unique: boolean,
): number[] {
  if (unique) return sampleIndices(stream, n, k);
  return Array.from({ length: k }, () => stream.below(n));
}
