import {
  ListPickInputSchema,
  ListPickOutputSchema,
  pickFromList
} from "./chunk-bd597695.js";
import "./chunk-b02ed1f0.js";
import "./chunk-90e2e5e7.js";
import "./chunk-6b6e3ed3.js";
import "./chunk-fcfa5815.js";
import "./chunk-7860758f.js";
import "./chunk-f63a4449.js";
import "./chunk-c2bd7f25.js";
export {
  ListPickInputSchema,
  ListPickOutputSchema,
  pickFromList
};
