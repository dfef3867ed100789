/**
 * The kr645 source: the official Korean lottery site's JSON endpoint of past draws, and reading
 * its rows strictly (UPSTREAM.md). An answer may hold rows of other draws around the one asked
 * for: the wanted row is picked by its number, and the others are kept, since they come free.
 *
 * @module
 */
import { drawDateOf, drawFacts, latestDrawNumber, matrixOn } from "../../games/mod.ts";
import { isCalendarDate } from "../draw_id.ts";
import { ShapeError } from "../fetch_json.ts";
import type { Kr645Draw, Kr645Prize } from "../record.ts";
import type { DrawSource, SourceIo } from "./source.ts";

/** The path of the past-draws endpoint, below the source's base URL. */
export const KR645_PATH = "/lt645/selectPstLt645Info.do";

/** A browser's User-Agent: the site's firewall turns away clients that do not look like one. */
const USER_AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 " +
  "(KHTML, like Gecko) Chrome/124.0 Safari/537.36";

/** The URL and headers that ask the source for one draw. */
export function kr645Request(
  baseUrl: string,
  draw: number,
): { url: string; headers: Record<string, string> } {
  if (!Number.isSafeInteger(draw) || draw < 1) throw new RangeError(`not a draw number: ${draw}`);
  const url = new URL(`${baseUrl}${KR645_PATH}`);
  url.searchParams.set("srchLtEpsd", String(draw));
  return {
    url: url.href,
    headers: {
      "accept": "application/json, text/javascript, */*; q=0.01",
      "referer": "https://www.dhlottery.co.kr/lt645/result",
      "x-requested-with": "XMLHttpRequest",
      "user-agent": USER_AGENT,
    },
  };
}

/**
 * The rows of an answer's envelope `{"data":{"list":[...]}}`; none when `data` is null or the list
 * is empty, which is how the source says a draw does not exist yet.
 */
export function kr645Rows(body: unknown): unknown[] {
  if (!isObject(body) || !("data" in body)) throw new ShapeError("no data in the envelope");
  const { data } = body;
  if (data === null) return [];
  if (!isObject(data) || !Array.isArray(data.list)) throw new ShapeError("no data.list");
  return data.list;
}

/** The draw number of a row, or undefined when it has none. */
export function kr645RowNumber(row: unknown): number | undefined {
  return isObject(row) && Number.isSafeInteger(row.ltEpsd) ? row.ltEpsd as number : undefined;
}

const RANKS = [1, 2, 3, 4, 5] as const;

/** The kr645 source at a base URL. */
export function kr645Source(baseUrl: string): DrawSource {
  /** Asks for draw `number`; keeps every other good row the answer holds; null when absent. */
  async function ask(number: number, io: SourceIo): Promise<Kr645Draw | null> {
    const { url, headers } = kr645Request(baseUrl, number);
    let wanted: Kr645Draw | null = null;
    const rows = kr645Rows(await io.getJson(url, headers));
    for (const row of rows) {
      const rowNumber = kr645RowNumber(row);
      if (rowNumber === number) {
        wanted = parseKr645Row(row);
      } else if (rowNumber !== undefined) {
        // A bad neighbour is simply not kept.
        try {
          await io.keep(parseKr645Row(row));
        } catch (error) {
          if (!(error instanceof ShapeError)) throw error;
        }
      }
    }
    // Rows of other draws alone are not the source saying the draw does not exist.
    if (wanted === null && rows.length > 0) {
      throw new ShapeError(`an answer for draw ${number} without its row`);
    }
    return wanted;
  }

  return {
    name: "kr645",
    title: "official kr645",
    games: ["kr645"],
    draw: (id, io) => ask(id.number!, io),
    async latest(_game, io) {
      // The site has no "latest" request that can be trusted: ask for the draw the schedule
      // calls latest, and until it is published, the one before.
      const expected = latestDrawNumber(drawFacts("kr645"), io.now());
      if (expected < 1) return null;
      const record = await ask(expected, io);
      if (record !== null || expected === 1) return record;
      const before = await io.kept({ game: "kr645", number: expected - 1 }) ??
        await ask(expected - 1, io);
      if (before === null) {
        throw new ShapeError(`neither draw ${expected} nor draw ${expected - 1}`);
      }
      return before;
    },
  };
}

/**
 * Reads one row into a draw, checking every field it uses. A missing winner count or prize is
 * unknown (null), never 0; a field of the wrong type, a bad date or a number out of range is a
 * {@linkcode ShapeError}.
 */
export function parseKr645Row(row: unknown): Kr645Draw {
  if (!isObject(row)) throw new ShapeError("a row is not an object");
  const draw = kr645RowNumber(row);
  if (draw === undefined || draw < 1) throw new ShapeError("a row has no ltEpsd");
  const ymd = row.ltRflYmd;
  const date = typeof ymd === "string" && /^[0-9]{8}$/.test(ymd)
    ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`
    : "";
  if (!isCalendarDate(date)) throw new ShapeError(`draw ${draw} has no valid ltRflYmd`);
  // Draws are weekly from draw 1 on 2002-12-07: a row whose date is not its number's is another
  // draw's row mislabelled, or a placeholder, and is never kept.
  // Past draw 100,000 (the year 3900) no date is told: such a row is not a real one.
  const expected = draw <= 100_000 ? drawDateOf(drawFacts("kr645"), draw) : "none";
  if (date !== expected) {
    throw new ShapeError(
      `draw ${draw} is dated ${date}, but draw ${draw} was drawn on ${expected}`,
    );
  }
  const matrix = matrixOn("kr645", date);
  const numbers = [1, 2, 3, 4, 5, 6].map((i) => ball(row[`tm${i}WnNo`], matrix.max, draw));
  if (new Set(numbers).size !== numbers.length) {
    throw new ShapeError(`draw ${draw} repeats a winning number`);
  }
  const bonus = ball(row.bnsWnNo, matrix.extraMax, draw);
  if (numbers.includes(bonus)) throw new ShapeError(`draw ${draw} has a bonus among its numbers`);
  const prizes: Kr645Prize[] = RANKS.map((rank) => ({
    rank,
    winners: figure(row[`rnk${rank}WnNope`], draw),
    prize_per_winner: figure(row[`rnk${rank}WnAmt`], draw),
  }));
  return {
    game: "kr645",
    draw,
    date,
    numbers: numbers.sort((a, b) => a - b),
    bonus_number: bonus,
    prizes,
  };
}

function ball(value: unknown, max: number, draw: number): number {
  if (typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= max) {
    return value;
  }
  throw new ShapeError(`draw ${draw} has a number that is not from 1 to ${max}`);
}

/** A count or amount: absent or null is unknown; otherwise a whole number from 0. */
function figure(value: unknown, draw: number): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return value;
  throw new ShapeError(`draw ${draw} has a prize figure that is not a whole number`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
