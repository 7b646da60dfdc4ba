// Every project that has a jest.config.js takes part; one PostgreSQL serves the whole run.
const fs = require('node:fs');
const path = require('node:path');

const groups = ['shared-types', 'gateway', 'services', 'frontends', 'bench', 'tools', 'docker'];
const projects = [];
for (const group of groups) {
  const dir = path.join(__dirname, group);
  if (fs.existsSync(path.join(dir, 'jest.config.js'))) projects.push(dir);
  else if (fs.existsSync(dir))
    for (const child of fs.readdirSync(dir))
      if (fs.existsSync(path.join(dir, child, 'jest.config.js'))) projects.push(path.join(dir, child));
}

module.exports = {
  projects,
  // jest-circus reads the time limit of a test from the global configuration only (a project's
  // testTimeout, as tools/jest/preset.js sets it, is ignored in a multi-project run).
  testTimeout: 30_000,
  globalSetup: '<rootDir>/tools/jest/global-setup.js',
  globalTeardown: '<rootDir>/tools/jest/global-teardown.js',
};
