// One rspack + Module Federation set-up for the shell (host) and every remote.
// Shared singletons are pinned to the root package.json; workspace libraries are read from source.
const fs = require('node:fs');
const path = require('node:path');
const { execSync } = require('node:child_process');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

const root = path.resolve(__dirname, '../..');
const rootPackage = require(path.join(root, 'package.json'));
const nodeModules = path.join(root, 'node_modules');
const { RouterSubsetPlugin, SUBSET_FILE: ROUTER_SUBSET } = require('./check-router-imports.js');
const { LANGUAGE_CODES } = require('@portico/shared-types');
const { PrecompressPlugin } = require('./precompress.js');

/** An app's catalog file, one per language (src/i18n/<code>.json). */
const CATALOG_FILE = new RegExp(`[\\\\/]i18n[\\\\/](${LANGUAGE_CODES.join('|')})\\.json$`);
const { StaticExposesPlugin } = require('./check-static-exposes.js');

// Exposed modules that serve static pages and so must not load Apollo Client eagerly (ADR 0010).
// The client intake loads it with none of its pages, lazy ones included (ADR 0017).
const STATIC_EXPOSES = {
  'public-site': { exposes: ['pages'] },
  'client-intake': { exposes: ['pages'], lazyToo: true },
};

// React, React DOM (and its scheduler), React Router (the subset file and its production build), and
// react-intl with the formatjs runtime it uses.
const FRAMEWORK_MODULES =
  /([\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat)[\\/])|react-router-subset\.mjs$/;

/**
 * Module Federation's packages ship the same code twice, as CommonJS (`dist/x.cjs`, which the
 * plugin's generated runtime entry imports) and as ES modules (`dist/x.js`). Resolving every
 * CommonJS file to its ES module twin lets rspack tree-shake the runtime: the shell's main chunk
 * 32.0 -> 26.7 KB gzip, each remoteEntry.js 14.6 -> 8.8 KB (ADR 0017). Only files that have a twin.
 */
const MODULE_FEDERATION_ESM = (() => {
  const scope = path.join(nodeModules, '@module-federation');
  const aliases = {};
  for (const pkg of fs.readdirSync(scope)) {
    const dist = path.join(scope, pkg, 'dist');
    if (!fs.existsSync(dist)) continue;
    for (const file of fs.readdirSync(dist)) {
      const twin = file.replace(/\.cjs$/, '.js');
      if (twin !== file && fs.existsSync(path.join(dist, twin)))
        aliases[`${path.join(dist, file)}$`] = path.join(dist, twin);
    }
  }
  return aliases;
})();

function pinned(pkg, versionOf = pkg) {
  const version = rootPackage.dependencies[versionOf];
  if (!version) throw new Error(`${versionOf} is not a root dependency`);
  return { singleton: true, requiredVersion: version, version, strictVersion: false };
}

// Everything that holds React context or module state must exist once on the page.
const shared = {
  react: pinned('react'),
  'react/jsx-runtime': pinned('react/jsx-runtime', 'react'),
  'react-dom': pinned('react-dom'),
  'react-dom/client': pinned('react-dom/client', 'react-dom'),
  // Resolves to react-router-subset.mjs (see resolve.alias): one tree-shaken copy of React Router.
  // Apps import the router from react-router-dom only (check-router-imports.js).
  'react-router-dom': pinned('react-router-dom'),
  'react-intl': pinned('react-intl'),
  '@apollo/client': pinned('@apollo/client'),
  '@apollo/client/react': pinned('@apollo/client/react', '@apollo/client'),
  rxjs: pinned('rxjs'),
  // `graphql` is deliberately not shared: remotes reach it only through @apollo/client (shared, so
  // `gql` parses with the shell's copy), and an unshared graphql is tree-shaken to what Apollo uses
  // (about 30 KB gzip less on every API page). Share it if a remote ever needs graphql's own classes.
  // The design system carries the alert queue and language contexts: one copy for all apps.
  '@portico/ui': { singleton: true, requiredVersion: '0.1.0', version: '0.1.0', strictVersion: false },
};

function gitCommit() {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/**
 * @param {{ appDir: string, name: string, app: string, kind: 'host' | 'remote', exposes?: Record<string,string>, title?: string }} options
 */
function createAppConfig({ appDir, name, app, kind, exposes = {}, title = 'Portico' }) {
  const appPackage = require(path.join(appDir, 'package.json'));
  const buildInfo = {
    app,
    version: appPackage.version,
    commit: process.env.PORTICO_GIT_COMMIT || gitCommit(),
    builtAt: new Date().toISOString(),
  };
  const isHost = kind === 'host';
  return {
    mode: 'production',
    context: appDir,
    target: 'web',
    // A remote has no page of its own: remoteEntry.js (from the exposes) is its only entry.
    entry: isHost ? { main: './src/main.ts' } : {},
    devtool: 'source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // The host is served at the gateway root; a remote resolves its chunks next to its manifest.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      modules: ['node_modules', nodeModules],
      alias: {
        '@portico/ui$': path.join(root, 'frontends/ui/src/index.ts'),
        '@portico/ui/styles.css$': path.join(root, 'frontends/ui/src/styles/index.css'),
        '@portico/shared-types$': path.join(root, 'shared-types/src/index.ts'),
        // React Router's production build (its package exports only the development one), reached
        // through the subset the apps share; see react-router-subset.mjs.
        'react-router-dom$': ROUTER_SUBSET,
        'portico-react-router-full$': path.join(nodeModules, 'react-router/dist/production/index.mjs'),
        // Module Federation's runtime (in the shell's main chunk and every remoteEntry.js) from its
        // ES module builds: the plugin imports the CommonJS ones, which cannot be tree-shaken.
        ...MODULE_FEDERATION_ESM,
        // Catalogs are compiled to ICU ASTs at build time, so the message parser never ships.
        '@formatjs/icu-messageformat-parser$': path.join(
          nodeModules,
          '@formatjs/icu-messageformat-parser/no-parser.js',
        ),
      },
    },
    experiments: { css: true },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2020',
            },
          },
          type: 'javascript/auto',
        },
        {
          test: CATALOG_FILE,
          loader: path.join(__dirname, 'compile-messages-loader.js'),
          type: 'json',
        },
        // A catalog reduced to a named subset before it is compiled (catalog-subset-loader.js).
        {
          test: CATALOG_FILE,
          resourceQuery: /subset=/,
          loader: path.join(__dirname, 'catalog-subset-loader.js'),
          type: 'json',
        },
        {
          test: /[\\/]src[\\/].*messages\.ts$/,
          exclude: /node_modules/,
          loader: path.join(__dirname, 'strip-default-messages-loader.js'),
        },
        // A questionnaire catalog reduced to its section titles (the client intake's landing).
        {
          resourceQuery: /section-titles/,
          loader: path.join(__dirname, 'section-titles-loader.js'),
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css' },
        // A name in the router subset that React Router does not export is an error, not undefined.
        { test: ROUTER_SUBSET, parser: { exportsPresence: 'error' } },
      ],
    },
    optimization: {
      minimize: true,
      // The host provides the third-party singletons every page needs (React, React DOM, the router
      // subset, react-intl) from one chunk instead of eight: one request and one gzip stream rather
      // than eight sets of headers and eight cold compression windows (ADR 0017). Remotes never load
      // their fallbacks while the shell provides these, so their chunks stay as they are.
      ...(isHost && {
        splitChunks: {
          cacheGroups: {
            framework: {
              test: FRAMEWORK_MODULES,
              chunks: 'async',
              name: 'framework',
              enforce: true,
              priority: 40,
            },
          },
        },
      }),
    },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        __PORTICO_BUILD_INFO__: JSON.stringify(buildInfo),
        'process.env.NODE_ENV': JSON.stringify('production'),
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        remotes: {},
        shared,
        dts: false,
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        shareStrategy: 'loaded-first',
        // The host ships the federation runtime once; remotes reuse it instead of embedding a copy.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web' },
        },
      }),
      new RouterSubsetPlugin(),
      STATIC_EXPOSES[app] && new StaticExposesPlugin({ app, ...STATIC_EXPOSES[app] }),
      isHost &&
        new rspack.HtmlRspackPlugin({
          template: path.join(appDir, 'src/index.html'),
          title,
          scriptLoading: 'defer',
          chunks: ['main'],
        }),
      isHost && new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
      // Brotli and gzip copies beside each text file, for sirv to send (docs/adr/0059).
      new PrecompressPlugin(),
    ].filter(Boolean),
  };
}

module.exports = { createAppConfig, shared, rootPackage };
