/**
 * The prompt of the lottery server, fair_giveaway, which walks a model through a giveaway whose
 * winners nobody can choose: its declaration, its text, and the answer to prompts/get.
 *
 * @module
 */
import { ProtocolError, ProtocolErrorCode } from "@modelcontextprotocol/server";
import { quote } from "../http/quote.ts";

/** The prompt that walks a model through a fair giveaway, on the server that has its tools. */
export const FAIR_GIVEAWAY_PROMPT = "fair_giveaway";

/** The tools the fair_giveaway prompt needs. */
export const GIVEAWAY_TOOLS = ["announce_giveaway", "giveaway_result", "get_draw"] as const;

/** A prompt as prompts/list declares it. */
export interface PromptDeclaration {
  name: string;
  title: string;
  description: string;
  arguments: { name: string; description: string; required: boolean }[];
}

const FAIR_GIVEAWAY: PromptDeclaration = {
  name: FAIR_GIVEAWAY_PROMPT,
  title: "Run a fair giveaway",
  description: "Walks through a giveaway whose winners nobody can choose: announce it before an " +
    "official lottery draw, publish its ID, and read the winners after the draw.",
  arguments: [
    {
      name: "title",
      description: 'What the giveaway is for, e.g. "Book club prize, November".',
      required: false,
    },
    {
      name: "entries",
      description: "The entrants, one a line, in the order to be announced.",
      required: false,
    },
    { name: "winners", description: "How many winners to draw (default 1).", required: false },
    {
      name: "game",
      description: "The lottery whose draw decides: kr645, powerball or megamillions.",
      required: false,
    },
  ],
};

/** The longest argument a prompt takes, in UTF-16 units; past it the argument is cut. */
const PROMPT_ARGUMENT_LIMIT = 200_000;

/** The text of the fair_giveaway prompt, with what the caller has given. */
export function fairGiveawayText(args: Readonly<Record<string, string>>): string {
  const given = (name: string) => {
    const value = args[name];
    return value === undefined || value === "" ? undefined : value.slice(0, PROMPT_ARGUMENT_LIMIT);
  };
  const lines = [
    "Run a fair giveaway with fairdraw's lottery tools, in this order:",
    "",
    "1. Settle the giveaway with me: its title, the entries (each one line, 1 to 200 " +
    "characters, at most 1000 entries, in a fixed order), how many winners, and the lottery " +
    "(kr645, powerball or megamillions). Call get_draw with that game and no draw to learn " +
    "next_draw: the next draw's number (kr645) or date.",
    "2. Before that draw (at least 10 minutes before it is due), call announce_giveaway with " +
    "game, draw, title, entries and winners. Calling it again with the same arguments is safe: " +
    "it gives back the same record.",
    "3. Give me the record's id and link to publish to the entrants now, before the draw, and " +
    "tell me when the draw is due (due_at). Do not change the entries or the draw after this: " +
    "any change is another giveaway with another ID.",
    '4. After the draw, call giveaway_result with the id. When its status is "drawn", report ' +
    "the winners, the official numbers and official_url, where anyone can check them. While " +
    'it is "announced", the draw has not been published yet: say when to ask again.',
    "",
    "Never choose, reorder or redraw the winners yourself.",
  ];
  const title = given("title");
  const entries = given("entries");
  const winners = given("winners");
  const game = given("game");
  if ([title, entries, winners, game].some((value) => value !== undefined)) {
    lines.push("", "What I have given so far:");
    if (title !== undefined) lines.push(`- title: ${title}`);
    if (winners !== undefined) lines.push(`- winners: ${winners}`);
    if (game !== undefined) lines.push(`- game: ${game}`);
    if (entries !== undefined) lines.push("- entries:", entries);
  }
  return lines.join("\n");
}

/** The prompts a tool set offers: fair_giveaway where the giveaway tools are. */
export function promptsOf(
  toolSet: { operations: ReadonlyMap<string, unknown> },
): readonly PromptDeclaration[] {
  return GIVEAWAY_TOOLS.every((name) => toolSet.operations.has(name)) ? [FAIR_GIVEAWAY] : [];
}

/** The answer to prompts/get: the prompt's messages, or a protocol error for another name. */
export function getPrompt(
  toolSet: { operations: ReadonlyMap<string, unknown> },
  params: { name: string; arguments?: Record<string, string> },
): { description: string; messages: { role: "user"; content: { type: "text"; text: string } }[] } {
  const prompt = promptsOf(toolSet).find((candidate) => candidate.name === params.name);
  if (prompt === undefined) {
    const known = promptsOf(toolSet).map((candidate) => candidate.name).join(", ") || "none";
    throw new ProtocolError(
      ProtocolErrorCode.InvalidParams,
      `Unknown prompt: ${quote(params.name)} (prompts: ${known})`,
    );
  }
  return {
    description: prompt.description,
    messages: [{
      role: "user",
      content: { type: "text", text: fairGiveawayText(params.arguments ?? {}) },
    }],
  };
}
