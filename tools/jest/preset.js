// One Jest set-up for every project: SWC with decorator metadata (type-graphql, MikroORM),
// workspace libraries resolved to their sources, and a real PostgreSQL from global-setup.js.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const libraries = {
  '@portico/shared-types': 'shared-types/src/index.ts',
  '@portico/service-kit': 'services/service-kit/src/index.ts',
  '@portico/service-kit/testing': 'services/service-kit/src/testing/index.ts',
  '@portico/service-kit/telemetry': 'services/service-kit/src/telemetry.ts',
  '@portico/ui': 'frontends/ui/src/index.ts',
  '@portico/ui/testing': 'frontends/ui/src/testing/index.tsx',
  '@portico/questionnaire': 'frontends/questionnaire/src/index.ts',
};

module.exports = function preset(projectDir, overrides = {}) {
  const name = path.relative(root, projectDir);
  return {
    displayName: name,
    rootDir: projectDir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/test/**/*.spec.ts'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true, decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: Object.fromEntries(
      Object.entries(libraries).map(([name, file]) => [`^${name.replace('/', '\\/')}$`, path.join(root, file)]),
    ),
    testTimeout: 30_000,
    ...overrides,
  };
};
