import {
  ListPickInputSchema,
  ListPickOutputSchema,
  pickFromList
} from "./chunk-bd597695.js";
import "./chunk-b02ed1f0.js";
import "./chunk-90e2e5e7.js";
import "./chunk-f66ffe32.js";
import "./chunk-fcfa5815.js";
import "./chunk-dd2911a6.js";
import "./chunk-e6fde568.js";
import "./chunk-f63a4449.js";
import "./chunk-c2bd7f25.js";
export {
  ListPickInputSchema,
  ListPickOutputSchema,
  pickFromList
};
