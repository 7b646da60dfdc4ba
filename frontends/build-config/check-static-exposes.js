// Build-time guard for the first-load budget: an exposed module that serves static pages (the
// public site's `pages`: the home page first of all) must not load Apollo Client with it. A page
// that talks to the API is imported with React.lazy, so Apollo Client, graphql and rxjs (about
// 95 KB gzip) load with that page only. Without this check one eager import puts them back on the
// home page, silently.
const PLUGIN = 'PorticoStaticExposesPlugin';
const API_PACKAGES = /^consume shared module \([^)]*\) (@apollo\/client(\/[^@]*)?|rxjs)@/;

class StaticExposesPlugin {
  /**
   * @param {{ app: string, exposes: string[], lazyToo?: boolean }} options exposes: names like
   * 'pages'; lazyToo: no code of the app may use the API client at all, lazy chunks included (the
   * client intake, whose host route provides no Apollo Client: ADR 0017).
   */
  constructor({ app, exposes, lazyToo = false }) {
    this.app = app;
    this.lazyToo = lazyToo;
    this.chunkGroups = new Set(exposes.map((name) => `__federation_expose_${name.replace(/^\.\//, '')}`));
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: 0 }, () => {
        if (this.lazyToo) {
          const used = new Set();
          for (const module of compilation.modules) {
            const match = API_PACKAGES.exec(module.identifier());
            if (match) used.add(match[1]);
          }
          if (used.size > 0)
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${this.app}: its code imports ${[...used].sort().join(', ')}, but its pages talk to the ` +
                  `API with fetch and their routes provide no Apollo Client (ADR 0017).`,
              ),
            );
        }
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
