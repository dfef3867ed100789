import { assertEquals, assertLess, assertRejects } from "@std/assert";
import { fetchJson, SourceError, startDeadline } from "../../src/draws/fetch_json.ts";

/** A fetch that answers from a list, recording what it was asked. */
function scripted(answers: (() => Response | Promise<Response>)[]) {
  const seen: RequestInit[] = [];
  const fake: typeof fetch = (_input, init) => {
    seen.push(init ?? {});
    const next = answers.shift();
    if (next === undefined) throw new Error("no more answers");
    return Promise.resolve(next());
  };
  return { fake, seen };
}

const JSON_TYPE = { "content-type": "application/json;charset=UTF-8" };

async function fetchWith(answers: (() => Response | Promise<Response>)[], ms = 3000) {
  const { fake, seen } = scripted(answers);
  const deadline = startDeadline(ms);
  try {
    return {
      value: await fetchJson("http://source/x", { fetch: fake, headers: {}, deadline }),
      seen,
    };
  } finally {
    deadline.clear();
  }
}

Deno.test("fetchJson: a 200 JSON answer parses; redirects are never followed", async () => {
  const { value, seen } = await fetchWith([() => new Response('{"a":1}', { headers: JSON_TYPE })]);
  assertEquals(value, { a: 1 });
  assertEquals(seen[0]!.redirect, "manual");
});

Deno.test("fetchJson: JSON types with parameters and +json are JSON; others are not", async () => {
  for (
    const type of ["application/json", "Application/JSON; charset=utf-8", "application/vnd.x+json"]
  ) {
    const { value } = await fetchWith([
      () => new Response("[]", { headers: { "content-type": type } }),
    ]);
    assertEquals(value, []);
  }
  for (const type of ["text/html;charset=UTF-8", "text/plain", "", "application/jsonp"]) {
    const headers: Record<string, string> = type === "" ? {} : { "content-type": type };
    await assertRejects(
      () => fetchWith([() => new Response("[]", { headers })]),
      SourceError,
      "not JSON",
    );
  }
});

Deno.test("fetchJson: a redirect, a block and broken JSON fail at once, without a retry", async () => {
  for (
    const answer of [
      () => new Response(null, { status: 302, headers: { location: "/errorPage" } }),
      () => new Response("blocked", { status: 403 }),
      () => new Response("slow down", { status: 429 }),
      () => new Response("{", { headers: JSON_TYPE }),
    ]
  ) {
    const { fake, seen } = scripted([answer, answer]);
    const deadline = startDeadline(3000);
    await assertRejects(
      () => fetchJson("http://source/x", { fetch: fake, headers: {}, deadline }),
      SourceError,
    );
    deadline.clear();
    assertEquals(seen.length, 1);
  }
});

Deno.test("fetchJson: a 5xx or a network error is tried once more when time allows", async () => {
  const { value, seen } = await fetchWith([
    () => new Response("down", { status: 503 }),
    () => new Response("[1]", { headers: JSON_TYPE }),
  ]);
  assertEquals([value, seen.length], [[1], 2]);
  const again = await fetchWith([
    () => Promise.reject(new TypeError("connection reset")),
    () => new Response("[2]", { headers: JSON_TYPE }),
  ]);
  assertEquals(again.value, [2]);
  // Twice at most.
  await assertRejects(
    () =>
      fetchWith([
        () => new Response("down", { status: 500 }),
        () => new Response("down", { status: 500 }),
        () => new Response("[3]", { headers: JSON_TYPE }),
      ]),
    SourceError,
    "answered 500",
  );
  // Without a second left, no retry.
  await assertRejects(
    () => fetchWith([() => new Response("down", { status: 500 }), () => new Response("[]")], 900),
    SourceError,
    "answered 500",
  );
});

Deno.test("fetchJson: the deadline bounds the wait", async () => {
  const never: typeof fetch = (_input, init) =>
    new Promise((_resolve, reject) =>
      init?.signal?.addEventListener("abort", () => reject(init.signal!.reason))
    );
  const deadline = startDeadline(100);
  const start = performance.now();
  await assertRejects(
    () => fetchJson("http://source/x", { fetch: never, headers: {}, deadline }),
    SourceError,
    "no answer within 100 ms",
  );
  deadline.clear();
  assertLess(performance.now() - start, 500);
});

Deno.test("fetchJson: a body over 1 MiB is refused", async () => {
  const big = "[" + "1,".repeat(600_000) + "1]";
  await assertRejects(
    () => fetchWith([() => new Response(big, { headers: JSON_TYPE })]),
    SourceError,
    "more than a draw can take",
  );
});
