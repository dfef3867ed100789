/**
 * Starts fairdraw: reads the environment and serves the application (src/start.ts).
 *
 * The refresh of the latest draws is registered here, at the top level and unconditionally,
 * before anything is awaited or served: Deno Deploy finds its crons by running the entry module's
 * top level, and takes none registered later or inside a condition. It does nothing when the
 * refresh is off (`REFRESH_SCHEDULE=off`) or the server has not started.
 *
 * @module
 */
import { createEntry, REFRESH_CRON_NAME, REFRESH_SCHEDULE } from "./src/start.ts";

const entry = createEntry();

Deno.cron(REFRESH_CRON_NAME, REFRESH_SCHEDULE, () => entry.refresh());

if (import.meta.main) await entry.start();
