import {
  DrawInputSchema,
  DrawOutputSchema,
  Kr645DrawOutputSchema,
  NyDrawOutputSchema,
  getDraw,
  nextDraw,
  nextDrawOf
} from "./chunk-45ae8053.js";
import "./chunk-f72cc4ff.js";
import "./chunk-f66ffe32.js";
import "./chunk-fcfa5815.js";
import "./chunk-dd2911a6.js";
import "./chunk-e6fde568.js";
import "./chunk-945de0b6.js";
import "./chunk-2aa92824.js";
import "./chunk-9718ce8c.js";
import "./chunk-a428129c.js";
import "./chunk-5c038b07.js";
import "./chunk-79c28ee4.js";
import "./chunk-0630ae7e.js";
import "./chunk-8a11dbd4.js";
import "./chunk-e5abcffa.js";
export {
  DrawInputSchema,
  DrawOutputSchema,
  Kr645DrawOutputSchema,
  NyDrawOutputSchema,
  getDraw,
  nextDraw,
  nextDrawOf
};
