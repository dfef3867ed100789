// src/draws/kv_store.ts
function describeKv(kvPath, opened, onDeploy) {
  if (!opened) return {
    kind: "none",
    shared: false
  };
  if (kvPath === void 0) {
    return onDeploy ? {
      kind: "deploy",
      shared: null
    } : {
      kind: "default",
      shared: false
    };
  }
  if (kvPath === ":memory:") return {
    kind: "memory",
    shared: false
  };
  if (/^https?:\/\//i.test(kvPath)) return {
    kind: "remote",
    shared: true
  };
  return {
    kind: "file",
    shared: false
  };
}
function isOnDeploy() {
  try {
    return Deno.env.get("DENO_DEPLOY") === "true";
  } catch {
    return false;
  }
}
function kvStoreLine(store) {
  switch (store.kind) {
    case "none":
      return "draws: kept in this instance's memory alone (no KV)";
    case "memory":
      return "draws: KV in memory (:memory:), this instance's alone: nothing is shared";
    case "file":
      return "draws: KV in a file, shared only by the processes of this machine that open it";
    case "default":
      return "draws: KV in Deno's default file for this script, on this machine alone";
    case "remote":
      return "draws: KV over KV Connect, shared by every instance that connects to it";
    case "deploy":
      return "draws: Deno Deploy's KV: shared when a KV database is assigned to the app; without one each instance has its own in memory and nothing is shared";
  }
}

export {
  describeKv,
  isOnDeploy,
  kvStoreLine
};
