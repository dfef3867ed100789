/**
 * Single flight: work for one key is done once however many callers want it at the same time;
 * they all get the one promise, which is forgotten once it settles.
 *
 * @module
 */

/** Runs work once per key at a time. */
export interface SingleFlight<T> {
  /** The flight under way for `key`, or a new one running `work`. */
  run(key: string, work: () => Promise<T>): Promise<T>;
  /** How many flights are under way. */
  readonly size: number;
}

/** Makes an empty set of flights. */
export function createSingleFlight<T>(): SingleFlight<T> {
  const flights = new Map<string, Promise<T>>();
  return {
    run(key, work) {
      const pending = flights.get(key);
      if (pending !== undefined) return pending;
      let flight: Promise<T>;
      try {
        flight = work();
      } catch (error) {
        return Promise.reject(error);
      }
      const tracked = flight.finally(() => flights.delete(key));
      flights.set(key, tracked);
      return tracked;
    },
    get size() {
      return flights.size;
    },
  };
}
