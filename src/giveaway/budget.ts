/**
 * The register's budget: how many records, and how many stored (compressed) bytes, one client
 * and everyone together may add in an hour. The counts are kept in KV, shared by every instance,
 * and are checked and added to in the same atomic operation as the record they count, so that no
 * two instances can both spend the last of a budget.
 *
 * A client is its address (`clientKey` of src/http/rate_limit.ts: an IPv6 address by its /64). An
 * hour is a fixed window of the clock (UTC hours); its counts expire with it.
 *
 * @module
 */
import { sharedKvGuard } from "../kv/guard.ts";

/** What one client, and everyone together, may add to the register in an hour. */
export interface RegisterBudget {
  /** Records one client may add in an hour. */
  clientRecords: number;
  /** Stored bytes one client may add in an hour. */
  clientBytes: number;
  /** Records everyone together may add in an hour. */
  globalRecords: number;
  /** Stored bytes everyone together may add in an hour. */
  globalBytes: number;
  /**
   * Registrations one instance starts a second, on average (its pace; bursts of
   * {@linkcode PACE_BURST} at once): what keeps a flood from many addresses from taking the
   * instance's time from other requests before the hourly budgets stop it.
   */
  perSecond: number;
}

/** The most registrations an instance starts at once after a quiet spell (or a second's worth). */
export const PACE_BURST = 5;

/**
 * The budget by default (docs/API.md): a client 60 records and 2 MB an hour; everyone 6,000
 * records and 200 MB an hour. A largest record (1,000 entries of 200 characters) stores about
 * 100 kB to 800 kB depending on how well it compresses.
 */
export const DEFAULT_BUDGET: RegisterBudget = {
  clientRecords: 60,
  clientBytes: 2_000_000,
  globalRecords: 6_000,
  globalBytes: 200_000_000,
  perSecond: 1,
};

/** The length of a budget's window, in ms. */
export const BUDGET_WINDOW_MS = 3_600_000;

/** A registration refused for a budget spent: this client's (429) or everyone's (503). */
export class RegisterBudgetError extends Error {
  /** `client`: this client's budget; `global`: everyone's. */
  readonly scope: "client" | "global";
  /** Whole seconds until the window ends and the budget is whole again. */
  readonly retryAfterSeconds: number;
  /** Makes the refusal, with the message that says which budget and until when. */
  constructor(scope: "client" | "global", budget: RegisterBudget, retryAfterSeconds: number) {
    super(
      scope === "client"
        ? `this client has used its register budget for the hour (${budget.clientRecords} ` +
          `records or ${budget.clientBytes} stored bytes); try again in ${retryAfterSeconds} s`
        : `the register has taken all it takes in an hour (${budget.globalRecords} records or ` +
          `${budget.globalBytes} stored bytes); try again in ${retryAfterSeconds} s`,
    );
    this.name = "RegisterBudgetError";
    this.scope = scope;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * What this instance has learnt of spent budgets: until when a client's (or everyone's, `*`) is
 * spent, so that a registration it would refuse is refused before its body is read. Forgotten at
 * the window's end; at most {@linkcode MAX_REMEMBERED} clients, the oldest forgotten first.
 */
export class SpentBudgets {
  readonly #until = new Map<string, number>();
  /** Makes the memory, for one budget. */
  constructor(readonly budget: RegisterBudget) {}

  /** Notes a refusal: that budget is spent until the window's end. */
  note(error: RegisterBudgetError, client: string | undefined, now: number): void {
    const key = error.scope === "global" ? "*" : client;
    if (key === undefined) return;
    this.#until.delete(key);
    this.#until.set(key, now + error.retryAfterSeconds * 1000);
    if (this.#until.size > MAX_REMEMBERED) this.#until.delete(this.#until.keys().next().value!);
  }

  /** Turns left; a full burst before the first (undefined until then). */
  #tokens: number | undefined;
  #filledAt = performance.now();

  /**
   * Takes a turn of the instance's pace (by the monotonic clock, not the app's): whether one was
   * left, and when the next comes (whole seconds) when not.
   */
  pace(): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const at = performance.now();
    const perMs = this.budget.perSecond / 1000;
    const burst = Math.max(PACE_BURST, this.budget.perSecond);
    this.#tokens = Math.min(burst, (this.#tokens ?? burst) + (at - this.#filledAt) * perMs);
    this.#filledAt = at;
    if (this.#tokens >= 1) {
      this.#tokens -= 1;
      return { ok: true };
    }
    return {
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil((1 - this.#tokens) / perMs / 1000)),
    };
  }

  /** The refusal a registration by `client` would meet now, if its budget or everyone's is spent. */
  refusal(client: string | undefined, now: number): RegisterBudgetError | undefined {
    for (const [key, scope] of [["*", "global"], [client, "client"]] as const) {
      if (key === undefined) continue;
      const until = this.#until.get(key);
      if (until === undefined) continue;
      if (until <= now) this.#until.delete(key);
      else return new RegisterBudgetError(scope, this.budget, Math.ceil((until - now) / 1000));
    }
    return undefined;
  }
}

/** How many spent client budgets an instance remembers. */
export const MAX_REMEMBERED = 100_000;

/** What a window's counter holds. */
interface Spent {
  records: number;
  bytes: number;
}

/**
 * Reads the client's and everyone's counters for the window of `now`, and throws the
 * {@linkcode RegisterBudgetError} when one more record of `bytes` would pass either budget;
 * otherwise returns what adds the record to both, checked on the counters as read.
 */
export async function chargeBudget(
  db: Deno.Kv,
  budget: RegisterBudget,
  client: string | undefined,
  bytes: number,
  now: number,
): Promise<(operation: Deno.AtomicOperation) => void> {
  const window = Math.floor(now / BUDGET_WINDOW_MS);
  const retryAfter = Math.max(1, Math.ceil(((window + 1) * BUDGET_WINDOW_MS - now) / 1000));
  const globalKey: Deno.KvKey = ["budget", window, "*"];
  const keys = client === undefined ? [globalKey] : [globalKey, ["budget", window, client]];
  const entries = await sharedKvGuard(db).run("read", () => db.getMany<Spent[]>(keys));
  const [everyone, mine] = entries.map((entry) => entry.value ?? { records: 0, bytes: 0 });
  if (
    mine !== undefined &&
    (mine.records + 1 > budget.clientRecords || mine.bytes + bytes > budget.clientBytes)
  ) {
    throw new RegisterBudgetError("client", budget, retryAfter);
  }
  if (
    everyone!.records + 1 > budget.globalRecords || everyone!.bytes + bytes > budget.globalBytes
  ) {
    throw new RegisterBudgetError("global", budget, retryAfter);
  }
  return (operation) => {
    for (const entry of entries) {
      const spent = entry.value ?? { records: 0, bytes: 0 };
      operation.check(entry).set(entry.key, {
        records: spent.records + 1,
        bytes: spent.bytes + bytes,
      }, { expireIn: 2 * BUDGET_WINDOW_MS });
    }
  };
}
