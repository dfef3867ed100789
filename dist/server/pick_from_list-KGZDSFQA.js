import {
  ListPickInputSchema,
  ListPickOutputSchema,
  pickFromList
} from "./chunk-FL5WGEGM.js";
import "./chunk-ZLAE5U5X.js";
import "./chunk-55V6IUKQ.js";
import "./chunk-GJAKCGQP.js";
import "./chunk-BVUH45EJ.js";
import "./chunk-6XTQZP6M.js";
import "./chunk-HYJMHUBG.js";
import "./chunk-4RHXFYCZ.js";
export {
  ListPickInputSchema,
  ListPickOutputSchema,
  pickFromList
};
