const { createAppConfig } = require('../build-config/rspack-app.js');

module.exports = createAppConfig({ appDir: __dirname, name: 'shell', app: 'shell', kind: 'host' });
