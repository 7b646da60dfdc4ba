// A questionnaire catalog reduced to its section titles at build time (build-config/section-titles-loader.js).
declare module '*?section-titles' {
  const titles: Readonly<Record<string, string | undefined>>;
  export {
    titles as EN_MESSAGES,
    titles as ES_MESSAGES,
    titles as RU_MESSAGES,
    titles as CN_MESSAGES,
    titles as VI_MESSAGES,
  };
}
