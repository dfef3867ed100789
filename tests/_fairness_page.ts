/**
 * Reading the test vectors of docs/FAIRNESS.md, for the tests that hold the page to the code and
 * to the Python verifier.
 *
 * @module
 */

const PAGE_URL = new URL("../docs/FAIRNESS.md", import.meta.url);

/** The contents of the fenced blocks of one language tag on the page (`vector`, `words`, ...). */
export async function fairnessBlocks(tag: string): Promise<string[]> {
  const page = await Deno.readTextFile(PAGE_URL);
  return [...page.matchAll(new RegExp("```" + tag + "\\n([\\s\\S]*?)```", "g"))].map((m) =>
    m[1]!.trim()
  );
}

/** A request and its answer, as a `vector` or `seed-vector` block writes them. */
export interface PageVector {
  /** The path of the request, e.g. `/api/v1/random/dice`. */
  path: string;
  /** The JSON body of the POST request, as written. */
  body: string;
  /** The answer body, as written: byte for byte the service's. */
  answer: string;
}

/** Reads a block of two lines: `POST <path> <JSON body>`, then the answer. */
export function parseVector(block: string): PageVector {
  const [request, answer, ...rest] = block.split("\n");
  const match = /^POST (\S+) (.*)$/.exec(request ?? "");
  if (match === null || answer === undefined || rest.length > 0) {
    throw new Error(`not a vector of FAIRNESS.md: ${block}`);
  }
  return { path: match[1]!, body: match[2]!, answer };
}
