/**
 * The served OpenAPI document through the two linters that API tooling runs most, each with its
 * recommended rules: Redocly (`redocly lint`) and Spectral (`spectral:oas`). No error and no
 * warning; a rule left unmet would be named here and justified in docs/API.md, and none is.
 *
 * The tools come from the prefix of tests/clients/_tools.ts (.ci/run installs it).
 */
import { assertEquals } from "@std/assert";
import { startServer } from "../../testing/server.ts";
import { runTool, toolTest } from "./_tools.ts";

/** Runs a linter on the served document, in a folder of its own with its settings. */
async function lintServed(
  prefix: string,
  files: Record<string, string>,
  lint: (path: string) => [string, string[]],
): Promise<string> {
  await using server = await startServer();
  const dir = await Deno.makeTempDir({ prefix: "fairdraw_lint_" });
  try {
    const text = await (await fetch(`${server.url}/openapi.json`)).text();
    await Deno.writeTextFile(`${dir}/openapi.json`, text);
    for (const [name, content] of Object.entries(files)) {
      await Deno.writeTextFile(`${dir}/${name}`, content);
    }
    const [command, args] = lint("openapi.json");
    return (await runTool(prefix, command, args, dir)).stdout;
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

toolTest("lint: redocly lint (recommended) finds no error and no warning", async (prefix) => {
  const report = await lintServed(
    prefix,
    { "redocly.yaml": "extends:\n  - recommended\n" },
    (path) => ["redocly", ["lint", path, "--format=json"]],
  );
  const { totals, problems } = JSON.parse(report) as {
    totals: { errors: number; warnings: number };
    problems: { ruleId: string; message: string }[];
  };
  assertEquals(
    problems.map(({ ruleId, message }) => `${ruleId}: ${message}`),
    [],
  );
  assertEquals([totals.errors, totals.warnings], [0, 0]);
});

toolTest("lint: spectral lint (spectral:oas) finds no error and no warning", async (prefix) => {
  const report = await lintServed(
    prefix,
    { ".spectral.yaml": 'extends: ["spectral:oas"]\n' },
    (path) => ["spectral", ["lint", path, "--format=json", "--quiet", "--fail-severity=hint"]],
  );
  const problems = JSON.parse(report === "" ? "[]" : report) as {
    code: string;
    message: string;
    severity: number;
  }[];
  assertEquals(problems.map(({ code, message }) => `${code}: ${message}`), []);
});
