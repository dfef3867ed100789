import {
  DrawInputSchema,
  DrawOutputSchema,
  Kr645DrawOutputSchema,
  NyDrawOutputSchema,
  getDraw,
  nextDraw,
  nextDrawOf
} from "./chunk-1cf4e43c.js";
import "./chunk-2fb36689.js";
import "./chunk-013991d7.js";
import "./chunk-79c28ee4.js";
import "./chunk-0630ae7e.js";
import "./chunk-6b6e3ed3.js";
import "./chunk-fcfa5815.js";
import "./chunk-7860758f.js";
import "./chunk-f63a4449.js";
import "./chunk-c2bd7f25.js";
export {
  DrawInputSchema,
  DrawOutputSchema,
  Kr645DrawOutputSchema,
  NyDrawOutputSchema,
  getDraw,
  nextDraw,
  nextDrawOf
};
