/**
 * The flood of testing/flood.ts (the register flood test and bench), in a worker
 * (testing/load_worker.ts): its own event loop, so that its work does not delay the look-ups the
 * test times. Told `{ base, flooders, entries, round }`, it posts large records to the register,
 * each from a new /64, until told `"stop"`.
 *
 * @module
 */
/// <reference lib="deno.worker" />
import { serveLoad } from "./load_worker.ts";

serveLoad<{ base: string; flooders: number; entries: number; round: number }>(
  async ({ base, flooders, entries, round }, { stopped, count }) => {
    const template = JSON.stringify({
      game: "kr645",
      draw: 1240,
      title: "TITLE",
      entries: Array.from(
        { length: entries },
        (_, i) => `${i}`.padStart(200, "abcdefghijklmnopqrstuvwxyz"[i % 26]),
      ),
      winners: 1,
    });
    let sent = 0;
    const flooder = async (n: number) => {
      while (!stopped()) {
        sent++;
        try {
          const response = await fetch(`${base}/api/v1/giveaways`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              // A new /64 every time: no per-client budget is ever reached.
              "x-flood-from": `2001:db8:${round}${n.toString(16)}:${sent.toString(16)}::1`,
            },
            body: template.replace("TITLE", `Flood ${round} ${n} ${sent}`),
          });
          await response.arrayBuffer();
          count(response.status);
        } catch {
          // A connection closed while the body was sent: the server refused it unread.
          count(0);
        }
      }
    };
    await Promise.all(Array.from({ length: flooders }, (_, n) => flooder(n)));
  },
);
