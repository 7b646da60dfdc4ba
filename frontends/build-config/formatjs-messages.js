// Message descriptors read by formatjs's own TypeScript transformer (@formatjs/ts-transformer), the
// extractor @formatjs/cli uses: defineMessages / defineMessage, <FormattedMessage>, formatMessage.
// A descriptor built at run time (messageOf in @portico/ui) is not one of the app's own messages.
const ts = require('typescript');
const { transformWithTs } = require('@formatjs/ts-transformer');

const COMPILER_OPTIONS = {
  target: ts.ScriptTarget.ESNext,
  module: ts.ModuleKind.ESNext,
  jsx: ts.JsxEmit.Preserve,
  // Keep every import as written: rspack and swc resolve them after this step.
  verbatimModuleSyntax: true,
};

/**
 * Runs the transformer over one source file. `removeDefaultMessage` returns the code without the
 * English defaults (the build); the messages found go to the returned list either way.
 */
function transformMessages(fileName, source, { removeDefaultMessage = false } = {}) {
  const messages = [];
  const { outputText } = ts.transpileModule(source, {
    fileName,
    compilerOptions: COMPILER_OPTIONS,
    transformers: {
      before: [
        transformWithTs(ts, {
          preserveWhitespace: true,
          removeDefaultMessage,
          onMsgExtracted: (_file, found) => messages.push(...found),
        }),
      ],
    },
  });
  return { code: outputText, messages };
}

/** The messages of one source file, without printing code (the catalog checks). */
function extractMessages(fileName, source) {
  const messages = [];
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.ESNext, false, ts.ScriptKind.TSX);
  const transformer = transformWithTs(ts, {
    preserveWhitespace: true,
    onMsgExtracted: (_file, found) => messages.push(...found),
  });
  ts.transform(sourceFile, [transformer]).dispose();
  return messages;
}

module.exports = { extractMessages, transformMessages };
