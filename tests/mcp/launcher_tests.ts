/**
 * The stdio servers for hosts with only Node (scripts/mcp_stdio.mjs), started as such a host starts
 * them: `node scripts/mcp_stdio.mjs <server>`, JSON-RPC over its stdin and stdout, from another
 * folder, with a host's small environment and npm's registry unreachable and offline, so that
 * nothing a launch needs may come from a registry.
 *
 * It needs the home that `node scripts/mcp_stdio.mjs --install` fills once, online (Deno from npm
 * and the server's packages), named in `FAIRDRAW_MCP_HOME`; .ci/run makes one. Without it the
 * test cannot run: it says so loudly, and fails when `CI=true`. By hand:
 *
 *     export FAIRDRAW_MCP_HOME=$(mktemp -d)
 *     node scripts/mcp_stdio.mjs --install
 *     deno test -A --lock=testing/deno.lock tests/mcp/launcher_tests.ts
 */
import { assert, assertEquals } from "@std/assert";
import { Client, StdioClientTransport } from "../../testing/npm/mcp_client_v1.ts";
import { closeStdioClient } from "../../testing/mcp_stdio.ts";
import { SEED } from "./_calls.ts";

const HOME = Deno.env.get("FAIRDRAW_MCP_HOME");
const SCRIPT = new URL("../../scripts/mcp_stdio.mjs", import.meta.url).pathname;

/** What a host passes: a path, a home, the launcher's home, and npm pointed nowhere, offline. */
function hostEnv(home: string): Record<string, string> {
  return {
    PATH: Deno.env.get("PATH") ?? "/usr/bin:/bin",
    HOME: Deno.env.get("HOME") ?? "/tmp",
    FAIRDRAW_MCP_HOME: home,
    KV_PATH: ":memory:",
    npm_config_registry: "http://127.0.0.1:9/",
    NPM_CONFIG_REGISTRY: "http://127.0.0.1:9/",
    npm_config_offline: "true",
    HTTP_PROXY: "http://127.0.0.1:9",
    HTTPS_PROXY: "http://127.0.0.1:9",
  };
}

if (HOME === undefined) {
  Deno.test("mcp launcher: NOT RUN, FAIRDRAW_MCP_HOME is not set", () => {
    const banner = "!".repeat(78);
    console.error(
      `\n${banner}\n!!! The Node launcher of the stdio servers was NOT tested: ` +
        `FAIRDRAW_MCP_HOME is not set.\n!!! Make one as tests/mcp/launcher_tests.ts says ` +
        `(.ci/run does).\n${banner}\n`,
    );
    if (Deno.env.get("CI") === "true") {
      throw new Error("the Node launcher must be tested in CI: FAIRDRAW_MCP_HOME is unset");
    }
  });
} else {
  Deno.test("mcp launcher: node scripts/mcp_stdio.mjs serves both servers offline, as a host starts it", async () => {
    const cwd = await Deno.makeTempDir({ prefix: "fairdraw-host-" });
    try {
      for (const server of ["lottery", "random"]) {
        const client = new Client({ name: "fairdraw-host-test", version: "1.0.0" });
        const stderr: string[] = [];
        const transport = new StdioClientTransport({
          command: "node",
          args: [SCRIPT, server],
          cwd,
          env: hostEnv(HOME),
          stderr: "pipe",
        });
        transport.stderr?.on("data", (chunk: Uint8Array) => {
          stderr.push(new TextDecoder().decode(chunk));
        });
        try {
          await client.connect(transport);
          assertEquals(client.getServerVersion()?.name, `fairdraw-${server}`);
          const { tools } = await client.listTools();
          assert(tools.length > 0, server);
          const result = await client.callTool(
            server === "random"
              ? { name: "flip_coin", arguments: { seed: SEED } }
              : { name: "pick_numbers", arguments: { game: "euromillions", seed: SEED } },
          );
          assertEquals(result.isError, undefined, stderr.join(""));
          assertEquals((result.structuredContent as { seed: string }).seed, SEED);
        } finally {
          await closeStdioClient(client);
        }
      }
    } finally {
      await Deno.remove(cwd, { recursive: true });
    }
  });

  Deno.test("mcp launcher: without its home installed, it says what to run, and stops", async () => {
    const empty = await Deno.makeTempDir({ prefix: "fairdraw-empty-home-" });
    try {
      const { code, stdout, stderr } = await new Deno.Command("node", {
        args: [SCRIPT, "random"],
        env: hostEnv(empty),
        clearEnv: true,
        stdin: "null",
      }).output();
      assertEquals(code, 1);
      assertEquals(stdout.length, 0, "stdout carries the protocol only");
      assert(new TextDecoder().decode(stderr).includes("mcp_stdio.mjs --install"));
      const usage = await new Deno.Command("node", { args: [SCRIPT, "nope"], stdin: "null" })
        .output();
      assertEquals(usage.code, 2);
    } finally {
      await Deno.remove(empty, { recursive: true });
    }
  });
}
