// rspack loader for `content/<collection>/index.js`: replaced by the collection's entries and one
// lazy chunk per file (build/content.js). New or changed files of the folder rebuild it.
const path = require('node:path');
const { collectionModule } = require('./content.js');

module.exports = function collectionLoader() {
  const dir = path.dirname(this.resourcePath);
  this.addContextDependency(dir);
  return collectionModule(dir);
};
