/**
 * server.json, fairdraw's entry for the MCP Registry: valid against the registry's schema
 * (vendored in tests/fixtures/mcp/server.schema.json), and in step with the servers it
 * describes: the version they report, one remote for each MCP endpoint, the icon they serve.
 */
import { assert, assertEquals } from "@std/assert";
import { Ajv } from "../../testing/npm/ajv.ts";
import { createApp } from "../../src/app.ts";
import { resolveConfig } from "../../src/config.ts";
import { MCP_SERVER_VERSION, SERVER_NAMES } from "../../src/mcp/mod.ts";

const ROOT = new URL("../../", import.meta.url);

async function readJson(path: string): Promise<Record<string, unknown>> {
  return JSON.parse(await Deno.readTextFile(new URL(path, ROOT)));
}

/** The registry schema's validator; `uri` is checked as URL parsing reads one. */
async function registryValidator() {
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addFormat("uri", (value: string) => URL.canParse(value));
  return ajv.compile(await readJson("tests/fixtures/mcp/server.schema.json"));
}

interface ServerJson {
  $schema: string;
  name: string;
  description: string;
  version: string;
  websiteUrl: string;
  icons: { src: string; mimeType: string }[];
  remotes: { type: string; url: string }[];
}

Deno.test("server.json: valid against the MCP Registry's schema", async () => {
  const validate = await registryValidator();
  const document = await readJson("server.json");
  assert(validate(document), JSON.stringify(validate.errors));
  // The validator does refuse: the registry's own limits, each broken on its own.
  const broken: Record<string, unknown>[] = [
    { ...document, description: "x".repeat(101) },
    { ...document, name: "fairdraw" },
    { ...document, version: undefined },
    { ...document, remotes: [{ type: "streamable-http", url: "ftp://fairdraw.example/mcp" }] },
    { ...document, icons: [{ src: "https://fairdraw.example/icon.gif", mimeType: "image/gif" }] },
  ];
  for (const candidate of broken) {
    assertEquals(validate(JSON.parse(JSON.stringify(candidate))), false, JSON.stringify(candidate));
  }
});

Deno.test("server.json: in step with the servers: version, one remote an endpoint, the served icon", async () => {
  const document = await readJson("server.json") as unknown as ServerJson;
  assertEquals(
    document.$schema,
    "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json",
  );
  assertEquals(document.version, MCP_SERVER_VERSION);
  const origin = new URL(document.websiteUrl).origin;
  // The name is the reverse DNS of the site's host, as the registry verifies a domain.
  const host = new URL(origin).hostname.split(".").reverse().join(".");
  assert(document.name.startsWith(`${host}/`), document.name);
  assertEquals(
    document.remotes,
    SERVER_NAMES.map((name) => ({ type: "streamable-http", url: `${origin}/mcp/${name}` })),
  );
  assertEquals(document.icons.map((icon) => icon.src), [`${origin}/assets/icon.svg`]);
  // Each path is one the app serves.
  const app = createApp({ config: resolveConfig(() => undefined) });
  const icon = await app.fetch(new Request(`http://localhost/assets/icon.svg`));
  assertEquals(icon.status, 200);
  assertEquals(icon.headers.get("content-type")?.split(";")[0], document.icons[0]!.mimeType);
  await icon.body?.cancel();
  for (const remote of document.remotes) {
    const preflight = await app.fetch(
      new Request(`http://localhost${new URL(remote.url).pathname}`, { method: "OPTIONS" }),
    );
    assertEquals(preflight.status, 204, remote.url);
  }
});
