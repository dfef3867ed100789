/**
 * The fenced blocks of docs/FAIRNESS.md, and its test vectors: each a request and the exact answer
 * the service gives. The page is read when asked, never on import.
 *
 * @module
 */

/** One test vector. */
export interface Vector {
  /** The request's path. */
  path: string;
  /** The request's JSON body, as written on the page. */
  body: string;
  /** The answer's body, byte for byte. */
  answer: string;
}

/** The contents of the fenced blocks of one language tag in docs/FAIRNESS.md. */
export function fencedBlocks(tag: string): string[] {
  const page = Deno.readTextFileSync(new URL("../docs/FAIRNESS.md", import.meta.url));
  return [...page.matchAll(new RegExp("```" + tag + "\\n([\\s\\S]*?)```", "g"))].map((match) =>
    match[1]!.trim()
  );
}

/**
 * Every test vector on the page of one kind, in its order: `vector` (the seeded operations, each
 * also an OpenAPI example), `more-vector` (the seeded operations, the page's alone) or
 * `seed-vector` (seed_from_draw, fetched from the source double at the test server's clock).
 * Each is a POST.
 */
export function fairnessVectors(
  tag: "vector" | "more-vector" | "seed-vector" = "vector",
): Vector[] {
  return fencedBlocks(tag).map((block) => {
    const [request, answer] = block.split("\n");
    const match = /^POST (\S+) (.*)$/.exec(request!);
    if (match === null || answer === undefined) throw new Error(`a malformed vector: ${block}`);
    return { path: match[1]!, body: match[2]!, answer };
  });
}
