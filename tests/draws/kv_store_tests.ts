import { assertEquals } from "@std/assert";
import { describeKv, kvStoreLine } from "../../src/draws/kv_store.ts";

Deno.test("kv store: told from KV_PATH and Deno Deploy, where the runtime lets it be told", () => {
  assertEquals(describeKv(undefined, false, false), { kind: "none", shared: false });
  assertEquals(describeKv(":memory:", true, false), { kind: "memory", shared: false });
  assertEquals(describeKv(":memory:", true, true), { kind: "memory", shared: false });
  assertEquals(describeKv("/data/draws.sqlite", true, false), { kind: "file", shared: false });
  assertEquals(describeKv("http://127.0.0.1:4512", true, false), { kind: "remote", shared: true });
  assertEquals(
    describeKv("https://api.deno.com/databases/x/connect", true, true),
    { kind: "remote", shared: true },
  );
  assertEquals(describeKv(undefined, true, false), { kind: "default", shared: false });
  // Deploy's Deno.openKv(): shared with a database assigned, per instance in memory without.
  assertEquals(describeKv(undefined, true, true), { kind: "deploy", shared: null });
  for (const kind of ["none", "memory", "file", "default", "remote", "deploy"] as const) {
    assertEquals(kvStoreLine({ kind, shared: null }).startsWith("draws: "), true);
  }
});
