// rspack loader: a Markdown file becomes `export default { meta, html }` (build/content.js).
const { markdownModule } = require('./content.js');

module.exports = function markdownLoader(source) {
  return markdownModule(source, this.resourcePath);
};
