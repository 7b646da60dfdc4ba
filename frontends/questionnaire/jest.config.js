// Jest for the questionnaire renderer: the frontends' set-up (root preset in jsdom, ES-module
// react-intl compiled, CSS stubbed, the shared catalog check).
module.exports = require('../build-config/jest-app.js')(__dirname);
