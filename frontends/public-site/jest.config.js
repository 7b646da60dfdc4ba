const path = require('node:path');

const base = require('../build-config/jest-app.js')(__dirname);

// Markdown content and collection indexes (content/<collection>/index.js) as the build makes them.
const content = path.join(__dirname, 'build/jest-content-transform.js');
module.exports = {
  ...base,
  // marked ships only ES modules: compiled for the specs that build content (Node's require reads it as it is).
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat|marked)/)'],
  transform: {
    '[\\\\/]content[\\\\/][a-z-]+[\\\\/]index\\.js$': content,
    '\\.md$': content,
    ...base.transform,
  },
};
