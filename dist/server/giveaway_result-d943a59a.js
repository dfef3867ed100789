import {
  GiveawayResultInputSchema,
  giveawayResult,
  withResult
} from "./chunk-b554468a.js";
import "./chunk-73607053.js";
import "./chunk-1cf4e43c.js";
import "./chunk-2fb36689.js";
import "./chunk-013991d7.js";
import "./chunk-79c28ee4.js";
import "./chunk-0630ae7e.js";
import "./chunk-bd597695.js";
import "./chunk-b02ed1f0.js";
import "./chunk-90e2e5e7.js";
import "./chunk-f66ffe32.js";
import "./chunk-fcfa5815.js";
import "./chunk-dd2911a6.js";
import "./chunk-e6fde568.js";
import "./chunk-f63a4449.js";
import "./chunk-c2bd7f25.js";
export {
  GiveawayResultInputSchema,
  giveawayResult,
  withResult
};
