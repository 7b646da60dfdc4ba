// Build-time guard for react-router-subset.mjs: every name an app (or a library it compiles) imports
// from react-router-dom must be one the shared subset exports. Without it a missing name would build
// and be `undefined` at run time, because imports of a shared module are not checked. Imports of
// `react-router` itself are refused: only `react-router-dom` is shared, and a second copy of the
// router would not see the shell's routing context.
const fs = require('node:fs');
const path = require('node:path');

const SUBSET_FILE = path.join(__dirname, 'react-router-subset.mjs');
const ROUTER_REQUEST = /^react-router(-dom)?$/;

/** The names react-router-subset.mjs exports. */
function subsetExports(file = SUBSET_FILE) {
  const match = /export\s*\{([^}]*)\}\s*from/.exec(fs.readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file} has no export list`);
  return new Set(
    match[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/**
 * Problems (one sentence each) in the given source files: names missing from the subset, and
 * namespace or default imports of the router, which the subset cannot check.
 */
function routerImportProblems(files, exported = subsetExports()) {
  const problems = [];
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    const where = path.relative(path.resolve(__dirname, '../..'), file);
    const statements = /(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
    for (const [, keyword, typeOnly, clause, request] of source.matchAll(statements)) {
      if (!ROUTER_REQUEST.test(request) || typeOnly) continue;
      if (request === 'react-router') {
        problems.push(`${where} imports from react-router: import from react-router-dom (the shared router)`);
        continue;
      }
      const braces = /\{([^}]*)\}/.exec(clause);
      const outside = clause
        .replace(/\{[^}]*\}/, '')
        .replace(/,/g, '')
        .trim();
      if (outside) problems.push(`${where}: use named imports from ${request} (not "${keyword} ${outside}")`);
      for (const part of (braces?.[1] ?? '').split(',')) {
        const spec = part.trim();
        if (!spec || spec.startsWith('type ')) continue;
        const name = spec.split(/\s+as\s+/)[0].trim();
        if (!exported.has(name)) {
          problems.push(
            `${where} imports ${name} from ${request}, which the shared React Router subset does not ` +
              `export: add it to frontends/build-config/react-router-subset.mjs`,
          );
        }
      }
    }
  }
  return problems;
}

const PLUGIN = 'PorticoRouterSubsetPlugin';

/** Fails the build when a compiled source file imports a router name the subset lacks. */
class RouterSubsetPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        const files = new Set();
        for (const module of modules) {
          const file = module.resource;
          if (file && !file.includes(`${path.sep}node_modules${path.sep}`) && /\.(tsx?|jsx?|mjs)$/.test(file))
            files.add(file.split('?')[0]);
        }
        files.delete(SUBSET_FILE);
        for (const problem of routerImportProblems([...files]))
          compilation.errors.push(new compiler.webpack.WebpackError(problem));
      });
    });
  }
}

module.exports = { subsetExports, routerImportProblems, RouterSubsetPlugin, SUBSET_FILE };
