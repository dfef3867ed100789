/**
 * The crons a module registers at its top level, read by importing it with `Deno.cron` stubbed:
 * Deno Deploy finds crons by running the entry module's top level, so importing the entry (which
 * starts nothing when imported) must register them, unconditionally.
 *
 * @module
 */

/** A cron as registered: its name, schedule and handler. */
export interface RegisteredCron {
  name: string;
  schedule: string;
  handler: () => Promise<void>;
}

/** Imports `specifier` with `Deno.cron` stubbed, and gives what it registered. */
export async function cronsRegisteredBy(specifier: string): Promise<RegisteredCron[]> {
  const registered: RegisteredCron[] = [];
  const cron = Object.getOwnPropertyDescriptor(Deno, "cron")!;
  Object.defineProperty(Deno, "cron", {
    configurable: true,
    value: (name: string, schedule: string, handler: () => Promise<void>) => {
      registered.push({ name, schedule, handler });
      return Promise.resolve();
    },
  });
  try {
    await import(specifier);
  } finally {
    Object.defineProperty(Deno, "cron", cron);
  }
  return registered;
}
