import { assertEquals } from "@std/assert";
import { currentMatrix, matrixOn, prizeLevel } from "../../src/games/mod.ts";

/** kr645's rank of a match, or null. */
const kr645Rank = (main: number, bonus: boolean) => prizeLevel("kr645", main, bonus)?.name ?? null;

/** Powerball's tier of a match (Mega Millions' are the same), or null. */
const nyTier = (main: number, extra: boolean | null) =>
  prizeLevel("powerball", main, extra === true)?.name ?? null;

Deno.test("matrixOn: each game's matrix by the draw date, boundaries included", () => {
  const shape = (game: "kr645" | "powerball" | "megamillions", date: string) => {
    const { count, max, extraMax } = matrixOn(game, date);
    return [count, max, extraMax];
  };
  assertEquals(shape("kr645", "2002-12-07"), [6, 45, 45]);
  assertEquals(shape("powerball", "2010-02-03"), [5, 59, 39]);
  assertEquals(shape("powerball", "2012-01-14"), [5, 59, 39]);
  assertEquals(shape("powerball", "2012-01-18"), [5, 59, 35]);
  assertEquals(shape("powerball", "2015-10-03"), [5, 59, 35]);
  assertEquals(shape("powerball", "2015-10-07"), [5, 69, 26]);
  assertEquals(shape("megamillions", "2002-05-17"), [5, 52, 52]);
  assertEquals(shape("megamillions", "2005-06-22"), [5, 56, 46]);
  assertEquals(shape("megamillions", "2013-10-18"), [5, 56, 46]);
  assertEquals(shape("megamillions", "2013-10-22"), [5, 75, 15]);
  assertEquals(shape("megamillions", "2017-10-27"), [5, 75, 15]);
  assertEquals(shape("megamillions", "2017-10-31"), [5, 70, 25]);
  assertEquals(shape("megamillions", "2025-04-04"), [5, 70, 25]);
  assertEquals(shape("megamillions", "2025-04-08"), [5, 70, 24]);
});

Deno.test("currentMatrix: the ticket bounds docs/API.md states", () => {
  assertEquals(currentMatrix("kr645").max, 45);
  assertEquals([currentMatrix("powerball").max, currentMatrix("powerball").extraMax], [69, 26]);
  assertEquals(
    [currentMatrix("megamillions").max, currentMatrix("megamillions").extraMax],
    [70, 24],
  );
});

Deno.test("prizeLevel: kr645 ranks 6, 5+bonus, 5, 4, 3; the bonus counts only for 2nd", () => {
  assertEquals(kr645Rank(6, false), 1);
  assertEquals(kr645Rank(5, true), 2);
  assertEquals(kr645Rank(5, false), 3);
  assertEquals(kr645Rank(4, true), 4);
  assertEquals(kr645Rank(4, false), 4);
  assertEquals(kr645Rank(3, true), 5);
  assertEquals(kr645Rank(2, true), null);
  assertEquals(kr645Rank(0, false), null);
});

Deno.test("prizeLevel: Powerball tiers the nine winning tiers; without an extra only k+0 can win", () => {
  assertEquals(nyTier(5, true), "5+1");
  assertEquals(nyTier(5, false), "5+0");
  assertEquals(nyTier(5, null), "5+0");
  assertEquals(nyTier(4, true), "4+1");
  assertEquals(nyTier(4, null), "4+0");
  assertEquals(nyTier(3, true), "3+1");
  assertEquals(nyTier(3, false), "3+0");
  assertEquals(nyTier(2, true), "2+1");
  assertEquals(nyTier(2, false), null);
  assertEquals(nyTier(1, true), "1+1");
  assertEquals(nyTier(1, null), null);
  assertEquals(nyTier(0, true), "0+1");
  assertEquals(nyTier(0, false), null);
});

Deno.test("prizeLevel: Mega Millions has Powerball's tiers", () => {
  for (const main of [0, 1, 2, 3, 4, 5]) {
    for (const extra of [true, false]) {
      assertEquals(
        prizeLevel("megamillions", main, extra)?.name,
        prizeLevel("powerball", main, extra)?.name,
      );
    }
  }
});
