import {
  createDrawsService,
  logJsonLine
} from "./chunk-NBB4IBSN.js";
import "./chunk-UGZMDFGF.js";
import "./chunk-NRWY5UHU.js";
import "./chunk-4RHXFYCZ.js";
export {
  createDrawsService,
  logJsonLine
};
