/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES, SECTION_KEYS } from '@portico/shared-types';
import sectionTitlesLoader from '@portico/build-config/section-titles-loader.js';

const CATALOGS = path.resolve(__dirname, '../../../../../../shared-types/src/messages');

/** What the build makes of one language's catalog for `?section-titles`. */
function reduced(language: string): { name: string; titles: Record<string, string> } {
  const resourcePath = path.join(CATALOGS, `${language}.ts`);
  const output: string = sectionTitlesLoader.call({ resourcePath }, fs.readFileSync(resourcePath, 'utf8'));
  const match = /^export const ([A-Z_]+) = (\{.*\});\n$/s.exec(output);
  if (!match) throw new Error(`unexpected output: ${output}`);
  return { name: match[1], titles: JSON.parse(match[2]) as Record<string, string> };
}

describe('section titles reduced from the questionnaire catalogs at build time', () => {
  it.each(LANGUAGE_CODES)(
    '%s: every section title and warning and nothing else, as the catalog has it',
    async (language) => {
      const full = (await import(`@portico/shared-types/src/messages/${language}`)) as Record<
        string,
        Record<string, string>
      >;
      const { name, titles } = reduced(language);
      expect(full[name]).toBeDefined(); // the catalog's own export name
      const expected = Object.fromEntries([
        ...SECTION_KEYS.map((key) => [
          `ds160.section.${key}.title`,
          full[name][`ds160.section.${key}.title`],
        ]),
        ...Object.entries(full[name]).filter(([id]) => id.startsWith('ds160.warning.')),
      ]);
      expect(Object.keys(expected)).toContain('ds160.warning.passportSixMonths');
      expect(titles).toEqual(expected);
      expect(Object.values(titles).every((title) => typeof title === 'string' && title.length > 0)).toBe(
        true,
      );
    },
  );
});
