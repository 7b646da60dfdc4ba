// Jest's twin of the rspack content loaders: Markdown files and collection indexes, as CommonJS.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { collectionModule, markdownModule } = require('./content.js');

/** A collection's index depends on every file of its folder, not on its own text. */
function folderDigest(dir) {
  const hash = crypto.createHash('sha256');
  for (const entry of fs.readdirSync(dir, { recursive: true }).sort()) {
    const file = path.join(dir, String(entry));
    if (fs.statSync(file).isFile()) hash.update(String(entry)).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

module.exports = {
  getCacheKey(source, file) {
    const content = fs.readFileSync(path.join(__dirname, 'content.js'));
    const input = file.endsWith('.md') ? source : folderDigest(path.dirname(file));
    return crypto.createHash('sha256').update(content).update(file).update(input).digest('hex');
  },
  process(source, file) {
    if (file.endsWith('.md')) return { code: markdownModule(source, file, { commonjs: true }) };
    return { code: collectionModule(path.dirname(file), { commonjs: true }) };
  },
};
