import {
  createDrawsService,
  logJsonLine
} from "./chunk-013991d7.js";
import "./chunk-79c28ee4.js";
import "./chunk-0630ae7e.js";
import "./chunk-c2bd7f25.js";
export {
  createDrawsService,
  logJsonLine
};
