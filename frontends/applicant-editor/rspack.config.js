const { createAppConfig } = require('../build-config/rspack-app.js');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'applicantEditor',
  app: 'applicant-editor',
  kind: 'remote',
  exposes: {
    './pages': './src/pages/index.tsx',
    './build-info': './src/build-info.ts',
  },
});
