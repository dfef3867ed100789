// @ts-check
/**
 * A span of time in words, as people write a countdown: "1일 8시간 47분", "1日8時間47分",
 * "1 day 8 hours 47 minutes"; under an hour, minutes and seconds.
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
  const hours = Math.floor(seconds / 3600) % 24;
  const minutes = Math.floor(seconds / 60) % 60;
  const parts = days > 0
    ? [counted("days", days), counted("hours", hours), counted("minutes", minutes)]
    : hours > 0
    ? [counted("hours", hours), counted("minutes", minutes)]
    : [counted("minutes", minutes), counted("seconds", seconds % 60)];
  return parts.join(t("durationJoin"));
}
