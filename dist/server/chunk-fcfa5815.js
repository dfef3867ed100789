// src/http/quote.ts
var QUOTE_LIMIT = 60;
function quote(text) {
  let head = "";
  let count = 0;
  for (const char of text) {
    if (count === QUOTE_LIMIT) {
      for (const _ of text.slice(head.length)) count++;
      return `${JSON.stringify(head.toWellFormed())}... (${count} characters)`;
    }
    head += char;
    count++;
  }
  return JSON.stringify(text.toWellFormed());
}

export {
  quote
};
