import {
  APPEND_ATTEMPTS,
  CHECKPOINT_WINDOW,
  TILE_WIDTH,
  addCosignatures,
  appendLeaf,
  checkpointFor,
  checkpointOf,
  checkpointText,
  consistencyOf,
  entryBundle,
  hashTile,
  inclusionOf,
  kvHashReader,
  latestCheckpoint,
  leafOf,
  logSize,
  rootOf
} from "./chunk-2aa92824.js";
import "./chunk-a428129c.js";
import "./chunk-e5abcffa.js";
export {
  APPEND_ATTEMPTS,
  CHECKPOINT_WINDOW,
  TILE_WIDTH,
  addCosignatures,
  appendLeaf,
  checkpointFor,
  checkpointOf,
  checkpointText,
  consistencyOf,
  entryBundle,
  hashTile,
  inclusionOf,
  kvHashReader,
  latestCheckpoint,
  leafOf,
  logSize,
  rootOf
};
