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
  return n <= DENSE_LIMIT ? sampleDense(stream, n, k) : sampleSparse(stream, n, k);
}

/** Up to this many positions, the moved ones are kept in an array rather than a map. */
const DENSE_LIMIT = 4096;

function sampleDense(stream: SeededStream, n: number, k: number): number[] {
  // A hole at position p means it still holds its own value p.
  const moved: (number | undefined)[] = new Array(n);
  const drawn = new Array<number>(k);
  for (let i = 0; i < k; i++) {
    const j = i + stream.below(n - i);
    drawn[i] = moved[j] ?? j;
    moved[j] = moved[i] ?? i;
  }
  return drawn;
}

function sampleSparse(stream: SeededStream, n: number, k: number): number[] {
  const moved = new Map<number, number>();
  const drawn = new Array<number>(k);
  for (let i = 0; i < k; i++) {
    const j = i + stream.below(n - i);
    drawn[i] = moved.get(j) ?? j;
    moved.set(j, moved.get(i) ?? i);
  }
  return drawn;
}

/** A shuffled copy of `items` (the input is not changed): every order equally likely. */
export function shuffle<T>(stream: SeededStream, items: readonly T[]): T[] {
  return sampleIndices(stream, items.length, items.length).map((i) => items[i]!);
}
