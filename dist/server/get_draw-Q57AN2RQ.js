import {
  DrawInputSchema,
  DrawOutputSchema,
  Kr645DrawOutputSchema,
  NyDrawOutputSchema,
  getDraw,
  nextDraw,
  nextDrawOf
} from "./chunk-URYILUAY.js";
import "./chunk-3W5GW2JW.js";
import "./chunk-NBB4IBSN.js";
import "./chunk-UGZMDFGF.js";
import "./chunk-NRWY5UHU.js";
import "./chunk-GJAKCGQP.js";
import "./chunk-BVUH45EJ.js";
import "./chunk-6XTQZP6M.js";
import "./chunk-HYJMHUBG.js";
import "./chunk-4RHXFYCZ.js";
export {
  DrawInputSchema,
  DrawOutputSchema,
  Kr645DrawOutputSchema,
  NyDrawOutputSchema,
  getDraw,
  nextDraw,
  nextDrawOf
};
