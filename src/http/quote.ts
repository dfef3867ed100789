/**
 * How a message quotes what a caller sent: the operations' 400s and the MCP servers' refusals
 * (an unknown tool or prompt) both quote this way.
 *
 * @module
 */

/** How much of a string a message quotes, in code points: enough to recognise it. */
export const QUOTE_LIMIT = 60;

/**
 * A string as a message quotes it: in JSON quotes, cut after {@linkcode QUOTE_LIMIT} code points
 * (never inside a character) with its full length said, and every lone surrogate shown as U+FFFD,
 * since a message that holds one is refused by strict parsers, escaped or not.
 */
export function quote(text: string): string {
  let head = "";
  let count = 0;
  for (const char of text) {
    if (count === QUOTE_LIMIT) {
      for (const _ of text.slice(head.length)) count++;
      return `${JSON.stringify(head.toWellFormed())}... (${count} characters)`;
    }
    head += char;
    count++;
  }
  return JSON.stringify(text.toWellFormed());
}
