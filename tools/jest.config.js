// The orchestrator's own modules (tools/*.mjs: the supervisor of `npm start`) are tested here.
const preset = require('./jest/preset')(__dirname);

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  transform: { '^.+\\.(t|j|mj)sx?$': Object.values(preset.transform)[0] },
};
