import {
  GiveawayResultInputSchema,
  giveawayResult,
  withResult
} from "./chunk-FHHJL4TC.js";
import "./chunk-VFHQ3A24.js";
import "./chunk-URYILUAY.js";
import "./chunk-3W5GW2JW.js";
import "./chunk-NBB4IBSN.js";
import "./chunk-UGZMDFGF.js";
import "./chunk-NRWY5UHU.js";
import "./chunk-FL5WGEGM.js";
import "./chunk-ZLAE5U5X.js";
import "./chunk-55V6IUKQ.js";
import "./chunk-GJAKCGQP.js";
import "./chunk-BVUH45EJ.js";
import "./chunk-6XTQZP6M.js";
import "./chunk-HYJMHUBG.js";
import "./chunk-4RHXFYCZ.js";
export {
  GiveawayResultInputSchema,
  giveawayResult,
  withResult
};
