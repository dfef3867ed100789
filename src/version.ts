/**
 * The API's interface version, stated once: the OpenAPI document and the MCP servers report it.
 *
 * @module
 */

/** The interface version; its major part is the `/api/v1` of every path. */
export const API_VERSION = "1.0.0";
