/**
 * Values made at their first use rather than at start: KV once opened (the draws service, the
 * register), the pages and the MCP SDK, which are the modules whose loading a start would pay for
 * and most servers never need (bench/README.md has the measures).
 *
 * @module
 */

/** A value made at its first use and kept; a making that fails is tried again at the next use. */
export interface Lazy<T> {
  /** The value, made now if it is not made yet. */
  get(): Promise<T>;
  /** The value once made, undefined before: for callers that go on synchronously once it is. */
  readonly made: T | undefined;
}

/** A value that `make` makes at the first {@linkcode Lazy.get}. */
export function lazy<T>(make: () => Promise<T>): Lazy<T> {
  let made: T | undefined;
  let making: Promise<T> | undefined;
  return {
    get() {
      making ??= make().then(
        (value) => made = value,
        (error) => {
          making = undefined;
          throw error;
        },
      );
      return making;
    },
    get made() {
      return made;
    },
  };
}
