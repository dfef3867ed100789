/**
 * A timer for the paths a cold start runs. Since Deno 2.8 the global `setTimeout` and
 * `setInterval` are Node's (denoland/deno#33118): the first call of either loads Deno's Node
 * timers layer, about 7 ms on the machines of bench/README.md, which a server's first answer paid
 * when it set its time limit. `AbortSignal.timeout` runs on the web platform's own timers and
 * loads nothing. Code that is already past its first answer (the draws layer, the shutdown) uses
 * the globals.
 *
 * @module
 */

/**
 * Runs `run` once, `ms` milliseconds from now, unless the returned function is called first. The
 * timer keeps the process alive until it fires, cancelled or not: keep `ms` short.
 */
export function after(ms: number, run: () => void): () => void {
  let cancelled = false;
  AbortSignal.timeout(ms).addEventListener("abort", () => {
    if (!cancelled) run();
  }, { once: true });
  return () => {
    cancelled = true;
  };
}
