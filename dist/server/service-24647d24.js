import {
  createDrawsService,
  logJsonLine
} from "./chunk-5c038b07.js";
import "./chunk-79c28ee4.js";
import "./chunk-0630ae7e.js";
import "./chunk-8a11dbd4.js";
import "./chunk-e5abcffa.js";
export {
  createDrawsService,
  logJsonLine
};
