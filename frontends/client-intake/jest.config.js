module.exports = require('../build-config/jest-app.js')(__dirname);
