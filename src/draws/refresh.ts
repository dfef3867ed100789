/**
 * The scheduled refresh: each game's latest draw fetched soon after its publication time, and
 * asked for again on later ticks until the source has it, so that no user waits on a source for
 * the latest draw. main.ts runs {@linkcode Refresher.refreshDue} every minute with `Deno.cron`;
 * the draws service still decides when the source itself is asked (a due draw that the source
 * lacks is asked for again every few minutes, a failing source is left alone).
 *
 * @module
 */
import { DRAW_GAMES, drawFacts, type DrawGame, latestDrawDate } from "../games/mod.ts";
import type { DrawsService } from "./service.ts";

/** What one tick did for one game it asked the service about. */
export interface RefreshOutcome {
  /** The game. */
  game: DrawGame;
  /** The date of the latest draw by the schedule. */
  expected: string;
  /**
   * `out`: the service holds that draw (it is not asked about again until the next draw);
   * `lagging`: the source does not have it yet, or failed; asked about again on the next tick.
   */
  state: "out" | "lagging";
}

/** The scheduled refresh. */
export interface Refresher {
  /**
   * Asks the draws service for the latest draw of each game whose latest draw by the schedule
   * (published by `now`) it has not been seen to hold yet, and says what it asked. Never rejects.
   */
  refreshDue(now: number): Promise<RefreshOutcome[]>;
}

/** Makes the scheduled refresh over a draws service (which should read the same clock). */
export function createRefresher(draws: DrawsService): Refresher {
  /** The latest draw date each game was seen to hold. */
  const held = new Map<DrawGame, string>();
  return {
    async refreshDue(now) {
      const due = DRAW_GAMES.flatMap((game) => {
        const expected = latestDrawDate(drawFacts(game), now);
        return expected === undefined || held.get(game) === expected ? [] : [{ game, expected }];
      });
      return await Promise.all(due.map(async ({ game, expected }): Promise<RefreshOutcome> => {
        try {
          const result = await draws.getDraw(game);
          if (!result.stale && result.record.date >= expected) {
            held.set(game, expected);
            return { game, expected, state: "out" };
          }
        } catch {
          // The service has logged a failing source; the next tick asks again.
        }
        return { game, expected, state: "lagging" };
      }));
    },
  };
}
