import {
  TLOG_SIZE_TYPE,
  WITNESS_TIMEOUT_MS,
  addCheckpointUrl,
  createWitnessClient
} from "./chunk-eb2dac85.js";
import "./chunk-9718ce8c.js";
import "./chunk-a428129c.js";
import "./chunk-e5abcffa.js";
export {
  TLOG_SIZE_TYPE,
  WITNESS_TIMEOUT_MS,
  addCheckpointUrl,
  createWitnessClient
};
