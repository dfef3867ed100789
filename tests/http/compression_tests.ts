import { assert, assertEquals } from "@std/assert";
import { decodeBody } from "../_decode.ts";
import {
  compress,
  type ContentCoding,
  isCompressibleType,
  loadCompression,
  preferredCoding,
} from "../../src/http/compression.ts";

Deno.test("preferredCoding: the client's best weight, ours breaking ties, q=0 refused", () => {
  const cases: [string | null, ContentCoding | null][] = [
    [null, null],
    ["", null],
    ["identity", null],
    ["zstd", null],
    ["gzip", "gzip"],
    ["GZip", "gzip"],
    ["x-gzip", "gzip"],
    ["br", "br"],
    ["deflate", "deflate"],
    ["gzip, deflate, br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["deflate, gzip", "gzip"],
    ["gzip;q=0.5, deflate", "deflate"],
    ["br;q=0.1, gzip;q=0.9", "gzip"],
    ["br ; q=1.0 , gzip ; q=0.999", "br"],
    ["gzip;q=0", null],
    ["*", "br"],
    ["*;q=0.5, gzip", "gzip"],
    ["br;q=0, *", "gzip"],
    ["*;q=0, identity", null],
    ["gzip;level=9", "gzip"],
    [", ,gzip,", "gzip"],
  ];
  for (const [header, expected] of cases) {
    assertEquals(preferredCoding(header), expected, `${header}`);
  }
});

Deno.test("isCompressibleType: text, JSON, scripts and SVG; not images already compressed", () => {
  for (
    const type of [
      "text/html; charset=utf-8",
      "text/css; charset=utf-8",
      "text/javascript; charset=utf-8",
      "application/json; charset=utf-8",
      "application/javascript",
      "image/svg+xml",
    ]
  ) assert(isCompressibleType(type), type);
  for (const type of ["image/png", "image/jpeg", "application/octet-stream", "font/woff2"]) {
    assert(!isCompressibleType(type), type);
  }
});

Deno.test("compress: each coding, fast or best, decodes to the bytes it was given", async () => {
  await loadCompression();
  const bytes = new TextEncoder().encode(
    JSON.stringify({ shuffled: Array.from({ length: 500 }, (_, i) => `item ${i * 7919 % 500}`) }),
  );
  for (const coding of ["br", "gzip", "deflate"]) {
    const fast = compress(bytes, coding as ContentCoding);
    const best = compress(bytes, coding as ContentCoding, "best");
    assert(fast.length < bytes.length / 3, `${coding}: ${fast.length} of ${bytes.length}`);
    // zlib's level 9 is not always smaller than its 6; brotli's 11 is well below its 4.
    const bound = coding === "br" ? fast.length * 0.95 : fast.length * 1.05;
    assert(best.length <= bound, `${coding}: best ${best.length}, fast ${fast.length}`);
    for (const compressed of [fast, best]) {
      assertEquals(decodeBody(compressed, coding), bytes, coding);
    }
  }
  // gzip's magic number and zlib's header: the formats HTTP names, not raw deflate.
  assertEquals([...compress(bytes, "gzip").subarray(0, 2)], [0x1f, 0x8b]);
  assertEquals(compress(bytes, "deflate")[0]! & 0x0f, 8);
});
