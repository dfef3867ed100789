/**
 * The README and the API reference kept true to the code: every variable the configuration reads
 * is in the README's table, every error code is in docs/API.md's, and the README stays a front
 * door (at most 200 lines) whose links into docs/ lead somewhere.
 */
import { assert, assertEquals } from "@std/assert";
import { ERROR_STATUS } from "../src/http/errors.ts";
import { startServer } from "../testing/server.ts";

const root = new URL("../", import.meta.url);
const read = (path: string) => Deno.readTextFile(new URL(path, root));

/** The names in the first column of a Markdown table's rows, written as `code`. */
function firstColumn(markdown: string): Set<string> {
  return new Set(
    [...markdown.matchAll(/^\| `([A-Za-z0-9_]+)` +\|/gm)].map((match) => match[1]!),
  );
}

Deno.test("README: every variable the configuration reads is in its table", async () => {
  const config = await read("src/config.ts");
  const variables = new Set(
    [...config.matchAll(/read\("([A-Z0-9_]+)"\)/g)].map((match) => match[1]!),
  );
  // Set by the platform, not by the operator: Deno Deploy's own markers.
  variables.delete("DENO_DEPLOY");
  variables.delete("DENO_DEPLOYMENT_ID");
  assert(variables.size >= 10, `found ${variables.size} variables in src/config.ts`);
  const table = firstColumn(await read("README.md"));
  assertEquals([...variables].filter((name) => !table.has(name)), []);
  assertEquals([...table].filter((name) => !variables.has(name)), []);
});

Deno.test("docs/API.md: every error code is in its table, with its status", async () => {
  const api = await read("docs/API.md");
  for (const [code, status] of Object.entries(ERROR_STATUS)) {
    assert(
      new RegExp(`^\\| ${status} +\\| \`${code}\` +\\|`, "m").test(api),
      `docs/API.md lacks a row for ${status} ${code}`,
    );
  }
});

Deno.test("README: a front door of at most 200 lines, whose links into the tree lead somewhere", async () => {
  const readme = await read("README.md");
  assert(readme.split("\n").length <= 200, "README.md is over 200 lines: move reference to docs/");
  const links = [
    ...readme.matchAll(/\]\(((?:docs|bench|verify|testing)\/[^)#]+|LICENSE)(?:#[^)]*)?\)/g),
  ]
    .map((match) => match[1]!);
  assert(links.length >= 5, `found ${links.length} links`);
  for (const link of links) await Deno.stat(new URL(link, root));
});

/** The shell blocks of a README section, by its heading. */
function shellBlocks(readme: string, heading: string): string[] {
  const start = readme.indexOf(`\n## ${heading}\n`);
  assert(start !== -1, `README.md has no section "${heading}"`);
  const section = readme.slice(start + 1).split(/\n## /)[0]!;
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) =>
    match[1]!.replace(/^ {3}/gm, "")
  );
}

/** Runs shell text with bash, `localhost:8000` pointed at `base`; its stdout, or the failure. */
async function runShell(text: string, base: string): Promise<string> {
  const script = text.replaceAll("localhost:8000", base.replace(/^http:\/\//, ""));
  const output = await new Deno.Command("bash", {
    args: ["-euo", "pipefail", "-c", script],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const stderr = new TextDecoder().decode(output.stderr);
  assertEquals(output.code, 0, `${script}\n${stderr}`);
  return new TextDecoder().decode(output.stdout);
}

Deno.test("README: the curl lines of Try it answer, without an error", async () => {
  await using server = await startServer({ double: true });
  const readme = await read("README.md");
  const lines = shellBlocks(readme, "Try it")[0]!.replace(/\\\n\s*/g, "").split("\n")
    .filter((line) => line.startsWith("curl "));
  assert(lines.length >= 5, `${lines.length} lines`);
  for (const line of lines) {
    const answer = JSON.parse(await runShell(`${line.replace(/#.*$/, "")} -s`, server.url));
    assertEquals(answer.error, undefined, line);
  }
});

Deno.test("README: the giveaway's first step registers one on the next draw, whatever the day", async () => {
  await using server = await startServer({ double: true });
  const readme = await read("README.md");
  const register = shellBlocks(readme, "A fair giveaway in four steps")[0]!;
  assert(!/"draw":\s*[0-9]/.test(register), "the example names no draw of its own, which rots");
  const record = JSON.parse(await runShell(`${register.trim()} -s`, server.url));
  const latest = await server.get("/api/v1/lottery/draw", "game=kr645");
  assertEquals(record.draw, (latest.body.next_draw as { draw: number }).draw);
  assertEquals([record.status, record.title], ["announced", "Book club raffle"]);
});
