/**
 * What the fuzz and load suites hold every answer to: the error body and its `field`, each
 * operation's answer schema and bounds, and the winning numbers the source double serves (an
 * oracle read from the recorded fixtures and the double's own synthesis, not from the service).
 *
 * @module
 */
import { assert, assertEquals, AssertionError } from "@std/assert";
import { createHash } from "node:crypto";
import * as v from "valibot";
import { drawFacts } from "../../src/games/mod.ts";
import { GAME_FORMATS } from "../../src/games/mod.ts";
import { ERROR_STATUS } from "../../src/http/errors.ts";
import type { Operation } from "../../src/operations/mod.ts";
import {
  type DoubleLatest,
  synthesizedKr645Row,
  synthesizedNyRow,
} from "../../testing/source_double.ts";
import { parseStrictJson } from "../_strict_json.ts";

/** Plain arguments, as a JSON body holds them. */
export type Args = Record<string, unknown>;

/** An answer as the suites see it: the status and the body's exact text. */
export interface Reply {
  /** The HTTP status. */
  status: number;
  /** The body, as sent. */
  text: string;
}

/**
 * Checks the shape of an error answer: exactly `{"error":{"code","message","field"}}`, a code
 * whose status is the one answered, a message, and a field that is a string or null.
 */
export function errorOf(reply: Reply, context: string): { code: string; field: string | null } {
  const body = parseStrictJson(reply.text, context);
  const error = (body as { error?: unknown })?.error as Record<string, unknown> | undefined;
  expect(
    isObject(body) && Object.keys(body).length === 1 && isObject(error),
    `not an {error} body`,
    context,
    reply,
  );
  const { code, message, field } = error!;
  expect(
    Object.keys(error!).join(",") === "code,message,field",
    "error keys are not code,message,field",
    context,
    reply,
  );
  expect(typeof code === "string" && code in ERROR_STATUS, "unknown error code", context, reply);
  expect(
    ERROR_STATUS[code as keyof typeof ERROR_STATUS] === reply.status,
    "the code does not go with the status",
    context,
    reply,
  );
  expect(typeof message === "string" && message.length > 0, "empty message", context, reply);
  expect(
    field === null || typeof field === "string",
    "field is not a string or null",
    context,
    reply,
  );
  return { code: code as string, field: field as string | null };
}

/**
 * Checks an error answer ({@linkcode errorOf}) and that its `field` exists: null, or an argument
 * the operation takes, or for `unknown_argument` the unknown name that was sent. `sent` are the
 * argument names the request carried (JSON keys or query names), `known` those the operation
 * takes.
 */
export function checkError(
  reply: Reply,
  sent: readonly string[],
  known: readonly string[],
  context: string,
): { code: string; field: string | null } {
  const { code, field: named } = errorOf(reply, context);
  switch (code) {
    case "unknown_argument":
      expect(
        named !== null && sent.includes(named) && !known.includes(named),
        "unknown_argument must name an argument that was sent and is not taken",
        context,
        reply,
      );
      break;
    case "missing_argument":
      expect(
        named !== null && known.includes(named) && !sent.includes(named),
        "missing_argument must name a taken argument that was not sent",
        context,
        reply,
      );
      break;
    case "invalid_argument":
      expect(
        named !== null && known.includes(named) && sent.includes(named),
        "invalid_argument must name a taken argument that was sent",
        context,
        reply,
      );
      break;
    case "draw_not_found":
      expect(named === "draw", "draw_not_found must name draw", context, reply);
      break;
    default:
      expect(named === null, `${code} must have field null`, context, reply);
  }
  return { code, field: named };
}

/** Checks a 200 answer against the operation's answer schema and its bounds given `args`. */
export function checkAnswer(
  operation: Operation,
  args: Args,
  text: string,
  oracle: DrawOracle,
  context: string,
): Record<string, unknown> {
  const body = parseStrictJson(text, context) as Record<string, unknown>;
  const parsed = v.safeParse(operation.output, body);
  if (!parsed.success) {
    throw new AssertionError(
      `${context}: the answer does not match the answer schema of ${operation.name}: ` +
        `${v.summarize(parsed.issues)}\n${text.slice(0, 2000)}`,
    );
  }
  const seed = args.seed;
  if (typeof seed === "string") assertEquals(body.seed, seed.toLowerCase(), `${context}: seed`);
  const check = ANSWER_CHECKS[operation.name];
  if (check === undefined) {
    throw new Error(
      `no answer check for ${operation.name}: add one to ANSWER_CHECKS in tests/fuzz/_checks.ts`,
    );
  }
  try {
    check(args, body, oracle);
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    throw new AssertionError(`${context}: ${error.message}\nanswer: ${text.slice(0, 2000)}`);
  }
  return body;
}

type AnswerCheck = (args: Args, body: Record<string, unknown>, oracle: DrawOracle) => void;

/**
 * The operations of a table that the suites would fuzz with no answer check of their own: each
 * needs an entry in `ANSWER_CHECKS` (tests/fuzz/_checks.ts), what its answer must hold given its
 * arguments.
 */
export function answerCheckGaps(operations: readonly Operation[]): string[] {
  return operations.filter((operation) => !Object.hasOwn(ANSWER_CHECKS, operation.name))
    .map((operation) => operation.name);
}

const ANSWER_CHECKS: Record<string, AnswerCheck> = {
  pick_numbers(args, body) {
    const game = args.game;
    const named = typeof game === "string" && game !== "custom";
    const format = named ? GAME_FORMATS[game as keyof typeof GAME_FORMATS] : {
      count: args.count as number,
      min: (args.min ?? 1) as number,
      max: args.max as number,
      extra_count: (args.extra_count ?? 0) as number,
      extra_max: ((args.extra_count ?? 0) as number) > 0 ? args.extra_max as number : null,
    };
    assertEquals(body.game, named ? game : "custom", "game");
    assertEquals(body.format, format, "format");
    const sets = body.sets as { numbers: number[]; extra_numbers: number[] }[];
    assertEquals(sets.length, (args.sets ?? 1) as number, "number of sets");
    for (const set of sets) {
      checkSortedDistinct(set.numbers, format.count, format.min, format.max, "numbers");
      checkSortedDistinct(
        set.extra_numbers,
        format.extra_count,
        1,
        format.extra_max ?? 0,
        "extra_numbers",
      );
    }
  },
  get_draw(args, body, oracle) {
    const outcome = oracle.expect(args.game as DrawGameName, args.draw);
    if (outcome.kind !== "found") {
      throw new Error(`a 200 for a draw the oracle calls ${outcome.kind}`);
    }
    const { stale, fetched_at, next_draw, ...rest } = body;
    assertEquals(rest, outcome.draw, "the draw");
    assertEquals(next_draw, nextDrawAfter(outcome.draw), "the next draw");
    assertEquals(typeof stale, "boolean");
    assert(!Number.isNaN(Date.parse(fetched_at as string)), "fetched_at is a time");
  },
  check_ticket(args, body, oracle) {
    const game = args.game as DrawGameName;
    const outcome = oracle.expect(game, args.draw);
    if (outcome.kind !== "found") {
      throw new Error(`a 200 for a draw the oracle calls ${outcome.kind}`);
    }
    const drawn = outcome.draw;
    const ticket = [...(args.numbers as number[])].sort((a, b) => a - b);
    const matrix = matrixOn(game, drawn.date);
    checkSortedDistinct(
      ticket,
      matrix.count,
      1,
      matrix.max,
      "the ticket (under the draw's matrix)",
    );
    const matched = ticket.filter((n) => drawn.numbers.includes(n));
    const common = {
      game,
      draw: drawn.draw,
      date: drawn.date,
      numbers: ticket,
      matched,
      match_count: matched.length,
    };
    const { stale: _, fetched_at: __, ...rest } = body;
    if (drawn.game === "kr645") {
      assertEquals(args.extra_number, undefined, "extra_number with kr645");
      const bonus = ticket.includes(drawn.bonus_number);
      const rank = KR645_RANKS[matched.length] ?? null;
      const rankOf = rank === 3 && bonus ? 2 : rank;
      assertEquals(rest, {
        ...common,
        bonus_matched: bonus,
        rank: rankOf,
        prize_per_winner: rankOf === null ? null : drawn.prizes[rankOf - 1]!.prize_per_winner,
      });
    } else {
      const extra = args.extra_number as number | undefined;
      if (extra !== undefined) {
        assert(extra >= 1 && extra <= matrix.extraMax, `extra_number ${extra} outside the matrix`);
      }
      const extraMatched = extra === undefined ? null : extra === drawn.extra_number;
      const tier = `${matched.length}+${extraMatched === true ? 1 : 0}`;
      assertEquals(rest, {
        ...common,
        extra_number: extra ?? null,
        extra_matched: extraMatched,
        tier: NY_TIERS.includes(tier) ? tier : null,
      });
    }
  },
  roll_dice(args, body) {
    const sides = (args.sides ?? 6) as number;
    const count = (args.count ?? 1) as number;
    const rolls = body.rolls as number[];
    assertEquals([body.sides, body.count, rolls.length], [sides, count, count]);
    assert(rolls.every((roll) => roll >= 1 && roll <= sides), "a roll outside 1..sides");
    assertEquals(body.total, rolls.reduce((sum, roll) => sum + roll, 0), "total");
  },
  flip_coin(args, body) {
    const count = (args.count ?? 1) as number;
    const flips = body.flips as string[];
    const heads = flips.filter((flip) => flip === "heads").length;
    assertEquals([body.count, flips.length], [count, count]);
    assertEquals([body.heads, body.tails], [heads, count - heads]);
  },
  random_integer(args, body) {
    const { min, max } = args as { min: number; max: number };
    const count = (args.count ?? 1) as number;
    const unique = (args.unique ?? false) as boolean;
    const values = body.values as number[];
    assertEquals([body.min, body.max, body.count, body.unique], [min, max, count, unique]);
    assertEquals(values.length, count, "number of values");
    assert(values.every((n) => n >= min && n <= max), "a value outside min..max");
    if (unique) assertEquals(new Set(values).size, count, "repeated values with unique");
  },
  pick_from_list(args, body) {
    const items = args.items as string[];
    const count = (args.count ?? 1) as number;
    const unique = (args.unique ?? true) as boolean;
    const picks = body.picks as string[];
    assertEquals([body.count, body.unique, picks.length], [count, unique, count]);
    const available = tally(items);
    for (const pick of picks) {
      const left = available.get(pick);
      if (left === undefined) {
        throw new Error(`a pick that is not an item: ${JSON.stringify(pick)}`);
      }
      // Without repeats, an item can be picked at most as often as it is in the list.
      if (unique) {
        assert(left > 0, `${JSON.stringify(pick)} picked more often than it is in the list`);
        available.set(pick, left - 1);
      }
    }
  },
  seed_from_draw(args, body, oracle) {
    const outcome = oracle.expect(args.game as DrawGameName, args.draw);
    if (outcome.kind !== "found") {
      throw new Error(`a 200 for a draw the oracle calls ${outcome.kind}`);
    }
    const label = args.label ?? "";
    if (!isSeedLabel(label)) throw new Error(`a 200 for the label ${JSON.stringify(label)}`);
    const drawn = outcome.draw;
    const extra = drawn.game === "kr645" ? drawn.bonus_number : drawn.extra_number;
    const message = seedMessage(drawn, extra, label);
    // Field order is part of "byte for byte" (issue 11 lists them; next_draw ends every draw answer).
    assertEquals(Object.keys(body), SEED_ANSWER_FIELDS, "the answer's fields, in order");
    const { stale, fetched_at, ...rest } = body;
    assertEquals(rest, {
      game: drawn.game,
      draw: drawn.draw,
      date: drawn.date,
      numbers: drawn.numbers,
      extra_number: extra,
      label,
      method: SEED_METHOD,
      message,
      seed: createHash("sha256").update(new TextEncoder().encode(message)).digest("hex"),
      next_draw: nextDrawAfter(drawn),
    });
    assertEquals(typeof stale, "boolean");
    assert(!Number.isNaN(Date.parse(fetched_at as string)), "fetched_at is a time");
  },
  shuffle_list(args, body) {
    const items = args.items as string[];
    const shuffled = body.shuffled as string[];
    assertEquals(shuffled.length, items.length, "length");
    assertEquals(tally(shuffled), tally(items), "not a permutation of the items");
  },
};

const KR645_RANKS: Record<number, number> = { 6: 1, 5: 3, 4: 4, 3: 5 };

/** The derivation seed_from_draw names, the first line of every message it hashes. */
const SEED_METHOD = "fairdraw-seed-from-draw/v1";

const SEED_ANSWER_FIELDS = [
  "game",
  "draw",
  "date",
  "numbers",
  "extra_number",
  "label",
  "method",
  "message",
  "seed",
  "stale",
  "fetched_at",
  "next_draw",
];

/**
 * The text seed_from_draw hashes (issue 11), written here apart from the service: six lines
 * joined by `\n`, no final newline: the method, the game, the draw, the main numbers ascending
 * joined by commas, the extra number, the label as given.
 */
function seedMessage(
  drawn: { game: string; draw: number | string; numbers: readonly number[] },
  extra: number,
  label: string,
): string {
  const numbers = [...drawn.numbers].sort((a, b) => a - b).join(",");
  return [SEED_METHOD, drawn.game, String(drawn.draw), numbers, String(extra), label].join("\n");
}

/** The most code points a label of seed_from_draw may have. */
export const MAX_SEED_LABEL = 1000;

/**
 * Whether a value is a label that seed_from_draw takes: a string of 0 to 1000 Unicode code points
 * (an astral character is one) of canonical text, stated here apart from src/giveaway/text.js:
 * no lone surrogate, in NFC, no control character but LF, no format character, no U+2028/U+2029,
 * no default-ignorable code point (the Hangul fillers among them) and no unassigned one.
 */
export function isSeedLabel(value: unknown): value is string {
  return typeof value === "string" && value.isWellFormed() &&
    Array.from(value).length <= MAX_SEED_LABEL && value.normalize("NFC") === value &&
    !/[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cn}\u2028\u2029]/u.test(value) &&
    !/\p{Cc}/u.test(value.replaceAll("\n", ""));
}
const NY_TIERS = ["5+1", "5+0", "4+1", "4+0", "3+1", "3+0", "2+1", "1+1", "0+1"];

/** A game with past draws. */
export type DrawGameName = "kr645" | "powerball" | "megamillions";

/** A kr645 draw as the draw operation answers it (without stale and fetched_at). */
export interface ExpectedKr645 {
  game: "kr645";
  draw: number;
  date: string;
  numbers: number[];
  bonus_number: number;
  prizes: { rank: number; winners: number | null; prize_per_winner: number | null }[];
}

/** A Powerball or Mega Millions draw as the draw operation answers it. */
export interface ExpectedNy {
  game: "powerball" | "megamillions";
  draw: string;
  date: string;
  numbers: number[];
  extra_number: number;
  multiplier: number | null;
}

/** What a `draw` argument names at the double: a draw, a draw that does not exist, or nothing valid. */
export type DrawOutcome =
  | { kind: "found"; draw: ExpectedKr645 | ExpectedNy }
  | { kind: "not_found"; due?: DrawDue }
  | { kind: "invalid" };

/**
 * When a draw not made or not published yet is due: its date and the time of day it is drawn, in
 * the game's zone. Given for a draw on a future draw day, or a kr645 number at most
 * {@linkcode DUE_DRAWS_AHEAD} draws ahead (further ahead, the service may or may not tell).
 */
export interface DrawDue {
  /** The draw as named: its number (kr645) or its date. */
  draw: number | string;
  /** The draw date, YYYY-MM-DD, in the game's zone. */
  date: string;
  /** The time of day it is drawn, HH:MM. */
  time: string;
  /** The zone's short name. */
  zoneName: string;
}

/** How many kr645 draws ahead (about a century) the oracle tells when a draw is due. */
export const DUE_DRAWS_AHEAD = 5200;

/** The draws the source double serves, as they must be answered. */
export interface DrawOracle {
  /** What `draw` (as sent, any type; undefined for the latest) names for a game. */
  expect(game: DrawGameName, draw: unknown): DrawOutcome;
  /** Draw dates that exist for a NY game, oldest first (for generators). */
  nyDates(game: "powerball" | "megamillions"): readonly string[];
  /** The latest draws at the double and the service's today. */
  readonly latest: DoubleLatest;
  /** The service's clock, ms since the epoch. */
  readonly now: number;
}

const FIRST_DATE = { powerball: "2010-02-03", megamillions: "2002-05-17" } as const;

/**
 * When each game draws and from when its numbers count as published, as wall-clock times in its
 * zone, written out here apart from src/games/ (kr645: Saturdays, drawn about 20:35 KST; Powerball
 * 22:59 ET; Mega Millions 23:00 ET; both published from 23:00 ET).
 */
const SCHEDULES = {
  kr645: { zone: "Asia/Seoul", zoneName: "KST", drawTime: "20:35", publishedFrom: "21:00" },
  powerball: {
    zone: "America/New_York",
    zoneName: "ET",
    drawTime: "22:59",
    publishedFrom: "23:00",
  },
  megamillions: {
    zone: "America/New_York",
    zoneName: "ET",
    drawTime: "23:00",
    publishedFrom: "23:00",
  },
} as const;
const DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
const DAY = 86_400_000;

/**
 * The oracle of the draws that a source double with `latest` serves to a service whose clock
 * reads `now`: the recorded fixtures where the double answers them, its synthesized rows
 * elsewhere.
 */
export async function drawOracle(latest: DoubleLatest, now: number): Promise<DrawOracle> {
  const fixtures = new URL("../fixtures/", import.meta.url);
  const read = async (name: string) => JSON.parse(await Deno.readTextFile(new URL(name, fixtures)));
  const kr645Rows = new Map<number, Record<string, unknown>>();
  for (const name of ["kr645/draw_1.json", "kr645/draw_1239.json", "kr645/window_1243.json"]) {
    for (const row of (await read(name)).data.list) kr645Rows.set(row.ltEpsd, row);
  }
  const nyRows = {
    powerball: new Map<string, Record<string, string>>(),
    megamillions: new Map<string, Record<string, string>>(),
  };
  for (const game of ["powerball", "megamillions"] as const) {
    for (const row of await read(`ny/${game}_rows.json`)) {
      nyRows[game].set(row.draw_date.slice(0, 10), row);
    }
  }
  const datesCache = new Map<string, string[]>();

  function nyRow(game: "powerball" | "megamillions", date: string) {
    if (date > latest[game] || date < FIRST_DATE[game]) return undefined;
    return nyRows[game].get(date) ?? synthesizedNyRow(game, date);
  }

  return {
    latest,
    now,
    expect(game, draw) {
      if (game === "kr645") {
        const number = draw === undefined
          ? Math.min(latest.kr645, kr645Latest(now))
          : typeof draw === "number"
          ? draw
          : typeof draw === "string" && /^[1-9][0-9]*$/.test(draw)
          ? Number(draw)
          : NaN;
        if (!Number.isSafeInteger(number) || number < 1) return { kind: "invalid" };
        const scheduled = kr645Latest(now);
        if (number > scheduled) {
          if (number - scheduled > DUE_DRAWS_AHEAD) return { kind: "not_found" };
          const { drawTime: time, zoneName } = SCHEDULES.kr645;
          const date = addDays("2002-12-07", (number - 1) * 7);
          return { kind: "not_found", due: { draw: number, date, time, zoneName } };
        }
        if (number > latest.kr645) return { kind: "not_found" };
        return {
          kind: "found",
          draw: kr645Expected(kr645Rows.get(number) ?? synthesizedKr645Row(number)),
        };
      }
      if (draw === undefined) {
        return { kind: "found", draw: nyExpected(game, nyRow(game, latest[game])!) };
      }
      if (typeof draw === "number" && Number.isSafeInteger(draw) && draw >= 1) {
        return { kind: "invalid" };
      }
      if (typeof draw !== "string" || !isCalendarDate(draw)) return { kind: "invalid" };
      // A draw day's draw counts from its publication time in the game's zone, however late the
      // double is; a day without a draw has none, past or future.
      const { zone, drawTime: time, zoneName, publishedFrom } = SCHEDULES[game];
      if (isNyDrawDay(game, draw) && now < zonedInstant(zone, draw, publishedFrom)) {
        return { kind: "not_found", due: { draw, date: draw, time, zoneName } };
      }
      const row = nyRow(game, draw);
      return row === undefined
        ? { kind: "not_found" }
        : { kind: "found", draw: nyExpected(game, row) };
    },
    nyDates(game) {
      let dates = datesCache.get(game);
      if (dates === undefined) {
        dates = [];
        const end = Date.parse(`${latest[game]}T00:00:00Z`);
        for (let t = Date.parse(`${FIRST_DATE[game]}T00:00:00Z`); t <= end; t += DAY) {
          const date = new Date(t).toISOString().slice(0, 10);
          if (nyRow(game, date) !== undefined) dates.push(date);
        }
        datesCache.set(game, dates);
      }
      return dates;
    },
  };
}

/** The latest kr645 draw by the weekly schedule (draw 1 on 2002-12-07 12:00 UTC). */
function kr645Latest(now: number): number {
  const first = Date.UTC(2002, 11, 7, 12);
  return now < first ? 0 : Math.floor((now - first) / (7 * DAY)) + 1;
}

function kr645Expected(row: Record<string, unknown>): ExpectedKr645 {
  const numbers = [1, 2, 3, 4, 5, 6].map((i) => Number(row[`tm${i}WnNo`]));
  const date = String(row.ltRflYmd);
  const figure = (value: unknown) => typeof value === "number" ? value : null;
  return {
    game: "kr645",
    draw: Number(row.ltEpsd),
    date: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`,
    numbers: numbers.sort((a, b) => a - b),
    bonus_number: Number(row.bnsWnNo),
    prizes: [1, 2, 3, 4, 5].map((rank) => ({
      rank,
      winners: figure(row[`rnk${rank}WnNope`]),
      prize_per_winner: figure(row[`rnk${rank}WnAmt`]),
    })),
  };
}

function nyExpected(game: "powerball" | "megamillions", row: Record<string, string>): ExpectedNy {
  const balls = row.winning_numbers!.split(" ").map(Number);
  const extra = game === "powerball" ? balls.pop()! : Number(row.mega_ball);
  const multiplier = row.multiplier;
  const date = row.draw_date!.slice(0, 10);
  return {
    game,
    draw: date,
    date,
    numbers: balls.sort((a, b) => a - b),
    extra_number: extra,
    multiplier: multiplier === undefined || multiplier === "" || multiplier === "-1"
      ? null
      : Number(multiplier),
  };
}

/**
 * The draw after one, worked out here apart from the service: kr645 a week later; Powerball on
 * the next Monday (since 2021-08-23), Wednesday or Saturday; Mega Millions on the next Tuesday or
 * Friday.
 */
export function nextDrawAfter(
  drawn: { game: string; draw: unknown; date: string },
): { draw: number | string; date: string } {
  if (drawn.game === "kr645") {
    return { draw: (drawn.draw as number) + 1, date: addDays(drawn.date, 7) };
  }
  for (let add = 1; add <= 7; add++) {
    const date = addDays(drawn.date, add);
    if (isNyDrawDay(drawn.game as "powerball" | "megamillions", date)) return { draw: date, date };
  }
  throw new Error(`no draw day after ${drawn.date}`);
}

/** Whether a NY game draws on a date: Powerball Mon (since 2021-08-23), Wed, Sat; Mega Millions Tue, Fri. */
function isNyDrawDay(game: "powerball" | "megamillions", date: string): boolean {
  if (date < FIRST_DATE[game]) return false;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const days = game === "megamillions" ? [2, 5] : date >= "2021-08-23" ? [1, 3, 6] : [3, 6];
  return days.includes(weekday);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/**
 * The instant of a wall-clock time on a date in a zone: the whole-hour offset from UTC at which
 * the zone's own clock (as Intl reads it) shows that date and time.
 */
function zonedInstant(zone: string, date: string, time: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  for (let hours = -14; hours <= 14; hours++) {
    const instant = wall + hours * 3_600_000;
    const parts = Object.fromEntries(
      format.formatToParts(new Date(instant)).map(({ type, value }) => [type, value]),
    );
    if (
      `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}` ===
        `${date}T${time}`
    ) {
      return instant;
    }
  }
  throw new Error(`no instant shows ${date} ${time} in ${zone}`);
}

/** The numbers of a draw (and of a ticket) in force on a date. */
export function matrixOn(game: DrawGameName, date: string) {
  const matrices = drawFacts(game).matrices;
  let found = matrices[0]!;
  for (const matrix of matrices) if (matrix.from <= date) found = matrix;
  return found;
}

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days;
}

function checkSortedDistinct(
  numbers: readonly number[],
  count: number,
  min: number,
  max: number,
  what: string,
): void {
  assertEquals(numbers.length, count, `${what}: how many`);
  numbers.forEach((n, i) => {
    assert(Number.isInteger(n) && n >= min && n <= max, `${what}: ${n} outside ${min}..${max}`);
    if (i > 0) assert(numbers[i - 1]! < n, `${what}: not sorted ascending and distinct`);
  });
}

function tally(items: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function expect(condition: boolean, what: string, context: string, reply: Reply): void {
  if (!condition) {
    throw new AssertionError(`${context}: ${what}: ${reply.status} ${reply.text.slice(0, 1000)}`);
  }
}
