#!/usr/bin/env node
/**
 * fairdraw's stdio MCP servers for hosts that start a process and have only Node (docs/MCP.md):
 *
 *     node scripts/mcp_stdio.mjs --install      once, online: Deno and the server's packages
 *     node scripts/mcp_stdio.mjs lottery        what a host runs (or random), offline from then on
 *
 * `--install` puts the npm package `deno` (the Deno binary, at the version CI runs) into a home
 * of its own, `FAIRDRAW_MCP_HOME` (default: fairdraw-mcp in the user's cache folder), and has that
 * Deno cache mcp.ts's packages there, as deno.lock pins them. A start then runs that binary on
 * mcp.ts with `--cached-only`: it never asks a registry, so it works offline, and a launch costs no
 * look-up (`npx -y deno@...` asks the npm registry at every launch, and fails offline).
 *
 * Node 18 or later; nothing to install for the script itself.
 *
 * @module
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

/** The Deno release that CI runs (.ci/run), and so the one installed. */
const DENO_VERSION = "2.9.6";

/** The servers mcp.ts serves. */
const SERVERS = ["lottery", "random"];

/** The checkout this script belongs to. */
const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

/** The permissions that `deno task mcp` gives. */
const PERMISSIONS = ["--allow-net", "--allow-env", "--allow-read", "--allow-write"];

/** Where Deno and its cache live: FAIRDRAW_MCP_HOME, else the user's cache folder. */
function home() {
  const chosen = process.env.FAIRDRAW_MCP_HOME;
  if (chosen) return chosen;
  const cache = process.platform === "win32"
    ? process.env.LOCALAPPDATA ?? join(homedir(), "AppData", "Local")
    : process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache");
  return join(cache, "fairdraw-mcp");
}

/** The Deno binary of the npm package in the home, or undefined when it is not installed. */
function denoBinary(prefix) {
  const name = process.platform === "win32" ? "deno.exe" : "deno";
  const modules = join(prefix, "node_modules");
  // The package's install step puts the binary beside it; its platform package holds it too.
  const candidates = [join(modules, "deno", name)];
  const scoped = join(modules, "@deno");
  if (existsSync(scoped)) {
    for (const platform of readdirSync(scoped)) candidates.push(join(scoped, platform, name));
  }
  return candidates.find((candidate) => existsSync(candidate));
}

/** The npm registry that Deno's cache was filled from, kept in the home at `--install`. */
function registryFile(prefix) {
  return join(prefix, "registry");
}

/**
 * The environment of Deno: its cache in the home, no colours on a protocol stream, and the
 * registry its cache was filled from. Deno keeps a registry's packages in a folder named after it,
 * so a start under another `npm_config_registry` (a host's, or none) would look for them where
 * they are not.
 */
function denoEnv(prefix, registry) {
  const env = { ...process.env, DENO_DIR: join(prefix, "deno_dir"), NO_COLOR: "1" };
  delete env.npm_config_registry;
  env.NPM_CONFIG_REGISTRY = registry;
  return env;
}

/** Runs a command to its end, its output on this process's stderr (stdout may be a protocol). */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: ["ignore", process.stderr, process.stderr],
    shell: process.platform === "win32" && command === "npm",
    ...options,
  });
  if (result.status !== 0) {
    console.error(`fairdraw-mcp: ${command} ${args.join(" ")} failed`);
    process.exit(1);
  }
}

/** Installs Deno into the home and caches mcp.ts's packages there. */
function install(prefix) {
  run("npm", [
    "install",
    "--prefix",
    prefix,
    "--no-audit",
    "--no-fund",
    "--no-save",
    `deno@${DENO_VERSION}`,
  ]);
  const deno = denoBinary(prefix);
  if (deno === undefined) {
    console.error(`fairdraw-mcp: npm installed no Deno binary for ${process.platform}`);
    process.exit(1);
  }
  const registry = process.env.NPM_CONFIG_REGISTRY || process.env.npm_config_registry ||
    "https://registry.npmjs.org/";
  writeFileSync(registryFile(prefix), registry);
  run(deno, ["cache", "--config", join(ROOT, "deno.json"), join(ROOT, "mcp.ts")], {
    env: denoEnv(prefix, registry),
  });
  console.error(
    `fairdraw-mcp: installed in ${prefix}; start with: node ${
      join(ROOT, "scripts", "mcp_stdio.mjs")
    } <${SERVERS.join("|")}>`,
  );
}

/** Serves one server over this process's stdin and stdout, until Deno ends. */
function serve(prefix, server) {
  const deno = denoBinary(prefix);
  if (deno === undefined || !existsSync(registryFile(prefix))) {
    console.error(
      `fairdraw-mcp: Deno is not installed in ${prefix}: run once, online, ` +
        `node ${join(ROOT, "scripts", "mcp_stdio.mjs")} --install`,
    );
    process.exit(1);
  }
  const child = spawn(
    deno,
    [
      "run",
      "--cached-only",
      "--config",
      join(ROOT, "deno.json"),
      ...PERMISSIONS,
      join(
        ROOT,
        "mcp.ts",
      ),
      server,
    ],
    { stdio: "inherit", env: denoEnv(prefix, readFileSync(registryFile(prefix), "utf8")) },
  );
  // A host that stops the server signals this process: Deno gets the same signal.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => child.kill(signal));
  }
  child.on("exit", (code, signal) => process.exit(code ?? (signal === null ? 1 : 128)));
}

const [argument, ...rest] = process.argv.slice(2);
if (argument === "--install" && rest.length === 0) {
  install(home());
} else if (SERVERS.includes(argument) && rest.length === 0) {
  serve(home(), argument);
} else {
  console.error(`usage: node scripts/mcp_stdio.mjs <--install|${SERVERS.join("|")}>`);
  process.exit(2);
}
