// Production builds drop the `defaultMessage` of every message descriptor in a messages file
// (`…/messages.ts`, `…-messages.ts`): every app loads its compiled catalog before it renders (the
// English one included, and check-catalogs keeps the five catalogs complete), so the English
// defaults in the code are never shown and only weigh on the first load (ADR 0017). The formatjs
// tools call the same step `removeDefaultMessage`. Ids stay; tests (Jest, from source) keep them.
const DEFAULT_MESSAGE =
  /\s*\bdefaultMessage:\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\$]|\\.)*`)\s*,?/g;

module.exports = function stripDefaultMessagesLoader(source) {
  return source.replace(DEFAULT_MESSAGE, '');
};
