/**
 * A test double of both sources of past draws, on a local port: the kr645 site
 * (`/lt645/selectPstLt645Info.do`) and the New York open-data portal (`/resource/<id>.json`).
 *
 * It answers from the recorded responses in tests/fixtures/ verbatim (kr645 draws 1, 1239 and the
 * 1242-1244 window; the recorded Powerball and Mega Millions rows) and makes up any other draw
 * that exists by the schedule, deterministically. On demand it answers slowly or fails in every
 * way a real source does. Nothing in it reaches the internet.
 *
 * testing/server.ts puts the app in front of it (`startServer({ double: true })`); alone:
 *
 * ```ts
 * const double = await startSourceDouble();
 * double.kr645Url; double.nyUrl;                 // KR645_SOURCE_URL and NY_OPEN_DATA_URL
 * double.setMode("html", { source: "kr645" }); // the maintenance page
 * double.calls.length;                           // upstream calls so far
 * await double.close();
 * ```
 *
 * @module
 */
import { sleep } from "../src/draws/fetch_json.ts";
import { sampleIndices, type SeededStream } from "../src/random/mod.ts";
import { seededStream } from "./seeds.ts";

/**
 * 2026-08-30 00:00 UTC (09:00 KST, Sunday): the latest kr645 draw by the schedule is 1239, the
 * double's default latest; the time a test's clock starts at unless it says otherwise.
 */
export const AFTER_1239 = Date.parse("2026-08-30T00:00:00Z");

/** The two sources the double plays. */
export type SourceName = "kr645" | "ny";

/**
 * How the double answers:
 * - `normal`: like the real source;
 * - `slow`: like the real source, after `delayMs` (default 60 s; cut short by close());
 * - `error`: status `status` (default 500) with an HTML body;
 * - `rate_limited`: 429 with `Retry-After`; `forbidden`: 403 with an HTML block page;
 * - `html`: 200 with the recorded maintenance page (text/html);
 * - `redirect`: 302 to `/errorPage`;
 * - `broken_json`: 200 application/json that does not parse;
 * - `wrong_shape`: 200 JSON of another shape (no `data.list`; an object instead of rows);
 * - `out_of_range`: a normal answer with a winning number out of range (kr645 46, NY 99);
 * - `wrong_type`: a normal JSON body labelled `text/plain`;
 * - `reset`: 200 headers, then the connection drops mid-body;
 * - `slow_body`: half the body at once, the rest after `delayMs`; `truncated`: half, then the end;
 * - `wrong_date`: a normal answer whose kr645 rows are dated 2002-01-01 (NY: its rows a day late);
 * - `mislabelled`: the kr645 row asked for holds the row of the draw before, labelled with the
 *   number asked (NY: the row of the draw a week before, dated as asked);
 * - `empty`: no rows, as for a draw not published yet (kr645 `data.list` empty, NY `[]`), for
 *   every draw, old ones included;
 * - `future_latest`: NY's latest row dated on a draw day of 2099 (Powerball 2099-01-03, Mega
 *   Millions 2099-01-02), other answers normal; `old_latest`: NY's latest row dated 2001, before
 *   either game's record (its numbers within the game's first matrix) (kr645 asks for its latest by number: both are `normal` for it);
 * - `other_draw`: the kr645 answer holds only the row of the draw before the one asked, rightly
 *   labelled (NY: normal).
 *
 * Besides its mode, a source can be given a latency (every answer waits that long first) and a
 * limit of calls in flight, over which it refuses with 503 (see {@linkcode SourceDouble.setLimits}).
 */
export type SourceMode =
  | "normal"
  | "slow"
  | "error"
  | "rate_limited"
  | "forbidden"
  | "html"
  | "redirect"
  | "broken_json"
  | "wrong_shape"
  | "out_of_range"
  | "wrong_type"
  | "reset"
  | "slow_body"
  | "truncated"
  | "wrong_date"
  | "mislabelled"
  | "empty"
  | "future_latest"
  | "old_latest"
  | "other_draw";

/** One request the double received. */
export interface SourceCall {
  /** Which source was asked. */
  source: SourceName;
  /** The path below the source's base, e.g. `/lt645/selectPstLt645Info.do`. */
  path: string;
  /** The query parameters, decoded. */
  params: Record<string, string>;
  /** The request headers. */
  headers: Headers;
  /** The mode it was answered in. */
  mode: SourceMode;
}

/** The latest draw each game has at the double (what it answers as drawn). */
export interface DoubleLatest {
  /** The latest kr645 draw number (default 1239, recorded). */
  kr645: number;
  /** The latest Powerball date (default 2022-11-21, recorded). */
  powerball: string;
  /** The latest Mega Millions date (default 2026-07-24, recorded). */
  megamillions: string;
}

/** A running double. */
export interface SourceDouble {
  /** The base URL to give as KR645_SOURCE_URL. */
  kr645Url: string;
  /** The base URL to give as NY_OPEN_DATA_URL. */
  nyUrl: string;
  /** Every request received, oldest first; set its length to 0 to forget them. */
  calls: SourceCall[];
  /** How many requests a source (or both) received. */
  callCount(source?: SourceName): number;
  /** Changes how a source (or both, when `source` is left out) answers from now on. */
  setMode(
    mode: SourceMode,
    options?: { source?: SourceName; delayMs?: number; status?: number },
  ): void;
  /** The latest draws it answers as drawn, now. */
  readonly latest: Readonly<DoubleLatest>;
  /** Changes the latest draws: a newly published draw, say. */
  setLatest(latest: Partial<DoubleLatest>): void;
  /**
   * Changes a source's (or both sources') latency, in ms before every answer, and its limit of
   * calls in flight, over which it answers 503 at once (`Infinity` for none); left out, each stays.
   */
  setLimits(limits: { latencyMs?: number; maxInFlight?: number }, source?: SourceName): void;
  /** Calls to a source (or both) being answered now. */
  inFlight(source?: SourceName): number;
  /** The most calls a source (or both) had in flight at once since the start or the last reset. */
  peakInFlight(source?: SourceName): number;
  /** Forgets the peaks. */
  resetPeaks(): void;
  /** How many calls a source refused for being over its limit of calls in flight. */
  refusedOverLimit(source?: SourceName): number;
  /** Stops the server, cutting short slow answers. */
  close(): Promise<void>;
}

/** Options of {@linkcode startSourceDouble}. */
export interface SourceDoubleOptions {
  /** The latest draws (defaults: the recorded kr645 1239, Powerball 2022-11-21, Mega Millions 2026-07-24). */
  latest?: Partial<DoubleLatest>;
}

/**
 * The real sites the double stands in for, as the tests spell them (one place, apart from src/):
 * the official origins, the kr645 draw path and its referer, and the NY datasets' ids.
 */
export const UPSTREAM = {
  /** The kr645 site's origin (the default `KR645_SOURCE_URL`). */
  kr645Origin: "https://www.dhlottery.co.kr",
  /** The path of one kr645 draw's record, below the origin. */
  kr645Path: "/lt645/selectPstLt645Info.do",
  /** The page the kr645 site wants as the referer, below the origin. */
  kr645RefererPath: "/lt645/result",
  /** The New York open-data portal's origin (the default `NY_OPEN_DATA_URL`). */
  nyOrigin: "https://data.ny.gov",
  /** The id of each NY game's dataset. */
  nyDatasets: { powerball: "d6yy-54nr", megamillions: "5xaw-6ayf" },
} as const;

/** The address of one kr645 draw's record at `origin` (default: the real site). */
export function kr645DrawUrl(draw: number | string, origin: string = UPSTREAM.kr645Origin): string {
  return `${origin}${UPSTREAM.kr645Path}?srchLtEpsd=${draw}`;
}

/** The path of a NY game's dataset, below the portal's origin. */
export function nyDatasetPath(game: "powerball" | "megamillions"): string {
  return `/resource/${UPSTREAM.nyDatasets[game]}.json`;
}

/** The address of one NY draw's row at `origin` (default: the real portal). */
export function nyDrawUrl(
  game: "powerball" | "megamillions",
  date: string,
  origin: string = UPSTREAM.nyOrigin,
): string {
  return `${origin}${nyDatasetPath(game)}?draw_date=${date}T00:00:00.000`;
}

const FIXTURES = new URL("../tests/fixtures/", import.meta.url);
const KR645_PREFIX = "/dhlottery";
const NY_PREFIX = "/ny";
const KR645_PATH = UPSTREAM.kr645Path;
const DATASETS: Record<string, "powerball" | "megamillions"> = {
  [UPSTREAM.nyDatasets.powerball]: "powerball",
  [UPSTREAM.nyDatasets.megamillions]: "megamillions",
};
const FIRST_DATE = { powerball: "2010-02-03", megamillions: "2002-05-17" };
const DAY = 86_400_000;

interface Behaviour {
  mode: SourceMode;
  delayMs: number;
  status: number;
}

interface Recorded {
  kr645: Map<number, string>;
  kr645Empty: string;
  maintenance: string;
  ny: { powerball: Map<string, Row>; megamillions: Map<string, Row> };
}

type Row = Record<string, string>;

/** Starts the double on a free loopback port. */
export async function startSourceDouble(options: SourceDoubleOptions = {}): Promise<SourceDouble> {
  const recorded = await readRecorded();
  const latest: DoubleLatest = {
    kr645: 1239,
    powerball: "2022-11-21",
    megamillions: "2026-07-24",
    ...options.latest,
  };
  const behaviour: Record<SourceName, Behaviour> = {
    kr645: { mode: "normal", delayMs: 60_000, status: 500 },
    ny: { mode: "normal", delayMs: 60_000, status: 500 },
  };
  const calls: SourceCall[] = [];
  const closing = new AbortController();
  const limits: Record<SourceName, { latencyMs: number; maxInFlight: number }> = {
    kr645: { latencyMs: 0, maxInFlight: Infinity },
    ny: { latencyMs: 0, maxInFlight: Infinity },
  };
  const running: Record<SourceName, number> = { kr645: 0, ny: 0 };
  const peaks: Record<SourceName, number> = { kr645: 0, ny: 0 };
  const refused: Record<SourceName, number> = { kr645: 0, ny: 0 };
  const both = (source: SourceName | undefined) =>
    source === undefined ? ["kr645", "ny"] as const : [source] as const;
  const sum = (values: Record<SourceName, number>, source: SourceName | undefined) =>
    both(source).reduce((total, name) => total + values[name], 0);

  async function handle(request: Request): Promise<Response> {
    const source = sourceOf(request.url);
    if (source === undefined) return await answerCall(request);
    const url = new URL(request.url);
    calls.push({
      source,
      path: url.pathname.slice(source === "kr645" ? KR645_PREFIX.length : NY_PREFIX.length),
      params: Object.fromEntries(url.searchParams),
      headers: request.headers,
      mode: behaviour[source].mode,
    });
    running[source]++;
    peaks[source] = Math.max(peaks[source], running[source]);
    try {
      if (running[source] > limits[source].maxInFlight) {
        refused[source]++;
        return html("<html><body>Too many connections</body></html>", 503);
      }
      if (limits[source].latencyMs > 0) await sleep(limits[source].latencyMs, closing.signal);
      return await answerCall(request);
    } finally {
      running[source]--;
    }
  }

  async function answerCall(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const source = sourceOf(request.url);
    if (source === undefined) return new Response("not found", { status: 404 });
    const path = url.pathname.slice(source === "kr645" ? KR645_PREFIX.length : NY_PREFIX.length);
    const { mode, delayMs, status } = behaviour[source];
    switch (mode) {
      case "slow":
        // Not request.signal: Deno warns about it; close() cuts the wait short instead.
        await sleep(delayMs, closing.signal);
        break;
      case "error":
        return html(`<html><body>error ${status}</body></html>`, status);
      case "rate_limited":
        return html("<html><body>Too Many Requests</body></html>", 429, { "retry-after": "60" });
      case "forbidden":
        return html("<html><body>Access denied</body></html>", 403);
      case "html":
        return html(recorded.maintenance, 200);
      case "redirect":
        return new Response(null, {
          status: 302,
          headers: { location: `${url.origin}${KR645_PREFIX}/errorPage` },
        });
      case "broken_json":
        return json('{"resultCode":null,"resultMessage":null,"data":{"list":[{"ltEpsd":');
      case "wrong_shape":
        return json(
          source === "kr645"
            ? '{"resultCode":"E01","resultMessage":"error","data":{"items":[]}}'
            : '{"error":true,"message":"query failed"}',
        );
      case "reset":
        return new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode("[{"));
              controller.error(new Error("the double drops the connection"));
            },
          }),
          { headers: { "content-type": "application/json;charset=UTF-8" } },
        );
      default:
        break;
    }
    if (mode === "empty") {
      return json(source === "kr645" ? recorded.kr645Empty : "[]");
    }
    const answer = source === "kr645"
      ? kr645Answer(recorded, latest, path, url.searchParams)
      : nyAnswer(recorded, latest, path, url.searchParams);
    if (answer.status !== 200) return json(answer.body, answer.status);
    if (mode === "wrong_date" || mode === "mislabelled") {
      return json(misdated(source, answer.body, mode, url.searchParams, recorded, latest));
    }
    if (mode === "out_of_range") return json(outOfRange(source, answer.body));
    if (mode === "future_latest" || mode === "old_latest") {
      return json(latestRedated(source, answer.body, mode, url.searchParams));
    }
    if (mode === "other_draw" && source === "kr645") {
      const asked = Number(url.searchParams.get("srchLtEpsd"));
      return json(JSON.stringify({
        ...JSON.parse(recorded.kr645Empty),
        data: {
          list: asked > 1 ? [synthesizedKr645Row(asked - 1)] : [],
        },
      }));
    }
    if (mode === "wrong_type") {
      return new Response(answer.body, { headers: { "content-type": "text/plain" } });
    }
    if (mode === "slow_body" || mode === "truncated") return partial(answer.body, mode, delayMs);
    return json(answer.body);
  }

  const server = Deno.serve(
    {
      port: 0,
      hostname: "127.0.0.1",
      onListen() {},
      onError: () => new Response(null, { status: 500 }),
    },
    handle,
  );
  const base = `http://127.0.0.1:${server.addr.port}`;
  return {
    kr645Url: `${base}${KR645_PREFIX}`,
    nyUrl: `${base}${NY_PREFIX}`,
    calls,
    callCount: (source) =>
      calls.filter((call) => source === undefined || call.source === source).length,
    setMode(mode, options = {}) {
      for (
        const source of options.source === undefined ? ["kr645", "ny"] as const : [options.source]
      ) {
        behaviour[source] = {
          mode,
          delayMs: options.delayMs ?? 60_000,
          status: options.status ?? 500,
        };
      }
    },
    get latest() {
      return { ...latest };
    },
    setLimits(changes, source) {
      for (const name of both(source)) Object.assign(limits[name], changes);
    },
    inFlight: (source) => sum(running, source),
    peakInFlight: (source) => Math.max(...both(source).map((name) => peaks[name])),
    resetPeaks() {
      peaks.kr645 = running.kr645;
      peaks.ny = running.ny;
    },
    refusedOverLimit: (source) => sum(refused, source),
    setLatest(changes) {
      Object.assign(latest, changes);
    },
    async close() {
      closing.abort();
      await server.shutdown();
    },
  };
}

/**
 * The first half of a good answer at once; then, for `slow_body`, the rest after `delayMs`, or,
 * for `truncated`, nothing more: the answer stops short of the length it declared.
 */
function partial(body: string, mode: "slow_body" | "truncated", delayMs: number): Response {
  const bytes = new TextEncoder().encode(body);
  const half = Math.floor(bytes.length / 2);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, half));
      if (mode === "truncated") {
        controller.error(new Error("the double stops short of its content-length"));
        return;
      }
      timer = setTimeout(() => {
        controller.enqueue(bytes.slice(half));
        controller.close();
      }, delayMs);
    },
    cancel() {
      clearTimeout(timer);
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "application/json;charset=UTF-8",
      "content-length": String(bytes.length),
    },
  });
}

async function readRecorded(): Promise<Recorded> {
  const read = (name: string) => Deno.readTextFile(new URL(name, FIXTURES));
  const window = await read("kr645/window_1243.json");
  const rows = async (name: string) => {
    const list = JSON.parse(await read(name)) as Row[];
    return new Map(list.map((row) => [row.draw_date!.slice(0, 10), row]));
  };
  return {
    kr645: new Map([
      [1, await read("kr645/draw_1.json")],
      [1239, await read("kr645/draw_1239.json")],
      // The window answers for each of its draws, 1244 first: the row asked for is not list[0].
      [1242, window],
      [1243, window],
      [1244, window],
    ]),
    kr645Empty: await read("kr645/empty.json"),
    maintenance: await read("kr645/maintenance.html"),
    ny: {
      powerball: await rows("ny/powerball_rows.json"),
      megamillions: await rows("ny/megamillions_rows.json"),
    },
  };
}

function kr645Answer(
  recorded: Recorded,
  latest: DoubleLatest,
  path: string,
  params: URLSearchParams,
): { status: number; body: string } {
  if (path !== KR645_PATH) return { status: 404, body: '{"error":"no such path"}' };
  const text = params.get("srchLtEpsd") ?? "";
  if (!/^[1-9][0-9]*$/.test(text)) return { status: 400, body: '{"error":"bad srchLtEpsd"}' };
  const draw = Number(text);
  if (draw > latest.kr645) return { status: 200, body: recorded.kr645Empty };
  return { status: 200, body: recorded.kr645.get(draw) ?? synthesizedKr645(draw) };
}

/** A made-up kr645 draw in the source's format, the same every time for the same number. */
export function synthesizedKr645Row(draw: number): Record<string, number | string> {
  const picked = distinct(seededStream(draw), 7, 45);
  const numbers = picked.slice(0, 6);
  const date = new Date(Date.UTC(2002, 11, 7) + (draw - 1) * 7 * DAY).toISOString();
  const row: Record<string, number | string> = {
    ltEpsd: draw,
    ltRflYmd: date.slice(0, 10).replaceAll("-", ""),
    bnsWnNo: picked[6]!,
  };
  numbers.forEach((n, i) => row[`tm${i + 1}WnNo`] = n);
  const prizes = [2_000_000_000 + draw, 60_000_000 + draw, 1_500_000 + draw, 50_000, 5_000];
  const winners = [10, 70, 3000, 150_000, 2_500_000];
  for (let rank = 1; rank <= 5; rank++) {
    row[`rnk${rank}WnNope`] = winners[rank - 1]!;
    row[`rnk${rank}WnAmt`] = prizes[rank - 1]!;
    row[`rnk${rank}SumWnAmt`] = winners[rank - 1]! * prizes[rank - 1]!;
  }
  return row;
}

function synthesizedKr645(draw: number): string {
  return JSON.stringify({
    resultCode: null,
    resultMessage: null,
    data: { list: [synthesizedKr645Row(draw)] },
  });
}

function nyAnswer(
  recorded: Recorded,
  latest: DoubleLatest,
  path: string,
  params: URLSearchParams,
): { status: number; body: string } {
  const game = DATASETS[/^\/resource\/([a-z0-9-]+)\.json$/.exec(path)?.[1] ?? ""];
  if (game === undefined) return { status: 404, body: '{"error":true,"message":"no dataset"}' };
  const keys = [...params.keys()].sort().join(",");
  let date: string;
  if (keys === "$limit,$order") {
    if (params.get("$order") !== "draw_date DESC" || params.get("$limit") !== "1") {
      return { status: 400, body: '{"error":true,"message":"unexpected query"}' };
    }
    date = latest[game];
  } else if (keys === "$where") {
    const match = /^draw_date='([0-9]{4}-[0-9]{2}-[0-9]{2})T00:00:00\.000'$/.exec(
      params.get("$where")!,
    );
    if (match === null) return { status: 400, body: '{"error":true,"message":"bad $where"}' };
    date = match[1]!;
  } else {
    return { status: 400, body: '{"error":true,"message":"unexpected query"}' };
  }
  const row = date > latest[game]
    ? undefined
    : recorded.ny[game].get(date) ?? synthesizedNy(game, date);
  return { status: 200, body: JSON.stringify(row === undefined ? [] : [row]) };
}

/** A made-up row for a date that is a draw day of the game (within its record), else undefined. */
export function synthesizedNyRow(
  game: "powerball" | "megamillions",
  date: string,
): Row | undefined {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || date < FIRST_DATE[game]) return undefined;
  const weekday = day.getUTCDay();
  const days = game === "megamillions" ? [2, 5] : date >= "2021-08-23" ? [1, 3, 6] : [3, 6];
  if (!days.includes(weekday)) return undefined;
  const stream = seededStream(day.getTime() / DAY + (game === "powerball" ? 0 : 100_000));
  // 1-52 and 1-15 lie within every matrix either game ever had.
  const numbers = distinct(stream, 5, 52).map((n) => String(n).padStart(2, "0"));
  const extra = String(1 + stream.below(15));
  const multiplier = game === "powerball"
    ? String([2, 3, 4, 5, 10][stream.below(5)])
    : date >= "2025-04-08"
    ? "-1"
    : `0${2 + stream.below(4)}`;
  return game === "powerball"
    ? {
      draw_date: `${date}T00:00:00.000`,
      winning_numbers: `${numbers.join(" ")} ${extra}`,
      multiplier,
    }
    : {
      draw_date: `${date}T00:00:00.000`,
      winning_numbers: numbers.join(" "),
      mega_ball: extra,
      multiplier,
    };
}

function synthesizedNy(game: "powerball" | "megamillions", date: string): Row | undefined {
  return synthesizedNyRow(game, date);
}

/** Which source a URL of the double is for. */
function sourceOf(url: string): SourceName | undefined {
  const { pathname } = new URL(url);
  if (pathname.startsWith(`${KR645_PREFIX}/`)) return "kr645";
  if (pathname.startsWith(`${NY_PREFIX}/`)) return "ny";
  return undefined;
}

/**
 * An answer with rows of the wrong date: `wrong_date` dates kr645 rows 2002-01-01 and NY rows a
 * day late; `mislabelled` answers the draw before (kr645: labelled with the number asked; NY:
 * the row of a week before, dated as asked).
 */
function misdated(
  source: SourceName,
  body: string,
  mode: "wrong_date" | "mislabelled",
  params: URLSearchParams,
  recorded: Recorded,
  latest: DoubleLatest,
): string {
  const value = JSON.parse(body);
  if (source === "kr645") {
    const list: Record<string, unknown>[] = value?.data?.list ?? [];
    if (mode === "wrong_date") {
      for (const row of list) row.ltRflYmd = "20020101";
      return JSON.stringify(value);
    }
    const asked = Number(params.get("srchLtEpsd"));
    if (asked < 2) return JSON.stringify(value);
    const before = JSON.parse(
      kr645Answer(
        recorded,
        latest,
        KR645_PATH,
        new URLSearchParams({
          srchLtEpsd: String(asked - 1),
        }),
      ).body,
    );
    const row = (before?.data?.list ?? []).find((r: Record<string, unknown>) =>
      r.ltEpsd === asked - 1
    );
    if (row !== undefined) row.ltEpsd = asked;
    value.data = { list: row === undefined ? [] : [row] };
    return JSON.stringify(value);
  }
  const rows: Record<string, string>[] = value;
  for (const row of rows) {
    const date = row.draw_date!.slice(0, 10);
    const shifted = new Date(
      Date.parse(`${date}T00:00:00Z`) + (mode === "wrong_date" ? DAY : -7 * DAY),
    )
      .toISOString().slice(0, 10);
    if (mode === "wrong_date") {
      row.draw_date = `${shifted}T00:00:00.000`;
    } else {
      const game = row.mega_ball === undefined ? "powerball" : "megamillions";
      const earlier = recorded.ny[game].get(shifted) ?? synthesizedNyRow(game, shifted);
      if (earlier !== undefined) Object.assign(row, { ...earlier, draw_date: row.draw_date });
    }
  }
  return JSON.stringify(rows);
}

/** NY's latest row (the `$order` query) dated in 2099 or 2001; any other answer as it is. */
function latestRedated(
  source: SourceName,
  body: string,
  mode: "future_latest" | "old_latest",
  params: URLSearchParams,
): string {
  if (source !== "ny" || !params.has("$order")) return body;
  const rows: Record<string, string>[] = JSON.parse(body);
  return JSON.stringify(rows.map((row) => {
    const game = row.mega_ball === undefined ? "powerball" : "megamillions";
    const date = mode === "future_latest"
      ? (game === "powerball" ? "2099-01-03" : "2099-01-02")
      : (game === "powerball" ? "2001-01-06" : "2001-01-05");
    // A row that fits the game's first matrix, so that only its date is wrong.
    const fitting = mode === "old_latest"
      ? synthesizedNyRow(game, game === "powerball" ? "2010-02-03" : "2002-05-17")!
      : row;
    return { ...fitting, draw_date: `${date}T00:00:00.000` };
  }));
}

/** Puts an impossible number into an answer, the way a broken source might. */
function outOfRange(source: SourceName, body: string): string {
  const value = JSON.parse(body);
  if (source === "kr645") {
    for (const row of value?.data?.list ?? []) row.tm6WnNo = 46;
  } else {
    for (const row of value) row.winning_numbers = row.winning_numbers.replace(/^[0-9]+/, "99");
  }
  return JSON.stringify(value);
}

/** `count` distinct numbers from 1 to `max`, in draw order. */
function distinct(stream: SeededStream, count: number, max: number): number[] {
  return sampleIndices(stream, max, count).map((index) => index + 1);
}

function json(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { "content-type": "application/json;charset=UTF-8" },
  });
}

function html(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { ...headers, "content-type": "text/html;charset=UTF-8" },
  });
}
