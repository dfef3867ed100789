// src/kv/retry.ts
var KV_ATTEMPTS = 6;
var KV_RETRY_MS = 10;
async function retryingKv(work, attempts = KV_ATTEMPTS) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts) throw error;
      const wait = KV_RETRY_MS * 2 ** (attempt - 1);
      await new Promise((resolve) => setTimeout(resolve, wait / 2 + Math.random() * wait));
    }
  }
}

export {
  retryingKv
};
