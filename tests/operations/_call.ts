/**
 * In-process calls of the app (the default configuration), for the operation tests and any test
 * that needs no port.
 *
 * @module
 */
import { assertEquals } from "@std/assert";
import { type App, createApp } from "../../src/app.ts";
import { resolveConfig } from "../../src/config.ts";
import type { ErrorBody } from "../../src/http/errors.ts";

let app: App | undefined;

/** Answers one request with the app, which is built on the first call rather than on import. */
export async function callApp(request: Request): Promise<Response> {
  app ??= createApp({ config: resolveConfig(() => undefined) });
  return await app.fetch(request);
}

/** A fixed seed for exact answers. */
export const SEED = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

/** GETs a path with a query string and returns status and parsed body. */
export async function get(
  path: string,
  query: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await callApp(new Request(`http://test${path}?${query}`));
  return { status: response.status, body: await response.json() };
}

/** POSTs a JSON body and returns status and parsed body. */
export async function post(
  path: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await callApp(
    new Request(`http://test${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: await response.json() };
}

/** Asserts a 400 with the given code and field, and returns its message. */
export async function assertRejected(
  call: Promise<{ status: number; body: Record<string, unknown> }>,
  code: string,
  field: string | null,
): Promise<string> {
  const { status, body } = await call;
  const { error } = body as unknown as ErrorBody;
  assertEquals([status, error.code, error.field], [400, code, field], error.message);
  return error.message;
}

/** Asserts that a value just inside each bound is taken and one just outside is a 400. */
export async function assertBounds(
  path: string,
  base: Record<string, unknown>,
  field: string,
  bounds: { min: number; max: number },
): Promise<void> {
  for (const ok of [bounds.min, bounds.max]) {
    const { status, body } = await post(path, { ...base, [field]: ok });
    assertEquals(status, 200, `${field}=${ok}: ${JSON.stringify(body)}`);
    const viaGet = await get(
      path,
      new URLSearchParams({ ...stringify(base), [field]: `${ok}` }).toString(),
    );
    assertEquals(viaGet.status, 200, `GET ${field}=${ok}`);
  }
  for (const bad of [bounds.min - 1, bounds.max + 1]) {
    const message = await assertRejected(
      post(path, { ...base, [field]: bad }),
      "invalid_argument",
      field,
    );
    assertEquals(message.startsWith(`${field} must be`), true, message);
    await assertRejected(
      get(path, new URLSearchParams({ ...stringify(base), [field]: `${bad}` }).toString()),
      "invalid_argument",
      field,
    );
  }
}

function stringify(record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : String(v)]),
  );
}
