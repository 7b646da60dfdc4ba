const path = require('node:path');
const rspack = require('@rspack/core');
const { createAppConfig } = require('../build-config/rspack-app.js');

const config = createAppConfig({
  appDir: __dirname,
  name: 'publicSite',
  app: 'public-site',
  kind: 'remote',
  exposes: {
    './pages': './src/pages/index.tsx',
    './build-info': './src/build-info.ts',
  },
});

// Content as files (ADR 0026): each collection's index.js lists its entries and loads each
// Markdown file, turned into HTML at build time, as its own chunk.
config.module.rules.push(
  {
    test: /[\\/]content[\\/][a-z-]+[\\/]index\.js$/,
    loader: path.join(__dirname, 'build/collection-loader.js'),
    type: 'javascript/auto',
  },
  {
    test: /[\\/]content[\\/].*\.md$/,
    loader: path.join(__dirname, 'build/markdown-loader.js'),
    type: 'javascript/auto',
  },
);

// The photo checker's face detection (ADR 0027): face-api's own browser build and two models (tiny
// face detector + tiny 68 landmarks, about 270 KB), copied beside the chunks so they are served from
// this remote's own origin, and fetched only when a photo is checked.
const faceApi = path.dirname(require.resolve('@vladmandic/face-api/package.json'));
config.plugins.push(
  new rspack.CopyRspackPlugin({
    patterns: [
      'dist/face-api.esm.js',
      ...['tiny_face_detector_model', 'face_landmark_68_tiny_model'].flatMap((model) => [
        `model/${model}-weights_manifest.json`,
        `model/${model}.bin`,
      ]),
    ].map((file) => ({
      from: path.join(faceApi, file),
      to: `face-models/${path.basename(file)}`,
      info: { minimized: true }, // already minified: copied as it is
    })),
  }),
);

module.exports = config;
