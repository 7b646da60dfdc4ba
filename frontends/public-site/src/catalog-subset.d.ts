// A message catalog reduced to a named subset at build time (build-config/catalog-subset-loader.js).
declare module '*?subset=home' {
  const catalog: Record<string, string>;
  export default catalog;
}
