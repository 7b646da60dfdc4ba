// Turns a message catalog ({ id: "ICU text" }) into pre-parsed ICU ASTs at build time,
// so react-intl runs without its message parser in the browser.
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function compileMessages(source) {
  const catalog = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(catalog)) compiled[id] = parse(message);
  return JSON.stringify(compiled);
};
