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

// src/kv/retry.ts
var KV_ATTEMPTS = 6;
var KV_RETRY_MS = 10;
async function retryingKv(work, attempts = KV_ATTEMPTS) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts) throw error;
      const wait = KV_RETRY_MS * 2 ** (attempt - 1);
      await new Promise((resolve) => setTimeout(resolve, wait / 2 + Math.random() * wait));
    }
  }
}

export {
  DrawNotFoundError,
  SourceUnavailableError,
  retryingKv
};
