/**
 * The draws layer's own errors. It knows nothing of HTTP: src/http/errors.ts maps each to its
 * answer.
 *
 * @module
 */

/** When a draw that is not out yet is due, by the game's schedule. */
export interface DrawDue {
  /** The draw: its number, or its date. */
  draw: number | string;
  /** The draw date, YYYY-MM-DD, in the game's zone. */
  date: string;
  /** The local time of the draw, `HH:MM`. */
  time: string;
  /** The zone's short name, e.g. `KST`. */
  zoneName: string;
}

/** The named draw does not exist: not drawn yet, no draw on that date, or before the record. */
export class DrawNotFoundError extends Error {
  /** When the draw is due, for a draw that the schedule says will come. */
  readonly due: DrawDue | undefined;

  /** Makes the error with a sentence for people. */
  constructor(message: string, due?: DrawDue) {
    super(message);
    this.name = "DrawNotFoundError";
    this.due = due;
  }
}

/** The source of past draws did not answer, and nothing kept can stand in. */
export class SourceUnavailableError extends Error {
  /** When asking again may help, in whole seconds. */
  readonly retryAfterSeconds: number;

  /** Makes the error with a sentence for people. */
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.name = "SourceUnavailableError";
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
