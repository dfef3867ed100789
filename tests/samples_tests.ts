/**
 * Every operation's declared samples, over HTTP by each method it answers, against the source
 * double at the suite's clock: the valid ones are answered (with the status the operation
 * declares), the refused ones are a 400 with the declared code and field. The samples live with
 * their operations (src/operations/<name>.ts), so a new operation is held to them here at once.
 */
import { assert, assertEquals } from "@std/assert";
import { queryKinds } from "../src/http/query.ts";
import { type Operation, OPERATIONS, validSamples } from "../src/operations/mod.ts";
import { startServer } from "../testing/server.ts";
import { requestsOf } from "./_requests.ts";

/**
 * Whether GET can send these arguments as they are: a query string holds no JSON types, so a
 * string where the operation reads a number, a boolean or a list, or an empty list, reads
 * otherwise there (`{"sides":"6"}` is `sides=6`). Such a refusal is POST's alone.
 */
function spelledAlikeByGet(operation: Operation, args: Record<string, unknown>): boolean {
  const kinds = queryKinds(operation.input.entries);
  return Object.entries(args).every(([name, value]) => {
    const kind = kinds[name];
    if (kind === undefined) return true;
    if (Array.isArray(value)) return kind.endsWith("_list") && value.length > 0;
    if (typeof value === "string") return kind === "string";
    return true;
  });
}

Deno.test("samples: every operation declares valid and refused samples, every refusal a 400 argument code", () => {
  for (const operation of OPERATIONS) {
    assert(validSamples(operation).length > 0, `${operation.name}: no valid sample`);
    assert(operation.samples.refused.length > 0, `${operation.name}: no refused sample`);
    const names = Object.keys(operation.input.entries);
    for (const refusal of operation.samples.refused) {
      const label = `${operation.name} ${JSON.stringify(refusal.arguments)}`;
      if (refusal.code === "unknown_argument") assert(!names.includes(refusal.field), label);
      else assert(names.includes(refusal.field), label);
    }
  }
});

Deno.test("samples: over HTTP, by GET and POST, valid samples are answered and refused ones are refused as declared", async () => {
  await using server = await startServer({ double: true });
  let viaGet = 0;
  // In table order: announce_giveaway's example registers the giveaway giveaway_result's looks up.
  for (const operation of OPERATIONS) {
    for (const args of validSamples(operation)) {
      for (const { method, request } of requestsOf(server.url, operation, args)) {
        const response = await fetch(request);
        const text = await response.text();
        const label = `${method} ${operation.name} ${JSON.stringify(args).slice(0, 200)}`;
        assert(operation.statuses.includes(response.status as 200 | 201), `${label}: ${text}`);
      }
    }
    for (const refusal of operation.samples.refused) {
      for (const { method, request } of requestsOf(server.url, operation, refusal.arguments)) {
        if (method === "GET" && !spelledAlikeByGet(operation, refusal.arguments)) continue;
        if (method === "GET") viaGet++;
        const response = await fetch(request);
        const { error } = await response.json();
        assertEquals(
          [response.status, error.code, error.field],
          [400, refusal.code, refusal.field],
          `${method} ${operation.name} ${JSON.stringify(refusal.arguments)}: ${error.message}`,
        );
      }
    }
  }
  assert(viaGet >= OPERATIONS.length, "most refusals are tried by GET too");
});
