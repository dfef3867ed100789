// @ts-check

/// <reference lib="dom" />

/// <reference lib="dom.iterable" />

/**
 * Calling the public API from the page.
 *
 * @module
 */

/**
 * @typedef {import("./page.js").Args} Args
 * @typedef {{ code: string, message: string, field: string | null }} ApiError
 * @typedef {{ ok: true, body: any, text: string } | { ok: false, status: number,
 *   error: ApiError | null, retryAfter: number | null }} Called
 */

/**
 * Calls an operation by POST with its arguments, or by GET when there are none (`null`: an
 * operation whose argument is in its path, such as a giveaway's ID).
 *
 * @param {string} path
 * @param {Args | null} args
 * @returns {Promise<Called | { ok: false, status: 0, error: null, retryAfter: null }>}
 */
export async function call(path, args) {
  let response;
  try {
    response = await fetch(
      path,
      args === null ? { headers: { accept: "application/json" } } : {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(args),
      },
    );
  } catch {
    return { ok: false, status: 0, error: null, retryAfter: null };
  }
  const text = await response.text();
  /** @type {any} */
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  if (response.ok && body !== null) return { ok: true, body, text };
  const retryAfter = Number(response.headers.get("retry-after"));
  return {
    ok: false,
    status: response.status,
    error: body?.error ?? null,
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  };
}
