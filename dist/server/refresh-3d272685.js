import {
  DRAW_GAMES,
  drawFacts,
  latestDrawDate
} from "./chunk-0630ae7e.js";

// src/draws/refresh.ts
function createRefresher(draws) {
  const held = /* @__PURE__ */ new Map();
  return {
    async refreshDue(now) {
      const due = DRAW_GAMES.flatMap((game) => {
        const expected = latestDrawDate(drawFacts(game), now);
        return expected === void 0 || held.get(game) === expected ? [] : [
          {
            game,
            expected
          }
        ];
      });
      return await Promise.all(due.map(async ({ game, expected }) => {
        try {
          const result = await draws.getDraw(game);
          if (!result.stale && result.record.date >= expected) {
            held.set(game, expected);
            return {
              game,
              expected,
              state: "out"
            };
          }
        } catch {
        }
        return {
          game,
          expected,
          state: "lagging"
        };
      }));
    }
  };
}
export {
  createRefresher
};
