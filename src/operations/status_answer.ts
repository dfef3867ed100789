/**
 * An answer with a status other than 200, e.g. 201 for a record just created: a handler returns
 * one, HTTP answers with its status, and MCP gives the body alone. Kept apart from the operations
 * so that the HTTP face can tell one at start without loading them.
 *
 * @module
 */

/** The statuses a successful answer may have. */
export type SuccessStatus = 200 | 201;

/**
 * An answer with a status other than 200 (over HTTP; MCP gives the body alone): a handler returns
 * one through {@linkcode answerWithStatus}.
 */
export class StatusAnswer<T> {
  /** The HTTP status. */
  readonly status: SuccessStatus;
  /** The answer. */
  readonly body: T;

  /** Wraps an answer with its status. */
  constructor(status: SuccessStatus, body: T) {
    this.status = status;
    this.body = body;
  }
}

/** An answer with its HTTP status, e.g. 201 for a record just created. */
export function answerWithStatus<T>(status: SuccessStatus, body: T): StatusAnswer<T> {
  return new StatusAnswer(status, body);
}
