// The load generators' own helpers (bench/*.mjs) are tested here; the benches themselves print
// figures and are not tests.
const preset = require('../tools/jest/preset')(__dirname);

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  transform: { '^.+\\.(t|j|mj)sx?$': Object.values(preset.transform)[0] },
};
