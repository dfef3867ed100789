/**
 * One policy for a KV call that fails now and may succeed in a moment, shared by the draws cache
 * and the giveaway register.
 *
 * @module
 */

/** A KV call is tried this many times, by default, before its error is thrown. */
export const KV_ATTEMPTS = 6;

/** The first wait between attempts, doubled each time (with jitter), in ms. */
export const KV_RETRY_MS = 10;

/**
 * Runs a KV call again after a short, growing, jittered wait when it throws: instances that share
 * a local KV file meet "database is locked" when they write at the same moment. The last error is
 * thrown on after `attempts` tries.
 */
export async function retryingKv<T>(
  work: () => Promise<T>,
  attempts: number = KV_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1;; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts) throw error;
      const wait = KV_RETRY_MS * 2 ** (attempt - 1);
      await new Promise((resolve) => setTimeout(resolve, wait / 2 + Math.random() * wait));
    }
  }
}
