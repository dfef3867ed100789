/**
 * The verdict on one HTTP answer to generated arguments, shared by the HTTP and MCP fuzz suites.
 *
 * @module
 */
import { AssertionError } from "@std/assert";
import type { Operation } from "../../src/operations/mod.ts";
import { bodyLimitFor, firstRepeatedKey } from "../../src/http/body.ts";
import {
  type Args,
  checkAnswer,
  checkError,
  type DrawDue,
  type DrawGameName,
  type DrawOracle,
  errorOf,
  isSeedLabel,
  type Reply,
} from "./_checks.ts";

/** What is known about a request besides its answer. */
export interface Judgement {
  /** The operation asked. */
  operation: Operation;
  /** The arguments as the service reads them. */
  args: Args;
  /** The argument names sent, in order (JSON keys or query names). */
  sent: readonly string[];
  /** Whether the arguments are valid by construction. */
  valid: boolean;
  /** The oracle of the double's draws. */
  oracle: DrawOracle;
  /** What the request was, for messages. */
  context: string;
  /** The JSON body, when the arguments went as one (POST): judged first for its size and keys. */
  body?: string;
}

/** Tallies of answers, per operation and status, printed by the suites to show the mix. */
export type Tally = Map<string, Map<number, number>>;

/** Counts one answer. */
export function count(tally: Tally, name: string, status: number): void {
  const byStatus = tally.get(name) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  tally.set(name, byStatus);
}

/** Prints a tally: `roll_dice 200x310 400x290`. */
export function printTally(title: string, tally: Tally): void {
  console.log(`  ${title}:`);
  for (const [name, byStatus] of tally) {
    const parts = [...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}x${n}`);
    console.log(`    ${name.padEnd(16)} ${parts.join(" ")}`);
  }
}

/**
 * Judges an answer to generated arguments: 200 or 400 only (the double answers normally, so a 503
 * is a failure too); an unknown argument is never ignored; valid arguments are never refused; a
 * 200 is checked against the answer schema, its bounds and the draws oracle; an error has the
 * error body and a `field` that exists; get_draw's and seed_from_draw's outcomes are exactly what
 * the oracle says, and seed_from_draw's refusal of a draw not out yet says when it is due.
 * Gives true when a body was judged on its own (past the limit, or a key twice): its arguments
 * were never read, so nothing else may be asked of the answer.
 */
export function judge(reply: Reply, judgement: Judgement): boolean {
  const { operation, args, sent, valid, oracle, context } = judgement;
  const known = Object.keys(operation.input.entries);
  const fail = (what: string) => {
    throw new AssertionError(`${context}: ${what}: ${reply.status} ${reply.text.slice(0, 500)}`);
  };
  if (judgement.body !== undefined) {
    // Refused before its arguments are read: past the operation's body limit, or a key twice.
    const body = judgement.body;
    if (new TextEncoder().encode(body).length > bodyLimitFor(operation.input)) {
      const { code } = errorOf(reply, context);
      if (reply.status !== 413 || code !== "payload_too_large") {
        fail("413 for a body past the limit");
      }
      return true;
    }
    const twice = firstRepeatedKey(body);
    if (twice !== undefined) {
      const field = twice.path[0] ?? twice.key;
      const code = known.includes(field) ? "invalid_argument" : "unknown_argument";
      const error = errorOf(reply, context);
      if (reply.status !== 400 || error.code !== code || error.field !== field) {
        fail(`${code} naming ${JSON.stringify(field)}, given twice`);
      }
      return true;
    }
  }
  if (reply.status !== 200 && reply.status !== 400) fail("status other than 200 or 400");
  const unknown = sent.filter((name) => !known.includes(name));
  if (unknown.length > 0 && reply.status === 200) {
    fail(`unknown ${JSON.stringify(unknown)} ignored`);
  }
  if (valid && reply.status !== 200) fail("valid arguments refused");
  if (reply.status === 200) {
    checkAnswer(operation, args, reply.text, oracle, context);
    return false;
  }
  const { code, field } = checkError(reply, sent, known, context);
  const game = args.game as DrawGameName;
  const drawGame = game === "kr645" || game === "powerball" || game === "megamillions";
  if (drawGame && sent.every((name) => known.includes(name))) {
    const expected = expectedRefusal(operation.name, args, oracle);
    if (expected !== undefined && !expected.includes(`${code} ${field}`)) {
      fail(`the oracle expects ${expected.join(" or ")}`);
    }
  }
  if (code === "draw_not_found") {
    const outcome = oracle.expect(game, args.draw);
    if (outcome.kind !== "not_found") fail("draw_not_found for a draw that exists");
    const { due } = outcome as { due?: DrawDue };
    // seed_from_draw tells when a draw that is not out yet is due, so the caller can ask again.
    const message = (JSON.parse(reply.text) as { error: { message: string } }).error.message;
    if (operation.name === "seed_from_draw" && due !== undefined) {
      const told = `${game} draw ${due.draw} is drawn on ${due.date} at about ${due.time} ` +
        `${due.zoneName}; ask again once it is published`;
      if (message !== told) fail(`the message must say when the draw is due: ${told}`);
    }
  }
  return false;
}

/**
 * What get_draw and seed_from_draw must answer to arguments that are all taken, with a game that
 * has draws: the `code field` of the refusal, or `200`; several when more than one argument is
 * wrong (either may be named). Undefined for other operations.
 */
function expectedRefusal(
  name: string,
  args: Args,
  oracle: DrawOracle,
): string[] | undefined {
  const outcome = () => oracle.expect(args.game as DrawGameName, args.draw).kind;
  if (name === "get_draw") {
    const kind = outcome();
    return [
      kind === "not_found"
        ? "draw_not_found draw"
        : kind === "invalid"
        ? "invalid_argument draw"
        : "200",
    ];
  }
  if (name !== "seed_from_draw") return undefined;
  // Arguments refused by their schema, in any order; only then is the draw looked up.
  const refused: string[] = [];
  if (args.draw === undefined) refused.push("missing_argument draw");
  else if (outcome() === "invalid") refused.push("invalid_argument draw");
  if (args.label !== undefined && !isSeedLabel(args.label)) refused.push("invalid_argument label");
  if (refused.length > 0) return refused;
  return [outcome() === "not_found" ? "draw_not_found draw" : "200"];
}
