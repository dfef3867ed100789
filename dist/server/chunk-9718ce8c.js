// src/lazy.ts
function lazy(make) {
  let made;
  let making;
  return {
    get() {
      making ??= make().then((value) => made = value, (error) => {
        making = void 0;
        throw error;
      });
      return making;
    },
    get made() {
      return made;
    }
  };
}

export {
  lazy
};
