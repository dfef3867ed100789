// @ts-check
/**
 * A span of time in words, as people write a countdown: days, hours and minutes, each with its
 * unit (Korean and Japanese write no clock such as 1 08:47:34); under an hour, minutes and seconds.
 *
 * @module
 */
import { counted, t } from "./page.js";

/**
 * @param {number} ms
 */
export function duration(ms) {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor(seconds / 60) % 60;
  const parts = days > 0
    ? [counted("days", days), counted("hours", hours), counted("minutes", minutes)]
    : hours > 0
    ? [counted("hours", hours), counted("minutes", minutes)]
    : [counted("minutes", minutes), counted("seconds", seconds % 60)];
  return parts.reduce((first, second) => t("durationPair", { first, second }));
}
