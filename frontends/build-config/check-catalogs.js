// Shared by every app's catalog test: compares the message ids written in the source (extracted
// by formatjs: defineMessages, <FormattedMessage>, formatMessage) with each language catalog.
const fs = require('node:fs');
const path = require('node:path');

const { LANGUAGE_CODES: LOCALES } = require('@portico/shared-types');
const { extractMessages: messagesOf } = require('./formatjs-messages.js');

function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.(spec|d)\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

const extracted = new Map();

/**
 * The message ids written in the app's source, and their English defaults (formatjs-messages.js);
 * read once per folder and process.
 */
function usedMessages(srcDir) {
  if (!extracted.has(srcDir)) extracted.set(srcDir, extractMessages(srcDir));
  return extracted.get(srcDir);
}

function extractMessages(srcDir) {
  const ids = new Set();
  const defaults = {};
  for (const file of sourceFiles(srcDir)) {
    for (const message of messagesOf(file, fs.readFileSync(file, 'utf8'))) {
      ids.add(message.id);
      if (typeof message.defaultMessage === 'string') defaults[message.id] = message.defaultMessage;
    }
  }
  return { ids, defaults };
}

/** @returns {{ locale: string, missing: string[], unused: string[], empty: string[] }[]} */
function checkCatalogs(srcDir, i18nDir = path.join(srcDir, 'i18n')) {
  const { ids } = usedMessages(srcDir);
  return LOCALES.map((locale) => {
    const catalog = JSON.parse(fs.readFileSync(path.join(i18nDir, `${locale}.json`), 'utf8'));
    const keys = new Set(Object.keys(catalog));
    return {
      locale,
      missing: [...ids].filter((id) => !keys.has(id)).sort(),
      unused: [...keys].filter((id) => !ids.has(id)).sort(),
      empty: [...keys].filter((id) => typeof catalog[id] !== 'string' || catalog[id].trim() === '').sort(),
    };
  });
}

/** Ids whose English catalog entry differs from the source (defaultMessage) text. */
function englishDrift(srcDir, i18nDir = path.join(srcDir, 'i18n')) {
  const { ids, defaults } = usedMessages(srcDir);
  const en = JSON.parse(fs.readFileSync(path.join(i18nDir, 'en.json'), 'utf8'));
  // An id without a readable defaultMessage next to it counts as drift too: English is the source.
  return [...ids].filter((id) => defaults[id] === undefined || en[id] !== defaults[id]).sort();
}

// Chinese text takes full-width punctuation (，。：；？！（）). ASCII , . : ; ? ! ( ) next to a Chinese
// character (spaces aside) is a mistake; URLs, code in backticks, {placeholders}, numbers (1.5),
// file extensions (.jpg) and a character named in a list, set apart by spaces or brackets, are not
// Chinese text.
const CHINESE = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;
const NOT_TEXT = /https?:\/\/[^\s)）]+|`[^`]*`|\{[A-Za-z0-9_]+\}/g;

/** The ASCII punctuation marks of `text` that sit next to Chinese characters, each with its surroundings. */
function asciiPunctuationInChinese(text) {
  const plain = text.replace(NOT_TEXT, (skipped) => '_'.repeat(skipped.length));
  const found = [];
  for (const match of plain.matchAll(/[,.:;?!()]/g)) {
    const at = match.index;
    if (match[0] === '.' && /[0-9A-Za-z]/.test(plain[at + 1] ?? '')) continue;
    // A character named in a list of allowed ones ("点号（. · ・ ‧）"): set apart on both sides.
    if (/[\s（「]/.test(plain[at - 1] ?? '') && /[\s）」、]/.test(plain[at + 1] ?? '')) continue;
    let before = at - 1;
    while (plain[before] === ' ') before -= 1;
    let after = at + 1;
    while (plain[after] === ' ') after += 1;
    if (CHINESE.test(plain[before] ?? '') || CHINESE.test(plain[after] ?? ''))
      found.push(text.slice(Math.max(0, at - 6), at + 7));
  }
  return found;
}

/** Chinese catalog entries with ASCII punctuation in Chinese text: `{ id: [marks with surroundings] }`. */
function chinesePunctuation(i18nDir) {
  const catalog = JSON.parse(fs.readFileSync(path.join(i18nDir, 'cn.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(catalog)
      .map(([id, text]) => [id, asciiPunctuationInChinese(String(text))])
      .filter(([, marks]) => marks.length > 0),
  );
}

module.exports = {
  LOCALES,
  asciiPunctuationInChinese,
  checkCatalogs,
  chinesePunctuation,
  englishDrift,
  usedMessages,
};
