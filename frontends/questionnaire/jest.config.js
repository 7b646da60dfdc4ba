// Jest for the questionnaire renderer: the root preset in jsdom. react-intl 12 and its
// @formatjs dependencies ship only ES modules, so SWC compiles them too.
const base = require('../../tools/jest/preset')(__dirname, { testEnvironment: 'jsdom' });

module.exports = {
  ...base,
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|intl-messageformat|@formatjs)/)'],
  moduleNameMapper: { ...base.moduleNameMapper, '\\.css$': require.resolve('./src/testing/style-stub.js') },
};
