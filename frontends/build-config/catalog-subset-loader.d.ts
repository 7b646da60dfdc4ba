/** Reduces a JSON message catalog to the ids of the subset named in `resourceQuery` (`?subset=name`). */
declare function catalogSubsetLoader(
  this: { resourcePath: string; resourceQuery: string; addDependency(file: string): void },
  source: string,
): string;
export = catalogSubsetLoader;
