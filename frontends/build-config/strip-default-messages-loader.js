// Production builds drop the `defaultMessage` of every message descriptor in a messages file
// (`…/messages.ts`, `…-messages.ts`): every app loads its compiled catalog before it renders (the
// English one included, and check-catalogs keeps the five catalogs complete), so the English
// defaults in the code are never shown and only weigh on the first load (ADR 0017). formatjs's own
// transformer does it (`removeDefaultMessage`); ids stay; tests (Jest, from source) keep them.
const { transformMessages } = require('./formatjs-messages.js');

module.exports = function stripDefaultMessagesLoader(source) {
  return transformMessages(this.resourcePath, source, { removeDefaultMessage: true }).code;
};
