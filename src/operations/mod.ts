/**
 * The operation table: every operation, declared once. HTTP routes, MCP tools and the OpenAPI
 * document are all built from it.
 *
 * @module
 */
import { type Game, GAMES } from "../games/mod.ts";
import type { Operation } from "./_operation.ts";
import { announceGiveaway } from "./announce_giveaway.ts";
import { checkTicket } from "./check_ticket.ts";
import { flipCoin } from "./flip_coin.ts";
import { getDraw } from "./get_draw.ts";
import { giveawayResult } from "./giveaway_result.ts";
import { pickFromList } from "./pick_from_list.ts";
import { pickNumbersFor } from "./pick_numbers.ts";
import { randomInteger } from "./random_integer.ts";
import { rollDice } from "./roll_dice.ts";
import { seedFromDraw } from "./seed_from_draw.ts";
import { shuffleList } from "./shuffle_list.ts";

export type {
  Context,
  Operation,
  OperationExample,
  OperationMethod,
  OperationRefusal,
  OperationSamples,
  ServerName,
} from "./_operation.ts";
export { StatusAnswer, validSamples } from "./_operation.ts";

/**
 * The operation table over a registry of games: pick_numbers offers those games (the others read
 * the games with past draws, which a pick-only game does not change). Production's table is
 * {@linkcode OPERATIONS}; tests build one over a copy of the registry with a scratch game.
 */
export function createOperations(games: readonly Pick<Game, "id" | "pick">[]): Operation[] {
  return [
    pickNumbersFor(games),
    getDraw,
    checkTicket,
    seedFromDraw,
    announceGiveaway,
    giveawayResult,
    rollDice,
    flipCoin,
    randomInteger,
    pickFromList,
    shuffleList,
  ];
}

/** Every operation, in the order SPEC.md lists them, the giveaway register after the draws. */
export const OPERATIONS: readonly Operation[] = createOperations(GAMES);
