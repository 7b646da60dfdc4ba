const { createAppConfig } = require('../build-config/rspack-app.js');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'agencyConsole',
  app: 'agency-console',
  kind: 'remote',
  exposes: {
    './pages': './src/pages/index.tsx',
    './build-info': './src/build-info.ts',
  },
});
