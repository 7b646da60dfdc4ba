// Jest for a frontend app: the root preset, jsdom, CSS stubbed.
const path = require('node:path');
const preset = require('../../tools/jest/preset.js');

module.exports = function jestApp(projectDir) {
  const base = preset(projectDir, { testEnvironment: 'jsdom' });
  return {
    ...base,
    // react-intl 12 and formatjs ship only ES modules.
    transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat)/)'],
    setupFiles: [path.join(__dirname, 'jest-setup-dom.js')],
    moduleNameMapper: {
      ...base.moduleNameMapper,
      '^@portico/ui/styles\\.css$': path.join(__dirname, 'style-stub.js'),
      '\\.css$': path.join(__dirname, 'style-stub.js'),
      '^@portico/build-config/(.*)$': path.join(__dirname, '$1'),
      // Build time reduces the catalog to its section titles (section-titles-loader.js); tests read it whole.
      '^(@portico/shared-types/src/messages/[a-z]+)\\?section-titles$': '$1',
      // A catalog subset (catalog-subset-loader.js) is the whole catalog under Jest.
      '^(.*[\\\\/]i18n[\\\\/][a-z]{2}\\.json)\\?subset=[a-z-]+$': '$1',
    },
  };
};
