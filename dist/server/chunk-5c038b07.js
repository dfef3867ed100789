import {
  describeKv,
  isOnDeploy
} from "./chunk-79c28ee4.js";
import {
  drawDateOf,
  drawFacts,
  isDrawDay,
  latestDrawDate,
  latestDrawNumber,
  matrixOn,
  nextDrawDate,
  publishedAt
} from "./chunk-0630ae7e.js";
import {
  DrawNotFoundError,
  SourceUnavailableError
} from "./chunk-8a11dbd4.js";
import {
  retryingKv
} from "./chunk-e5abcffa.js";

// src/draws/kv_guard.ts
var KvUnavailableError = class extends Error {
  /** Makes the error with what happened. */
  constructor(message) {
    super(message);
    this.name = "KvUnavailableError";
  }
};
function createKvGuard(options = {}) {
  const opMs = options.opMs ?? 1e3;
  const judgeMs = opMs / 4;
  const maxInFlight = options.maxInFlight ?? 8;
  const probeAfterMs = options.probeAfterMs ?? 2e3;
  const log = options.log ?? (() => {
  });
  const now = options.now ?? (() => performance.now());
  const lanes = {
    read: {
      state: "ok",
      probeAt: 0,
      probing: false,
      reason: ""
    },
    write: {
      state: "ok",
      probeAt: 0,
      probing: false,
      reason: ""
    }
  };
  let inFlight = 0;
  let abandoned = 0;
  const waiting = [];
  function open(names, reason) {
    for (const name of names) {
      const lane = lanes[name];
      if (lane.state === "ok") {
        log(`KV ${name}s failing (${reason}); draws are asked of their sources directly, and KV is left alone until it answers again`);
      }
      lane.state = "failing";
      lane.reason = reason;
      lane.probeAt = now() + probeAfterMs;
    }
  }
  function close(names) {
    for (const name of names) {
      const lane = lanes[name];
      if (lane.state === "failing") log(`KV ${name}s answer again`);
      lane.state = "ok";
    }
  }
  function refuses(name, claim) {
    const lane = lanes[name];
    if (lane.state === "ok") return false;
    if (abandoned > 0 || lane.probing || now() < lane.probeAt) return true;
    if (claim) lane.probing = true;
    return false;
  }
  function takeSlot(ms) {
    if (inFlight < maxInFlight) {
      inFlight++;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const ready = () => {
        clearTimeout(timer);
        inFlight++;
        resolve(true);
      };
      const timer = setTimeout(() => {
        const index = waiting.indexOf(ready);
        if (index >= 0) waiting.splice(index, 1);
        resolve(false);
      }, ms);
      waiting.push(ready);
    });
  }
  function freeSlot() {
    inFlight--;
    const next = waiting.shift();
    if (next !== void 0) next();
  }
  return {
    async run(name, work, ms = opMs) {
      const limit = Math.max(0, Math.min(ms, opMs));
      if (limit < 1) throw new KvUnavailableError("no time left for KV");
      if (refuses(name, true)) {
        throw new KvUnavailableError(`KV ${name}s are failing (${lanes[name].reason})`);
      }
      const lane = lanes[name];
      const probe = lane.state === "failing";
      const start = now();
      if (!await takeSlot(limit)) {
        if (probe) lane.probing = false;
        throw new KvUnavailableError(`KV is busy: no free slot within ${limit} ms`);
      }
      if (!probe && refuses(name, false)) {
        freeSlot();
        throw new KvUnavailableError(`KV ${name}s are failing (${lanes[name].reason})`);
      }
      const left = Math.max(0, limit - (now() - start));
      let timer;
      let overran = false;
      let running;
      try {
        running = work();
      } catch (error) {
        running = Promise.reject(error);
      }
      const settled = running.then(() => {
        freeSlot();
        if (overran) {
          abandoned--;
          close([
            "read",
            "write"
          ]);
        }
      }, () => {
        freeSlot();
        if (overran) abandoned--;
      });
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => {
          overran = true;
          abandoned++;
          if (limit >= judgeMs) open([
            "read",
            "write"
          ], `no answer within ${limit} ms`);
          reject(new KvUnavailableError(`KV did not answer within ${limit} ms`));
        }, left);
      });
      try {
        const value = await Promise.race([
          running,
          timeout
        ]);
        close(name === "read" ? [
          "read"
        ] : [
          "write"
        ]);
        return value;
      } catch (error) {
        if (!(error instanceof KvUnavailableError) && !/locked|busy/i.test(errorText(error))) {
          open(name === "read" ? [
            "read",
            "write"
          ] : [
            "write"
          ], errorText(error));
        }
        throw error;
      } finally {
        clearTimeout(timer);
        if (probe) lane.probing = false;
        void settled;
      }
    },
    isFailing: (name) => refuses(name, false),
    state: () => ({
      read: lanes.read.state,
      write: lanes.write.state,
      inFlight,
      abandoned
    })
  };
}
function errorText(error) {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 200 ? `${text.slice(0, 200)}...` : text;
}

// src/draws/cache.ts
var VERSION = "v1";
var DRAWS_PREFIX = "draws";
var LATEST_PREFIX = "draws_latest";
function drawKey(game, id) {
  return [
    DRAWS_PREFIX,
    VERSION,
    game,
    id
  ];
}
function latestKey(game) {
  return [
    LATEST_PREFIX,
    VERSION,
    game
  ];
}
function isFresh(entry, now) {
  return entry.checkAfter === null || now < entry.checkAfter;
}
function createDrawCache(kv, options = {}) {
  const limit = options.memoryLimit ?? 1e3;
  const log = options.log ?? console.warn;
  const memory = /* @__PURE__ */ new Map();
  const guard = options.guard;
  const run = (lane, work, ms) => guard === void 0 ? work() : guard.run(lane, work, ms);
  function remember(id, entry) {
    memory.delete(id);
    memory.set(id, entry);
    if (memory.size > limit) memory.delete(memory.keys().next().value);
  }
  return {
    peek(key) {
      const id = JSON.stringify(key);
      const entry = memory.get(id);
      if (entry !== void 0) remember(id, entry);
      return entry;
    },
    async read(key, ms) {
      const id = JSON.stringify(key);
      const held = memory.get(id);
      const stored = kv === void 0 ? void 0 : await readEntry(() => run("read", () => retryingKv(() => kv.get(key)), ms), key, log);
      const newest = held === void 0 || stored !== void 0 && stored.fetchedAt > held.fetchedAt ? stored : held;
      if (newest !== void 0) remember(id, newest);
      return newest;
    },
    async write(key, entry, ms) {
      remember(JSON.stringify(key), entry);
      if (kv === void 0) return;
      try {
        await run("write", () => retryingKv(() => kv.set(key, entry)), ms);
      } catch (error) {
        if (error instanceof KvUnavailableError) return;
        log(`draws: could not keep ${JSON.stringify(key)} in KV: ${error}`);
      }
    }
  };
}
async function readEntry(get, key, log) {
  try {
    const { value } = await get();
    return isCacheEntry(value) ? value : void 0;
  } catch (error) {
    if (error instanceof KvUnavailableError) return void 0;
    log(`draws: could not read ${JSON.stringify(key)} from KV: ${error}`);
    return void 0;
  }
}
function isCacheEntry(value) {
  if (typeof value !== "object" || value === null) return false;
  const { record, fetchedAt, checkAfter, misses } = value;
  return typeof fetchedAt === "number" && (misses === void 0 || typeof misses === "number") && (checkAfter === null || typeof checkAfter === "number") && (record === null || typeof record === "object" && record !== null && "game" in record);
}

// src/draws/fetch_json.ts
var SourceError = class extends Error {
  /** Whether asking again at once may help (a network error or a 5xx), unlike a block. */
  retryable;
  /** Makes an error; `retryable` is false unless told. */
  constructor(message, options = {}) {
    super(message, {
      cause: options.cause
    });
    this.name = "SourceError";
    this.retryable = options.retryable ?? false;
  }
};
var ShapeError = class extends SourceError {
  /** Makes an error saying what did not fit. */
  constructor(message) {
    super(`answered in an unexpected shape: ${message}`);
    this.name = "ShapeError";
  }
};
function startDeadline(ms) {
  const controller = new AbortController();
  const end = performance.now() + ms;
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${ms} ms`, "TimeoutError")), ms);
  return {
    signal: controller.signal,
    timeLeft: () => Math.max(0, end - performance.now()),
    clear: () => clearTimeout(timer)
  };
}
var MAX_BODY_BYTES = 1024 * 1024;
var RETRY_DELAY_MS = 200;
var RETRY_MIN_LEFT_MS = 1e3;
async function fetchJson(url, options) {
  const { deadline } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetchOnce(url, options);
    } catch (error) {
      const failure = asSourceError(error, deadline);
      if (attempt >= 2 || !failure.retryable || deadline.timeLeft() < RETRY_MIN_LEFT_MS) {
        throw failure;
      }
      await sleep(RETRY_DELAY_MS, deadline.signal);
      if (deadline.signal.aborted) throw asSourceError(deadline.signal.reason, deadline);
    }
  }
}
async function fetchOnce(url, options) {
  const response = await options.fetch(url, {
    headers: options.headers,
    redirect: "manual",
    signal: options.deadline.signal
  });
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => {
    });
    const where = response.headers.get("location");
    throw new SourceError(`answered ${response.status || response.type}${where === null ? "" : ` to ${where}`}`, {
      retryable: response.status >= 500
    });
  }
  const type = response.headers.get("content-type") ?? "";
  if (!isJsonType(type)) {
    await response.body?.cancel().catch(() => {
    });
    throw new SourceError(`answered ${type === "" ? "no content type" : type}, not JSON`);
  }
  const text = await readText(response);
  try {
    return JSON.parse(text);
  } catch {
    throw new SourceError("answered JSON that does not parse");
  }
}
function isJsonType(contentType) {
  const type = contentType.split(";")[0].trim().toLowerCase();
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}
async function readText(response) {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) {
    await response.body?.cancel().catch(() => {
    });
    throw new SourceError(`answered ${declared} bytes, more than a draw can take`);
  }
  if (response.body === null) return "";
  const chunks = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new SourceError("answered more than a draw can take");
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  try {
    return new TextDecoder("utf-8", {
      fatal: true
    }).decode(bytes);
  } catch {
    throw new SourceError("answered a body that is not UTF-8");
  }
}
function asSourceError(error, deadline) {
  if (deadline.signal.aborted) {
    const reason = deadline.signal.reason;
    return new SourceError(reason instanceof Error ? reason.message : "timed out", {
      cause: error
    });
  }
  if (error instanceof SourceError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new SourceError(`network error: ${message}`, {
    retryable: true,
    cause: error
  });
}
function sleep(ms, signal) {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    if (signal?.aborted) done();
    else signal?.addEventListener("abort", done, {
      once: true
    });
  });
}

// src/draws/shared.ts
var VERSION2 = "v1";
var LEASE_PREFIX = "draws_lease";
var SOURCE_PREFIX = "draws_source";
var UNKNOWN_SOURCE = {
  failures: 0,
  backoffUntil: null,
  lastSuccess: null,
  lastFailure: null
};
function sourceStateKey(source) {
  return [
    SOURCE_PREFIX,
    VERSION2,
    source
  ];
}
function leaseKey(key) {
  return [
    LEASE_PREFIX,
    VERSION2,
    ...key
  ];
}
async function readSourceStates(kv, sources) {
  const entries = await retryingKv(() => kv.getMany(sources.map(sourceStateKey)));
  return entries.map(({ value }) => isSourceState(value) ? value : void 0);
}
var UPDATE_ATTEMPTS = 8;
async function updateSourceState(kv, source, change, base = UNKNOWN_SOURCE) {
  const key = sourceStateKey(source);
  for (let attempt = 1; attempt <= UPDATE_ATTEMPTS; attempt++) {
    const held = await retryingKv(() => kv.get(key));
    const after = change(isSourceState(held.value) ? held.value : base);
    const done = await retryingKv(() => kv.atomic().check({
      key,
      versionstamp: held.versionstamp
    }).set(key, after).commit());
    if (done.ok) return after;
  }
  throw new Error(`the state of ${source} kept changing under ${UPDATE_ATTEMPTS} updates`);
}
async function takeLease(kv, key, ms) {
  const at = leaseKey(key);
  const held = await retryingKv(() => kv.get(at));
  if (isLive(held.value, Date.now())) return void 0;
  const value = {
    expiresAt: Date.now() + ms
  };
  const taken = await retryingKv(() => kv.atomic().check({
    key: at,
    versionstamp: held.versionstamp
  }).set(at, value, {
    expireIn: ms
  }).commit());
  if (!taken.ok) return void 0;
  return {
    async release() {
      await retryingKv(() => kv.atomic().check({
        key: at,
        versionstamp: taken.versionstamp
      }).delete(at).commit());
    }
  };
}
function isLive(value, now) {
  return typeof value === "object" && value !== null && typeof value.expiresAt === "number" && value.expiresAt > now;
}
function isSourceState(value) {
  if (typeof value !== "object" || value === null) return false;
  const state = value;
  const time = (v) => v === null || typeof v === "number";
  return typeof state.failures === "number" && time(state.backoffUntil) && time(state.lastSuccess) && time(state.lastFailure);
}

// src/draws/coordination.ts
var POLL_MS = 50;
function createCoordination(kv, options) {
  const { guard, cache } = options;
  const pollMs = options.pollMs ?? POLL_MS;
  const left = (end) => Math.max(0, end - performance.now());
  return {
    async lease(key, holdMs, ms) {
      const taken = await guard.run("write", () => takeLease(kv, key, holdMs), ms);
      if (taken === void 0) return void 0;
      return {
        // Letting go is bounded like every operation: a lease not let go ends by itself.
        release: () => guard.run("write", () => taken.release()).catch(() => {
        })
      };
    },
    async awaitOther(key, end, fresh) {
      while (performance.now() < end) {
        await sleep(Math.min(pollMs, left(end)));
        let lease;
        try {
          lease = (await guard.run("read", () => kv.get(leaseKey(key)), left(end))).value;
        } catch {
          return void 0;
        }
        const entry = await cache.read(key, left(end));
        if (entry !== void 0 && fresh(entry)) return entry;
        if (!isLive(lease, Date.now())) return void 0;
      }
      return void 0;
    }
  };
}

// src/draws/draw_id.ts
var DIGITS = /^[1-9][0-9]*$/;
var DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
function parseDrawId(game, raw) {
  if (drawFacts(game).id === "number") {
    const value = typeof raw === "number" ? raw : typeof raw === "string" && DIGITS.test(raw) ? Number(raw) : NaN;
    if (Number.isSafeInteger(value) && value >= 1) {
      return {
        ok: true,
        value: {
          game,
          number: value
        }
      };
    }
    return {
      ok: false,
      message: `draw must be a ${game} draw number, a whole number from 1 (digits without leading zeros), got ${shown(raw)}`
    };
  }
  if (typeof raw === "string" && isCalendarDate(raw)) {
    return {
      ok: true,
      value: {
        game,
        date: raw
      }
    };
  }
  const what = typeof raw === "string" && DATE.test(raw) ? "a real calendar date" : "a date";
  return {
    ok: false,
    message: `draw must be ${what} YYYY-MM-DD for ${game}, got ${shown(raw)}`
  };
}
function shown(raw) {
  return JSON.stringify(raw) ?? String(raw);
}
function drawValue(id) {
  return id.number ?? id.date;
}
function drawIdOf(game, draw) {
  return typeof draw === "number" ? {
    game,
    number: draw
  } : {
    game,
    date: draw
  };
}
function isCalendarDate(text) {
  const match = DATE.exec(text);
  if (match === null) return false;
  const [year, month, day] = [
    Number(match[1]),
    Number(match[2]),
    Number(match[3])
  ];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}
function daysInMonth(year, month) {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [
    4,
    6,
    9,
    11
  ].includes(month) ? 30 : 31;
}

// src/draws/health.ts
var HEALTH_KV_MS = 400;
var HEALTH_WRITE_STANDS_MS = 3e4;
var HEALTH_KEY = [
  "draws_health",
  "v1"
];
function createDrawsHealth(options) {
  const { kv, guard, states, sources, kvStore, now } = options;
  const sourceNames = [
    ...new Set([
      ...sources.values()
    ].map((source) => source.name))
  ];
  let writeStoodAt = -Infinity;
  let writeProbe;
  function writable(store) {
    if (guard.isFailing("write")) return Promise.resolve(false);
    if (performance.now() - writeStoodAt < HEALTH_WRITE_STANDS_MS) return Promise.resolve(true);
    writeProbe ??= guard.run("write", () => store.set(HEALTH_KEY, Date.now(), {
      expireIn: 6e4
    }), HEALTH_KV_MS).then(() => {
      writeStoodAt = performance.now();
      return true;
    }, () => false).finally(() => writeProbe = void 0);
    return writeProbe;
  }
  async function health() {
    let kvState = "none";
    if (kv !== void 0) {
      try {
        await states.syncAll(sourceNames, HEALTH_KV_MS);
        kvState = await writable(kv) ? "ok" : "unwritable";
      } catch {
        kvState = "unreadable";
      }
    }
    const at = now();
    const iso = (time) => time === null ? null : new Date(time).toISOString();
    return {
      kv: kvState,
      kv_store: kvStore.kind,
      kv_shared: kvStore.shared,
      sources: sourceNames.map((name) => {
        const state = states.get(name);
        return {
          name,
          games: [
            ...sources
          ].filter(([, source]) => source.name === name).map(([game]) => game),
          last_success: iso(state.lastSuccess),
          last_failure: iso(state.lastFailure),
          failures: state.failures,
          backoff_until: state.backoffUntil !== null && state.backoffUntil > at ? iso(state.backoffUntil) : null
        };
      })
    };
  }
  return health;
}

// src/draws/record.ts
function extraNumberOf(record) {
  return "bonus_number" in record ? record.bonus_number : record.extra_number;
}
function isIncomplete(record) {
  if (!("prizes" in record)) return false;
  return record.prizes.some((prize) => prize.winners === null || prize.prize_per_winner === null);
}

// src/draws/policy.ts
var RECHECK_MS = 5 * 6e4;
var RECENT_MS = 3 * 24 * 36e5;
var RECHECK_MAX_MS = 24 * 36e5;
var INCOMPLETE_RECHECK_MS = 6 * 36e5;
var BACKOFF_FIRST_MS = 1e3;
var BACKOFF_MAX_MS = 15e3;
var MAX_DRAWS_AHEAD = 52e3;
function isFreshFor(id, entry, now) {
  if (entry.record === null && entry.checkAfter === null && id.date !== void 0) {
    if (isDrawDay(drawFacts(id.game), id.date)) return false;
  }
  return isFresh(entry, now);
}
function pastEntry(record, fetchedAt) {
  return {
    record,
    fetchedAt,
    checkAfter: isIncomplete(record) ? fetchedAt + INCOMPLETE_RECHECK_MS : null
  };
}
function missingEntry(id, fetchedAt, before) {
  const misses = before !== void 0 && before.record === null ? (before.misses ?? 0) + 1 : 1;
  const date = id.date ?? drawDateOf(drawFacts(id.game), id.number);
  const recent = Date.parse(`${date}T00:00:00Z`) >= fetchedAt - RECENT_MS;
  const wait = recent ? RECHECK_MS : Math.min(RECHECK_MS * 2 ** Math.min(misses - 1, 20), RECHECK_MAX_MS);
  return {
    record: null,
    fetchedAt,
    checkAfter: fetchedAt + wait,
    misses
  };
}
function latestEntry(record, fetchedAt, now) {
  const facts = drawFacts(record.game);
  const nextOut = publishedAt(facts, nextDrawDate(facts, record.date));
  let checkAfter = nextOut > now ? nextOut : now + RECHECK_MS;
  if (isIncomplete(record)) checkAfter = Math.min(checkAfter, fetchedAt + INCOMPLETE_RECHECK_MS);
  return {
    record,
    fetchedAt,
    checkAfter
  };
}
function backoffMs(failures) {
  return Math.min(BACKOFF_FIRST_MS * 2 ** Math.max(0, Math.min(failures - 1, 30)), BACKOFF_MAX_MS);
}
function afterFailure(before, now) {
  const failures = before.failures + 1;
  return {
    failures,
    backoffUntil: now + backoffMs(failures),
    lastSuccess: before.lastSuccess,
    lastFailure: now
  };
}
function afterSuccess(before, now) {
  return {
    failures: 0,
    backoffUntil: null,
    lastSuccess: now,
    lastFailure: before.lastFailure
  };
}
function isBackingOff(state, now) {
  return state.backoffUntil !== null && now < state.backoffUntil;
}
function scheduledLatest(game, now) {
  const facts = drawFacts(game);
  if (facts.id === "number") {
    const number = latestDrawNumber(facts, now);
    return number < 1 ? void 0 : {
      game,
      number
    };
  }
  const date = latestDrawDate(facts, now);
  return date === void 0 ? void 0 : {
    game,
    date
  };
}
function notYet(id, now) {
  const { game } = id;
  const facts = drawFacts(game);
  if (id.number !== void 0) {
    const latest = latestDrawNumber(facts, now);
    if (id.number <= latest) return void 0;
    const due = id.number - latest <= MAX_DRAWS_AHEAD ? dueOf(facts, id.number, drawDateOf(facts, id.number)) : void 0;
    return new DrawNotFoundError(`${game} draw ${id.number} has not been drawn yet; the latest is draw ${latest}`, due);
  }
  const date = id.date;
  if (date < facts.first.date) {
    return new DrawNotFoundError(`there is no ${game} draw on ${date}: the record starts on ${facts.first.date}`);
  }
  if (!isDrawDay(facts, date)) {
    const past = date <= new Date(now).toISOString().slice(0, 10);
    return new DrawNotFoundError(`there ${past ? "was" : "is"} no ${game} draw on ${date}: ${game} draws on ` + drawDaysOn(facts, date));
  }
  if (date > new Date(now).toISOString().slice(0, 10) || now < publishedAt(facts, date)) {
    return new DrawNotFoundError(`there is no ${game} draw on ${date} yet`, dueOf(facts, date, date));
  }
  return void 0;
}
function notPublished(id) {
  return new DrawNotFoundError(id.number !== void 0 ? `${id.game} draw ${id.number} is not in the official record yet` : `the ${id.game} draw of ${id.date} is not in the official record yet`);
}
var WEEKDAYS = [
  "Sundays",
  "Mondays",
  "Tuesdays",
  "Wednesdays",
  "Thursdays",
  "Fridays",
  "Saturdays"
];
function drawDaysOn(facts, date) {
  let weekdays = facts.schedule.days[0].weekdays;
  for (const days of facts.schedule.days) if (days.from <= date) weekdays = days.weekdays;
  const names = weekdays.map((day) => WEEKDAYS[day]);
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
function dueOf(facts, draw, date) {
  return {
    draw,
    date,
    time: facts.schedule.drawTime,
    zoneName: facts.schedule.zoneName
  };
}

// src/draws/single_flight.ts
function createSingleFlight() {
  const flights = /* @__PURE__ */ new Map();
  return {
    run(key, work) {
      const pending = flights.get(key);
      if (pending !== void 0) return pending;
      let flight;
      try {
        flight = work();
      } catch (error) {
        return Promise.reject(error);
      }
      const tracked = flight.finally(() => flights.delete(key));
      flights.set(key, tracked);
      return tracked;
    },
    get size() {
      return flights.size;
    }
  };
}

// src/draws/source_cap.ts
function createSourceCap(limit) {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`not a cap: ${limit}`);
  const queues = /* @__PURE__ */ new Map();
  function queueOf(source) {
    let queue = queues.get(source);
    if (queue === void 0) {
      queue = {
        running: 0,
        waiting: []
      };
      queues.set(source, queue);
    }
    return queue;
  }
  function releaser(queue) {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      queue.running--;
      queue.waiting.shift()?.();
    };
  }
  return {
    acquire(source, signal) {
      if (signal.aborted) return Promise.resolve(void 0);
      const queue = queueOf(source);
      if (queue.running < limit) {
        queue.running++;
        return Promise.resolve(releaser(queue));
      }
      return new Promise((resolve) => {
        const ready = () => {
          signal.removeEventListener("abort", gone);
          queue.running++;
          resolve(releaser(queue));
        };
        const gone = () => {
          const index = queue.waiting.indexOf(ready);
          if (index >= 0) queue.waiting.splice(index, 1);
          resolve(void 0);
        };
        signal.addEventListener("abort", gone, {
          once: true
        });
        queue.waiting.push(ready);
      });
    },
    inFlight: (source) => queues.get(source)?.running ?? 0,
    waiting: (source) => queues.get(source)?.waiting.length ?? 0
  };
}

// src/draws/source_state.ts
function createSourceStates(options) {
  const { kv, guard, log } = options;
  const states = /* @__PURE__ */ new Map();
  const get = (source) => states.get(source) ?? UNKNOWN_SOURCE;
  async function syncAll(sources, ms) {
    if (kv === void 0) return;
    const shared = await guard.run("read", () => readSourceStates(kv, sources), ms);
    sources.forEach((source, i) => {
      if (shared[i] !== void 0) states.set(source, shared[i]);
    });
  }
  async function change(source, apply, ms) {
    const before = get(source);
    const mine = apply(before);
    states.set(source, mine);
    if (kv === void 0) return mine;
    try {
      const kept = await guard.run("write", () => updateSourceState(kv, source, apply, before), ms);
      states.set(source, kept);
      return kept;
    } catch (error) {
      if (!(error instanceof KvUnavailableError)) {
        log(`could not keep the state of ${source}: ${error}`);
      }
      return mine;
    }
  }
  return {
    get,
    isBlocked: (source, now) => isBackingOff(get(source), now),
    async sync(source, ms) {
      try {
        await syncAll([
          source
        ], ms);
      } catch (error) {
        if (!(error instanceof KvUnavailableError)) {
          log(`could not read the state of ${source}: ${error}`);
        }
      }
    },
    syncAll,
    failed: (source, now, ms) => change(source, (before) => afterFailure(before, now), ms),
    async succeeded(source, now, ms) {
      await change(source, (before) => afterSuccess(before, now), ms);
    }
  };
}

// src/draws/sources/kr645.ts
var KR645_PATH = "/lt645/selectPstLt645Info.do";
var USER_AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
function kr645Request(baseUrl, draw) {
  if (!Number.isSafeInteger(draw) || draw < 1) throw new RangeError(`not a draw number: ${draw}`);
  const url = new URL(`${baseUrl}${KR645_PATH}`);
  url.searchParams.set("srchLtEpsd", String(draw));
  return {
    url: url.href,
    headers: {
      "accept": "application/json, text/javascript, */*; q=0.01",
      "referer": "https://www.dhlottery.co.kr/lt645/result",
      "x-requested-with": "XMLHttpRequest",
      "user-agent": USER_AGENT
    }
  };
}
function kr645Rows(body) {
  if (!isObject(body) || !("data" in body)) throw new ShapeError("no data in the envelope");
  const { data } = body;
  if (data === null) return [];
  if (!isObject(data) || !Array.isArray(data.list)) throw new ShapeError("no data.list");
  return data.list;
}
function kr645RowNumber(row) {
  return isObject(row) && Number.isSafeInteger(row.ltEpsd) ? row.ltEpsd : void 0;
}
var RANKS = [
  1,
  2,
  3,
  4,
  5
];
function kr645Source(baseUrl) {
  async function ask(number, io) {
    const { url, headers } = kr645Request(baseUrl, number);
    let wanted = null;
    for (const row of kr645Rows(await io.getJson(url, headers))) {
      const rowNumber = kr645RowNumber(row);
      if (rowNumber === number) {
        wanted = parseKr645Row(row);
      } else if (rowNumber !== void 0) {
        try {
          await io.keep(parseKr645Row(row));
        } catch (error) {
          if (!(error instanceof ShapeError)) throw error;
        }
      }
    }
    return wanted;
  }
  return {
    name: "kr645",
    title: "official kr645",
    games: [
      "kr645"
    ],
    draw: (id, io) => ask(id.number, io),
    async latest(_game, io) {
      const expected = latestDrawNumber(drawFacts("kr645"), io.now());
      if (expected < 1) return null;
      const record = await ask(expected, io);
      if (record !== null || expected === 1) return record;
      const before = await io.kept({
        game: "kr645",
        number: expected - 1
      }) ?? await ask(expected - 1, io);
      if (before === null) {
        throw new ShapeError(`neither draw ${expected} nor draw ${expected - 1}`);
      }
      return before;
    }
  };
}
function parseKr645Row(row) {
  if (!isObject(row)) throw new ShapeError("a row is not an object");
  const draw = kr645RowNumber(row);
  if (draw === void 0 || draw < 1) throw new ShapeError("a row has no ltEpsd");
  const ymd = row.ltRflYmd;
  const date = typeof ymd === "string" && /^[0-9]{8}$/.test(ymd) ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}` : "";
  if (!isCalendarDate(date)) throw new ShapeError(`draw ${draw} has no valid ltRflYmd`);
  const expected = draw <= 1e5 ? drawDateOf(drawFacts("kr645"), draw) : "none";
  if (date !== expected) {
    throw new ShapeError(`draw ${draw} is dated ${date}, but draw ${draw} was drawn on ${expected}`);
  }
  const matrix = matrixOn("kr645", date);
  const numbers = [
    1,
    2,
    3,
    4,
    5,
    6
  ].map((i) => ball(row[`tm${i}WnNo`], matrix.max, draw));
  if (new Set(numbers).size !== numbers.length) {
    throw new ShapeError(`draw ${draw} repeats a winning number`);
  }
  const bonus = ball(row.bnsWnNo, matrix.extraMax, draw);
  if (numbers.includes(bonus)) throw new ShapeError(`draw ${draw} has a bonus among its numbers`);
  const prizes = RANKS.map((rank) => ({
    rank,
    winners: figure(row[`rnk${rank}WnNope`], draw),
    prize_per_winner: figure(row[`rnk${rank}WnAmt`], draw)
  }));
  return {
    game: "kr645",
    draw,
    date,
    numbers: numbers.sort((a, b) => a - b),
    bonus_number: bonus,
    prizes
  };
}
function ball(value, max, draw) {
  if (typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= max) {
    return value;
  }
  throw new ShapeError(`draw ${draw} has a number that is not from 1 to ${max}`);
}
function figure(value, draw) {
  if (value === void 0 || value === null) return null;
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return value;
  throw new ShapeError(`draw ${draw} has a prize figure that is not a whole number`);
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/draws/sources/ny.ts
var NY_DATASETS = {
  // Six numbers in winning_numbers, the sixth the Powerball.
  powerball: {
    id: "d6yy-54nr",
    extraInWinningNumbers: true,
    extraField: ""
  },
  // Five numbers, and mega_ball apart.
  megamillions: {
    id: "5xaw-6ayf",
    extraInWinningNumbers: false,
    extraField: "mega_ball"
  }
};
var NY_GAMES = Object.keys(NY_DATASETS);
function nySource(baseUrl, appToken) {
  return {
    name: "ny",
    title: "New York open-data",
    games: NY_GAMES,
    async draw(id, io) {
      const game = id.game;
      const { url, headers } = nyRequest(baseUrl, game, {
        date: id.date,
        appToken
      });
      const rows = nyRows(await io.getJson(url, headers));
      const row = rows.find((candidate) => nyRowDate(candidate) === id.date);
      if (row !== void 0) return parseNyRow(game, row);
      if (rows.length > 0) throw new ShapeError(`rows for other dates than ${id.date}`);
      return null;
    },
    async latest(game, io) {
      const { url, headers } = nyRequest(baseUrl, game, {
        appToken
      });
      const [row] = nyRows(await io.getJson(url, headers));
      if (row === void 0) throw new ShapeError("no rows for the latest draw");
      return parseNyRow(game, row);
    }
  };
}
function nyRequest(baseUrl, game, options = {}) {
  const url = new URL(`${baseUrl}/resource/${NY_DATASETS[game].id}.json`);
  if (options.date === void 0) {
    url.searchParams.set("$order", "draw_date DESC");
    url.searchParams.set("$limit", "1");
  } else {
    if (!isCalendarDate(options.date)) throw new RangeError(`not a date: ${options.date}`);
    url.searchParams.set("$where", `draw_date='${options.date}T00:00:00.000'`);
  }
  const headers = {
    accept: "application/json"
  };
  if (options.appToken !== void 0) headers["x-app-token"] = options.appToken;
  return {
    url: url.href,
    headers
  };
}
function nyRows(body) {
  if (!Array.isArray(body)) throw new ShapeError("the answer is not an array of rows");
  return body;
}
function nyRowDate(row) {
  if (typeof row !== "object" || row === null) return void 0;
  const value = row.draw_date;
  if (typeof value !== "string") return void 0;
  const date = value.slice(0, 10);
  return isCalendarDate(date) ? date : void 0;
}
var NUMBER = /^[0-9]{1,3}$/;
function parseNyRow(game, row) {
  const date = nyRowDate(row);
  if (date === void 0) throw new ShapeError(`a ${game} row has no valid draw_date`);
  const fields = row;
  const text = fields.winning_numbers;
  if (typeof text !== "string") throw new ShapeError(`${game} ${date} has no winning_numbers`);
  const tokens = text.trim().split(/\s+/);
  const { extraInWinningNumbers, extraField } = NY_DATASETS[game];
  const matrix = matrixOn(game, date);
  const expected = matrix.count + (extraInWinningNumbers ? 1 : 0);
  if (tokens.length !== expected || !tokens.every((token) => NUMBER.test(token))) {
    throw new ShapeError(`${game} ${date} has winning_numbers that are not ${expected} numbers`);
  }
  const values = tokens.map(Number);
  const extraText = extraInWinningNumbers ? tokens[matrix.count] : fields[extraField];
  if (typeof extraText !== "string" || !NUMBER.test(extraText.trim())) {
    throw new ShapeError(`${game} ${date} has no extra number`);
  }
  const numbers = values.slice(0, matrix.count);
  const extra = Number(extraText.trim());
  if (numbers.some((n) => n < 1 || n > matrix.max) || new Set(numbers).size !== matrix.count) {
    throw new ShapeError(`${game} ${date} has numbers that are not ${matrix.count} different ones 1-${matrix.max}`);
  }
  if (extra < 1 || extra > matrix.extraMax) {
    throw new ShapeError(`${game} ${date} has an extra number that is not 1-${matrix.extraMax}`);
  }
  return {
    game,
    draw: date,
    date,
    numbers: numbers.sort((a, b) => a - b),
    extra_number: extra,
    multiplier: multiplier(fields.multiplier, `${game} ${date}`)
  };
}
function multiplier(value, where) {
  if (value === void 0 || value === null) return null;
  if (typeof value !== "string") throw new ShapeError(`${where} has a multiplier that is not text`);
  const text = value.trim();
  if (text === "" || text === "-1") return null;
  const parsed = NUMBER.test(text) ? Number(text) : NaN;
  if (parsed >= 1 && parsed <= 10) return parsed;
  throw new ShapeError(`${where} has a multiplier that is not from 1 to 10`);
}

// src/draws/sources/mod.ts
function createSources(config) {
  const sources = [
    kr645Source(config.kr645SourceUrl),
    nySource(config.nyOpenDataUrl, config.nyOpenDataAppToken)
  ];
  return new Map(sources.flatMap((source) => source.games.map((game) => [
    game,
    source
  ])));
}

// src/draws/service.ts
function logJsonLine(entry) {
  console.error(JSON.stringify(entry));
}
var LEASE_MARGIN_MS = 1e3;
var MIN_ASK_MS = 100;
var ANSWER_MARGIN_MS = 900;
function createDrawsService(config, options = {}) {
  const fetcher = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const log = options.log ?? logJsonLine;
  const sources = options.sources ?? createSources(config);
  const kv = options.kv;
  const kvStore = options.kvStore ?? describeKv(config.kvPath, kv !== void 0, isOnDeploy());
  const logKv = (message) => log({
    level: "warn",
    source: "kv",
    error: message
  });
  const guard = options.kvGuard ?? createKvGuard({
    log: logKv
  });
  const cache = createDrawCache(kv, {
    log: logKv,
    guard
  });
  const coordination = kv === void 0 ? void 0 : createCoordination(kv, {
    guard,
    cache
  });
  const states = createSourceStates({
    kv,
    guard,
    log: logKv
  });
  const cap = createSourceCap(config.sourceConcurrency);
  const flights = createSingleFlight();
  function startBudget() {
    const start = performance.now();
    const end = start + config.sourceTimeoutMs + ANSWER_MARGIN_MS;
    const left = () => Math.max(0, end - performance.now());
    return {
      start,
      kvMs: () => left(),
      // What is left beyond the source's own limit is KV's, for the keeping after it answers.
      sourceMs: () => Math.min(config.sourceTimeoutMs, left() - MIN_ASK_MS)
    };
  }
  function serve(key, fresh, notFound, load) {
    const held = cache.peek(key);
    if (held !== void 0 && fresh(held)) return answer(held, notFound, "memory");
    return flights.run(JSON.stringify(key), async () => {
      const budget = startBudget();
      const before = cache.peek(key);
      const entry = await cache.read(key, budget.kvMs());
      if (entry !== void 0 && fresh(entry)) {
        return answer(entry, notFound, entry === before ? "memory" : "kv");
      }
      return await load(entry, budget);
    });
  }
  function ioFor(budget, deadline) {
    return {
      getJson: (url, headers) => fetchJson(url, {
        fetch: fetcher,
        headers,
        deadline
      }),
      async kept(id) {
        const entry = await cache.read(drawKey(id.game, drawValue(id)), budget.kvMs());
        if (entry === void 0 || entry.record === null || !isFresh(entry, now())) {
          return void 0;
        }
        return entry.record;
      },
      keep: (record) => cache.write(drawKey(record.game, record.draw), pastEntry(record, now()), budget.kvMs()),
      now
    };
  }
  async function refresh(source, key, stale, notFound, fresh, ask, budget) {
    if (states.isBlocked(source.name, now())) return fallback(source, stale, notFound);
    if (coordination === void 0 || guard.isFailing("write")) {
      return await askSource(source, key, stale, notFound, ask, budget);
    }
    const waitEnd = budget.start + config.sourceTimeoutMs;
    while (performance.now() < waitEnd) {
      let lease;
      try {
        lease = await coordination.lease(key, config.sourceTimeoutMs + LEASE_MARGIN_MS, budget.kvMs());
      } catch {
        return await askSource(source, key, stale, notFound, ask, budget);
      }
      if (lease !== void 0) {
        try {
          const current = await cache.read(key, budget.kvMs());
          if (current !== void 0 && fresh(current)) return answer(current, notFound, "kv");
          await states.sync(source.name, budget.kvMs());
          if (states.isBlocked(source.name, now())) return fallback(source, stale, notFound);
          return await askSource(source, key, stale, notFound, ask, budget);
        } finally {
          await lease.release();
        }
      }
      const entry = await coordination.awaitOther(key, waitEnd, fresh);
      if (entry !== void 0) return answer(entry, notFound, "kv");
      await states.sync(source.name, budget.kvMs());
      if (states.isBlocked(source.name, now())) return fallback(source, stale, notFound);
    }
    return fallback(source, stale, notFound);
  }
  async function askSource(source, key, stale, notFound, ask, budget) {
    const ms = budget.sourceMs();
    if (ms < MIN_ASK_MS) return fallback(source, stale, notFound);
    const deadline = startDeadline(ms);
    const release = await cap.acquire(source.name, deadline.signal);
    if (release === void 0 || deadline.timeLeft() < MIN_ASK_MS) {
      release?.();
      deadline.clear();
      return fallback(source, stale, notFound);
    }
    let entry;
    try {
      entry = await ask(ioFor(budget, deadline));
    } catch (error) {
      if (error instanceof DrawNotFoundError) {
        await states.succeeded(source.name, now(), budget.kvMs());
        throw error;
      }
      await failed(source, error, budget);
      return fallback(source, stale, notFound);
    } finally {
      release();
      deadline.clear();
    }
    await cache.write(key, entry, budget.kvMs());
    await states.succeeded(source.name, now(), budget.kvMs());
    return answer(entry, notFound, "source");
  }
  async function failed(source, error, budget) {
    const state = await states.failed(source.name, now(), budget.kvMs());
    const wait = (state.backoffUntil ?? now()) - (state.lastFailure ?? now());
    if (error instanceof SourceError) {
      log({
        level: "warn",
        source: source.name,
        error: error.message,
        backoff_ms: wait
      });
    } else {
      const stack = error instanceof Error ? error.stack ?? error.message : String(error);
      log({
        level: "error",
        source: source.name,
        error: stack,
        backoff_ms: wait
      });
    }
  }
  function fallback(source, stale, notFound) {
    if (stale !== void 0) return answer(stale, notFound, "stale");
    const until = states.get(source.name).backoffUntil ?? now();
    const seconds = Math.max(1, Math.ceil((until - now()) / 1e3));
    throw new SourceUnavailableError(`the ${source.title} source of past draws did not answer, and no copy is cached; try again in ${seconds} s`, seconds);
  }
  function namedDraw(id) {
    const source = sources.get(id.game);
    const missing = notYet(id, now());
    if (missing !== void 0) return Promise.reject(missing);
    const notFound = () => notPublished(id);
    const fresh = (entry) => isFreshFor(id, entry, now());
    const key = drawKey(id.game, drawValue(id));
    return serve(key, fresh, notFound, (stale, budget) => refresh(source, key, stale, notFound, fresh, async (io) => {
      const record = await source.draw(id, io);
      if (record !== null) return pastEntry(record, now());
      return missingEntry(id, now(), stale);
    }, budget));
  }
  function latestDraw(game) {
    const source = sources.get(game);
    const notFound = () => new DrawNotFoundError(`no ${game} draw is on record`);
    const key = latestKey(game);
    const fresh = (entry) => isFresh(entry, now());
    return serve(key, fresh, notFound, async (stale, budget) => {
      const expected = scheduledLatest(game, now());
      const known = expected === void 0 ? void 0 : await cache.read(drawKey(game, drawValue(expected)), budget.kvMs());
      if (known !== void 0 && known.record !== null && isFresh(known, now())) {
        const entry = latestEntry(known.record, known.fetchedAt, now());
        await cache.write(key, entry, budget.kvMs());
        return answer(entry, notFound, "kv");
      }
      return refresh(source, key, stale, notFound, fresh, async (io) => {
        const record = await source.latest(game, io);
        if (record === null) throw notFound();
        await io.keep(record);
        return latestEntry(record, now(), now());
      }, budget);
    });
  }
  return {
    getDraw(game, id) {
      try {
        return id === void 0 ? latestDraw(game) : namedDraw(id);
      } catch (error) {
        return Promise.reject(error);
      }
    },
    health: createDrawsHealth({
      kv,
      guard,
      states,
      sources,
      kvStore,
      now
    }),
    kvState: () => guard.state()
  };
}
function answer(entry, notFound, from) {
  if (entry.record === null) throw notFound();
  return {
    record: entry.record,
    stale: from === "stale",
    fetchedAt: isoFetchedAt(entry),
    from
  };
}
var fetchedAtIsoOf = /* @__PURE__ */ new WeakMap();
function isoFetchedAt(entry) {
  let iso = fetchedAtIsoOf.get(entry);
  if (iso === void 0) {
    iso = new Date(entry.fetchedAt).toISOString();
    fetchedAtIsoOf.set(entry, iso);
  }
  return iso;
}

export {
  parseDrawId,
  drawIdOf,
  extraNumberOf,
  isIncomplete,
  logJsonLine,
  createDrawsService
};
