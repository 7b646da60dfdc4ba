// Build-time guard for the first-load budget: an exposed module that serves static pages (the
// public site's `pages`: the home page first of all) must not load Apollo Client with it. A page
// that talks to the API is imported with React.lazy, so Apollo Client, graphql and rxjs (about
// 95 KB gzip) load with that page only. Without this check one eager import puts them back on the
// home page, silently.
const PLUGIN = 'PorticoStaticExposesPlugin';
const API_PACKAGES = /^consume shared module \([^)]*\) (@apollo\/client(\/[^@]*)?|rxjs)@/;

class StaticExposesPlugin {
  /** @param {{ app: string, exposes: string[] }} options exposes: names like 'pages' */
  constructor({ app, exposes }) {
    this.app = app;
    this.chunkGroups = new Set(exposes.map((name) => `__federation_expose_${name.replace(/^\.\//, '')}`));
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: 0 }, () => {
        for (const group of compilation.chunkGroups) {
          if (!this.chunkGroups.has(group.name)) continue;
          const eager = new Set();
          for (const chunk of group.chunks)
            for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
              const match = API_PACKAGES.exec(module.identifier());
              if (match) eager.add(match[1]);
            }
          if (eager.size === 0) continue;
          const expose = group.name.replace('__federation_expose_', './');
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${this.app}: the exposed ${expose} loads ${[...eager].sort().join(', ')} with it, so every ` +
                `static page (the home page first) would ship the API client. Import the pages that ` +
                `use the API with React.lazy (see ADR 0010).`,
            ),
          );
        }
      });
    });
  }
}

module.exports = { StaticExposesPlugin };
