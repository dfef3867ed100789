import {
  GiveawayResultInputSchema,
  giveawayResult,
  withResult
} from "./chunk-1753dc38.js";
import "./chunk-d057d343.js";
import "./chunk-45ae8053.js";
import "./chunk-33ce43f8.js";
import "./chunk-8ec531d7.js";
import "./chunk-f72cc4ff.js";
import "./chunk-901b0936.js";
import "./chunk-d4a28e12.js";
import "./chunk-f66ffe32.js";
import "./chunk-fcfa5815.js";
import "./chunk-dd2911a6.js";
import "./chunk-e6fde568.js";
import "./chunk-945de0b6.js";
import "./chunk-2aa92824.js";
import "./chunk-9718ce8c.js";
import "./chunk-a428129c.js";
import "./chunk-5c038b07.js";
import "./chunk-79c28ee4.js";
import "./chunk-0630ae7e.js";
import "./chunk-8a11dbd4.js";
import "./chunk-e5abcffa.js";
export {
  GiveawayResultInputSchema,
  giveawayResult,
  withResult
};
