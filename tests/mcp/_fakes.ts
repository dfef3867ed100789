/**
 * Operations made up for the MCP tests: an open-world one whose source is down, and one with a
 * bug, to see how their failures reach a client.
 *
 * @module
 */
import * as v from "valibot";
import { HttpError } from "../../src/http/errors.ts";
import { defineOperation } from "../../src/operations/_operation.ts";
import { operationOf } from "../../src/operations/table.ts";

/** An external, unseeded lookup whose source never answers. */
export const lookUpDown = operationOf(
  {
    name: "look_up_down",
    path: "/api/v1/lottery/down",
    server: "lottery",
  },
  defineOperation({
    title: "Look up (source down)",
    description: "Looks up a draw at a source that is down.",
    external: true,
    input: v.strictObject({ game: v.picklist(["kr645"], "kr645") }),
    output: v.strictObject({ game: v.string() }),
    samples: { examples: [], valid: [{ game: "kr645" }], refused: [] },
    handler() {
      throw new HttpError("source_unavailable", "the kr645 source did not answer in time");
    },
  }),
);

/** An operation with a bug. */
export const buggy = operationOf(
  {
    name: "buggy",
    path: "/api/v1/random/buggy",
    server: "random",
  },
  defineOperation({
    title: "Buggy",
    description: "Always fails with a bug.",
    external: false,
    // Seeded, as far as the tools are concerned: its input takes a seed.
    input: v.strictObject({ seed: v.optional(v.string()) }),
    output: v.strictObject({}),
    samples: { examples: [], valid: [{}], refused: [] },
    handler(): Record<string, never> {
      throw new TypeError("secret detail of the bug");
    },
  }),
);
