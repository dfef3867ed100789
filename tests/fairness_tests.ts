import { assertEquals } from "@std/assert";
import { openKeystream } from "../src/random/chacha20.ts";
import { SeededStream, seedFromHex, toHex } from "../src/random/mod.ts";
import { postJson, startServer } from "../testing/server.ts";
import { fairnessVectors, fencedBlocks } from "./_vectors.ts";

const VECTOR_SEED = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

Deno.test("FAIRNESS.md: the keystream bytes and words of its seed", () => {
  const [hex] = fencedBlocks("keystream");
  const [words] = fencedBlocks("words");
  assertEquals(toHex(openKeystream(seedFromHex(VECTOR_SEED))(64)), hex);
  const stream = new SeededStream(seedFromHex(VECTOR_SEED));
  assertEquals(
    Array.from({ length: 8 }, () => stream.nextUint32()).join(", "),
    words,
  );
});

Deno.test("FAIRNESS.md: every test vector is the service's answer, byte for byte", async () => {
  const vectors = [...fairnessVectors(), ...fairnessVectors("more-vector")];
  assertEquals(vectors.length >= 17, true, "the page lost its vectors");
  const server = await startServer();
  try {
    for (const { path, body, answer } of vectors) {
      const response = await postJson(server.url + path, JSON.parse(body));
      assertEquals(await response.text(), answer, `${path} ${body}`);
    }
  } finally {
    await server.close();
  }
});
