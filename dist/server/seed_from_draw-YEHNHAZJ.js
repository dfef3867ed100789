import {
  SEED_FROM_DRAW_METHOD,
  SeedFromDrawInputSchema,
  SeedFromDrawOutputSchema,
  seedFromDraw,
  seedMessage
} from "./chunk-VFHQ3A24.js";
import "./chunk-URYILUAY.js";
import "./chunk-3W5GW2JW.js";
import "./chunk-NBB4IBSN.js";
import "./chunk-UGZMDFGF.js";
import "./chunk-NRWY5UHU.js";
import "./chunk-55V6IUKQ.js";
import "./chunk-GJAKCGQP.js";
import "./chunk-BVUH45EJ.js";
import "./chunk-6XTQZP6M.js";
import "./chunk-HYJMHUBG.js";
import "./chunk-4RHXFYCZ.js";
export {
  SEED_FROM_DRAW_METHOD,
  SeedFromDrawInputSchema,
  SeedFromDrawOutputSchema,
  seedFromDraw,
  seedMessage
};
