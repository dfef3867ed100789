/**
 * Shared material of the MCP tests: one call of every tool with the HTTP request that must give
 * the same answer, and an SDK client connected over Streamable HTTP.
 *
 * @module
 */
import { Client, StreamableHTTPClientTransport } from "../../testing/npm/mcp_client_v1.ts";
import { OPERATIONS, validSamples } from "../../src/operations/mod.ts";

export { SEED } from "../operations/_call.ts";

/** The seed that the test apps' `freshSeed` gives: bytes 0xff down to 0xe0. */
export const FRESH_SEED_BYTES = Uint8Array.from({ length: 32 }, (_, i) => 0xff - i);

/** {@linkcode FRESH_SEED_BYTES} as the lowercase hex an answer carries. */
export const FRESH_SEED = Array.from(FRESH_SEED_BYTES, (b) => b.toString(16).padStart(2, "0"))
  .join("");

/** One call of a random tool. */
export interface ToolCall {
  /** The tool, which is the GET operation of the same name. */
  tool: string;
  /** The server that offers it. */
  server: "lottery" | "random";
  /** The arguments, without a seed. */
  args: Record<string, unknown>;
}

/** Calls of every random tool: some with arguments that are not all defaults, and its samples. */
export const RANDOM_CALLS: readonly ToolCall[] = [
  { tool: "pick_numbers", server: "lottery", args: { game: "euromillions", sets: 3 } },
  {
    tool: "pick_numbers",
    server: "lottery",
    args: { count: 6, max: 49, extra_count: 1, extra_max: 10, sets: 2 },
  },
  { tool: "roll_dice", server: "random", args: { sides: 20, count: 7 } },
  { tool: "flip_coin", server: "random", args: { count: 9 } },
  {
    tool: "random_integer",
    server: "random",
    args: { min: -10, max: 10, count: 5, unique: true },
  },
  { tool: "pick_from_list", server: "random", args: { items: ["a", "b", "c", "d"], count: 2 } },
  { tool: "shuffle_list", server: "random", args: { items: ["x", "y", "z", "w", "v"] } },
  // And each random operation's own valid samples (a new one's among them), seeds left out.
  ...OPERATIONS.filter((operation) => operation.seeded).flatMap((operation) =>
    validSamples(operation).map(({ seed: _seed, ...args }): ToolCall => ({
      tool: operation.name,
      server: operation.server,
      args,
    }))
  ),
];

/** The GET URL of the HTTP operation behind a tool, with the arguments in its query string. */
export function httpUrl(base: string, tool: string, args: Record<string, unknown>): string {
  const query = new URLSearchParams(
    Object.entries(args).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : String(v)]),
  );
  return `${base}${pathOf(tool)}?${query}`;
}

/** The HTTP path of the operation behind a tool. */
export function pathOf(tool: string): string {
  const operation = OPERATIONS.find((candidate) => candidate.name === tool);
  if (operation === undefined) throw new Error(`no operation ${tool}`);
  return operation.path;
}

/** An SDK client connected over Streamable HTTP to `{base}/mcp/{server}`. */
export async function connectClient(base: string, server: string): Promise<Client> {
  const client = new Client({ name: "fairdraw-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp/${server}`)));
  return client;
}
