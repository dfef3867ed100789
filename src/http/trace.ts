/**
 * The request's span, as Deno's OpenTelemetry made it (when tracing is on): named by its route and
 * given what is known of the request.
 *
 * @module
 */
import type { RequestContext } from "./scope.ts";

/** The key under which OpenTelemetry keeps the active span in a context. */
const SPAN_KEY = Symbol.for("OpenTelemetry Context Key SPAN");

/** The part of an OpenTelemetry span this module uses. */
export interface Span {
  updateName(name: string): void;
  setAttribute(key: string, value: string | boolean): void;
}

/** The span Deno's OpenTelemetry made for the request being answered, if any. */
export function activeSpan(): Span | undefined {
  return Deno.telemetry?.contextManager?.active()?.getValue(SPAN_KEY) as Span | undefined;
}

/**
 * Names a request's span by its route (`GET /api/v1/random/dice`; the method alone when no route
 * matched, so that made-up paths make no new names) and adds what is known of the request.
 */
export function describeSpan(span: Span, method: string, ctx: RequestContext): void {
  span.setAttribute("fairdraw.request_id", ctx.id);
  if (ctx.route === null) return;
  span.updateName(`${method} ${ctx.route}`);
  span.setAttribute("http.route", ctx.route);
  if (ctx.operation !== undefined) span.setAttribute("fairdraw.operation", ctx.operation);
  if (ctx.seeded !== undefined) span.setAttribute("fairdraw.seeded", ctx.seeded);
  if (ctx.cache !== undefined) span.setAttribute("fairdraw.draw_cache", ctx.cache);
}
