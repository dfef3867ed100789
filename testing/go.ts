/**
 * Runs testing/go/note_tool.go, the outside checker built on Go's golang.org/x/mod/sumdb/note
 * (Debian's golang-golang-x-mod-dev), for tests that hold this project's notes to it.
 *
 * @module
 */

const TOOL = new URL("./go/note_tool.go", import.meta.url);
const GOPATH = "/usr/share/gocode";

let available: Promise<boolean> | undefined;

/**
 * Whether `go` and the x/mod packages are on this machine. When they are not, it says so loudly
 * once, and the tests that need them pass without checking: the Go checks are a cross-check.
 */
export function goAvailable(): Promise<boolean> {
  available ??= (async () => {
    try {
      await Deno.stat(`${GOPATH}/src/golang.org/x/mod/sumdb/note/note.go`);
      const { success } = await new Deno.Command("go", { args: ["version"], stdout: "null" })
        .output();
      if (success) return true;
    } catch {
      // Reported below.
    }
    console.warn(
      "\n!!! Go or golang-golang-x-mod-dev is ABSENT: the checks against Go's note and tlog " +
        "packages are SKIPPED (apt-get install golang-go golang-golang-x-mod-dev).\n",
    );
    return false;
  })();
  return available;
}

/** The result of one run of the tool. */
export interface GoRun {
  /** Whether it exited 0. */
  ok: boolean;
  /** What it printed. */
  stdout: string;
  /** What it complained of. */
  stderr: string;
}

const GO_ENV = { GOPATH, GO111MODULE: "off", GOFLAGS: "" };

let built: Promise<string> | undefined;

/**
 * The tool built once per test process into a temporary folder removed when the process ends:
 * `go run` would link it anew for every run.
 */
function buildTool(): Promise<string> {
  built ??= (async () => {
    const dir = await Deno.makeTempDir({ prefix: "fairdraw_go_" });
    globalThis.addEventListener("unload", () => Deno.removeSync(dir, { recursive: true }));
    const binary = `${dir}/note_tool`;
    const { success, stderr } = await new Deno.Command("go", {
      args: ["build", "-o", binary, TOOL.pathname],
      env: GO_ENV,
      stdout: "null",
      stderr: "piped",
    }).output();
    if (!success) throw new Error(`go build failed: ${new TextDecoder().decode(stderr)}`);
    return binary;
  })();
  return built;
}

/** Runs the tool with arguments and standard input. */
export async function runGoTool(args: readonly string[], input = ""): Promise<GoRun> {
  const child = new Deno.Command(await buildTool(), {
    args: [...args],
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(input));
  await writer.close();
  const { success, stdout, stderr } = await child.output();
  const decoder = new TextDecoder();
  return { ok: success, stdout: decoder.decode(stdout), stderr: decoder.decode(stderr) };
}
