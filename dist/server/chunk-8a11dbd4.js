// src/draws/errors.ts
var DrawNotFoundError = class extends Error {
  /** When the draw is due, for a draw that the schedule says will come. */
  due;
  /** Makes the error with a sentence for people. */
  constructor(message, due) {
    super(message);
    this.name = "DrawNotFoundError";
    this.due = due;
  }
};
var SourceUnavailableError = class extends Error {
  /** When asking again may help, in whole seconds. */
  retryAfterSeconds;
  /** Makes the error with a sentence for people. */
  constructor(message, retryAfterSeconds) {
    super(message);
    this.name = "SourceUnavailableError";
    this.retryAfterSeconds = retryAfterSeconds;
  }
};

export {
  DrawNotFoundError,
  SourceUnavailableError
};
