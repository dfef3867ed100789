import { assertEquals } from "@std/assert";
import { openKeystream } from "../src/random/chacha20.ts";
import { SeededStream, seedFromHex, toHex } from "../src/random/mod.ts";
import { postJson, startServer } from "../testing/server.ts";

/** The contents of the fenced blocks of one language tag in docs/FAIRNESS.md. */
function blocks(tag: string): string[] {
  const page = Deno.readTextFileSync(new URL("../docs/FAIRNESS.md", import.meta.url));
  return [...page.matchAll(new RegExp("```" + tag + "\\n([\\s\\S]*?)```", "g"))].map((m) =>
    m[1]!.trim()
  );
}

const VECTOR_SEED = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

Deno.test("FAIRNESS.md: the keystream bytes and words of its seed", () => {
  const [hex] = blocks("keystream");
  const [words] = blocks("words");
  assertEquals(toHex(openKeystream(seedFromHex(VECTOR_SEED))(64)), hex);
  const stream = new SeededStream(seedFromHex(VECTOR_SEED));
  assertEquals(
    Array.from({ length: 8 }, () => stream.nextUint32()).join(", "),
    words,
  );
});

Deno.test("FAIRNESS.md: every test vector is the service's answer, byte for byte", async () => {
  const vectors = blocks("vector");
  assertEquals(vectors.length >= 13, true, "the page lost its vectors");
  const server = await startServer();
  try {
    for (const vector of vectors) {
      const [request, answer] = vector.split("\n");
      const [, method, path, body] = /^(POST) (\S+) (.*)$/.exec(request!)!;
      assertEquals(method, "POST");
      const response = await postJson(server.url + path, JSON.parse(body!));
      assertEquals(await response.text(), answer, `${path} ${body}`);
    }
  } finally {
    await server.close();
  }
});
