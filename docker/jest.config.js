// The deployables as shipped: Dockerfiles, .dockerignore, docker/compose.yaml and the Helm chart.
const preset = require('../tools/jest/preset')(__dirname);

module.exports = { ...preset, testMatch: ['<rootDir>/test/**/*.spec.ts'] };
