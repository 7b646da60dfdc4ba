// Jest for a frontend app: the root preset, jsdom, CSS stubbed.
const path = require('node:path');
const preset = require('../../tools/jest/preset.js');

module.exports = function jestApp(projectDir) {
  const base = preset(projectDir, { testEnvironment: 'jsdom' });
  return {
    ...base,
    moduleNameMapper: {
      ...base.moduleNameMapper,
      '^@portico/ui/styles\\.css$': path.join(__dirname, 'style-stub.js'),
      '\\.css$': path.join(__dirname, 'style-stub.js'),
    },
  };
};
