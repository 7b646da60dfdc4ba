/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '@portico/shared-types';
import catalogSubsetLoader from '@portico/build-config/catalog-subset-loader.js';
import { messages as errorMessages } from '../../errors/utils/messages';
import { languageChangedMessage, messages as layoutMessages } from '../utils/messages';

const SRC = path.resolve(__dirname, '../../..');

// What a page that starts at /client-intake/* renders of the shell: the intake layout (skip link,
// header without links, language switcher and its alert), the alert queue, a remote page's loading
// and failure states, and the crash page. The brand's home link is not shown there.
const INTAKE_CHROME: Record<string, { messages: Record<string, { id: string }> }> = {
  'modules/layout/components/site-header.tsx': { messages: layoutMessages },
  'modules/layout/components/shell-language-switcher.tsx': { messages: layoutMessages },
  'modules/layout/components/shell-providers.tsx': { messages: layoutMessages },
  'modules/federation/components/remote-page.tsx': { messages: layoutMessages },
  'modules/errors/components/remote-error-page.tsx': { messages: errorMessages },
  'modules/errors/components/reload-button.tsx': { messages: errorMessages },
  'modules/errors/components/crash-page.tsx': { messages: errorMessages },
};

/** The ids of the chrome subset the build cuts from one language's catalog. */
function chromeIds(locale: string): string[] {
  const resourcePath = path.join(SRC, 'i18n', `${locale}.json`);
  const context = { resourcePath, resourceQuery: '?subset=chrome', addDependency: () => undefined };
  return Object.keys(
    JSON.parse(catalogSubsetLoader.call(context, fs.readFileSync(resourcePath, 'utf8'))) as object,
  );
}

describe("the shell's chrome catalog (a client intake's first load)", () => {
  const used = new Set<string>([languageChangedMessage.id]);
  for (const [file, { messages }] of Object.entries(INTAKE_CHROME))
    for (const [, name] of fs.readFileSync(path.join(SRC, file), 'utf8').matchAll(/\bmessages\.(\w+)/g))
      if (name !== 'brandHome') used.add(messages[name].id);

  it.each(LANGUAGE_CODES)('%s has every message the intake layout shows', (locale) => {
    const ids = chromeIds(locale);
    expect([...used].filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('is a small part of the catalog: no navigation, workspace or log-in texts', () => {
    const ids = chromeIds('en');
    const all = Object.keys(JSON.parse(fs.readFileSync(path.join(SRC, 'i18n/en.json'), 'utf8')) as object);
    expect(ids.length).toBeLessThan(all.length / 3);
    expect(ids.filter((id) => /^shell\.(nav|workspaces|reauth|sidebar|build-info)\./.test(id))).toEqual([]);
  });
});
