const { createAppConfig } = require('../build-config/rspack-app.js');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'clientIntake',
  app: 'client-intake',
  kind: 'remote',
  exposes: {
    './pages': './src/pages/index.tsx',
    './build-info': './src/build-info.ts',
  },
});
