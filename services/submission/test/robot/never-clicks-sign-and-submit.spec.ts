// Signing is the applicant's own act (22 CFR 41.103, docs/adr/0042): the robot has no path that
// clicks CEAC's Sign and Submit. Two halves: a static check over the robot's and the worker's
// sources (every mention of the button must be one of the few that only look for it), and the
// runtime refusal in the robot's click helper, by id and by what a click would hit.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import type { Browser, Page } from 'playwright-core';
import { launchRobotBrowser, pressElement, refuseSignClick, SignClickRefusedError } from '../../src/robot';
import { CEAC } from '../../src/robot/ceac-ids';

const SRC = join(__dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.spec\.ts$/.test(name) ? [path] : [];
  });
}

/** The name of the function, method or variable a node sits in, innermost first. */
function enclosing(node: ts.Node): string[] {
  const names: string[] = [];
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent)
    if (
      (ts.isFunctionDeclaration(at) ||
        ts.isMethodDeclaration(at) ||
        ts.isVariableDeclaration(at) ||
        ts.isPropertyAssignment(at)) &&
      at.name &&
      ts.isIdentifier(at.name)
    )
      names.push(at.name.text);
  return names;
}

/**
 * Every mention of the Sign and Submit button in this source that is not one of the allowed ones:
 * the landmarks that recognise the sign page, `has(...)` looks, the id's own definition, and the
 * guard itself (refuseSignClick, and pressElement's look at what a click would hit).
 */
function signClickSuspects(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const allowed = (node: ts.Node): boolean => {
    const names = enclosing(node);
    if (names.includes('LANDMARKS') || names.includes('refuseSignClick')) return true;
    if (names[0] === 'sign' && names.includes('pressElement')) return true;
    const call = node.parent;
    if (ts.isCallExpression(call) && call.arguments.includes(node as ts.Expression)) {
      const callee = call.expression;
      if (ts.isIdentifier(callee) && callee.text === 'refuseSignClick') return true;
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'has') return true;
    }
    return false;
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'signAndSubmit') {
      if (!allowed(node)) found.push(`${where(node)} ${node.getText()}`);
    } else if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'signAndSubmit'
    ) {
      // The id's definition in the CEAC map (ceac-ids.ts) only.
      if (!file.endsWith('ceac-ids.ts')) found.push(`${where(node)} defines signAndSubmit`);
    } else if (
      (ts.isStringLiteralLike(node) || ts.isRegularExpressionLiteral(node)) &&
      /signAndSubmit|btnSignApp/i.test(node.text)
    ) {
      const definition = file.endsWith('ceac-ids.ts') && /btnSignApp/.test(node.text);
      if (!definition && !enclosing(node).includes('refuseSignClick'))
        found.push(`${where(node)} ${node.getText()}`);
    } else if (ts.isBindingElement(node) && /signAndSubmit/.test(node.getText())) {
      found.push(`${where(node)} destructures ${node.getText()}`);
    } else if (
      ts.isElementAccessExpression(node) &&
      /signAndSubmit|btnSignApp/i.test(node.argumentExpression.getText())
    ) {
      found.push(`${where(node)} ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the robot has no path that clicks Sign and Submit', () => {
  it('no source of the submission service mentions the button except to recognise the page or refuse the click', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(10);
    const suspects = files.flatMap((path) =>
      signClickSuspects(relative(SRC, path), readFileSync(path, 'utf8')),
    );
    expect(suspects).toEqual([]);
  });

  it('the static check finds a click on the button, however it is written', () => {
    const added = [
      `async function a(this: any) { await this.click(CEAC.sign.signAndSubmit, 'after Sign and Submit'); }`,
      `async function b(this: any) { const S = CEAC.sign; await this.navigate(() => this.press(S.signAndSubmit), 'x'); }`,
      `async function c(page: any) { await page.click('#ctl00_SiteContentPlaceHolder_btnSignApp'); }`,
      `async function d(page: any) { const { signAndSubmit } = CEAC.sign; await page.click(signAndSubmit); }`,
      `async function e(page: any) { await page.click(CEAC.sign['signAndSubmit']); }`,
    ];
    for (const text of added) expect(signClickSuspects('robot/added.ts', text)).not.toEqual([]);
    // Looking for the button (the page is the sign page) stays allowed.
    expect(
      signClickSuspects(
        'robot/x.ts',
        `async function f(this: any) { return this.has(CEAC.sign.signAndSubmit); }`,
      ),
    ).toEqual([]);
  });
});

describe("the robot's click helper refuses Sign and Submit at run time", () => {
  let browser: Browser;
  let page: Page;
  const sign = CEAC.sign.signAndSubmit;

  beforeAll(async () => {
    browser = await launchRobotBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    // The sign page's button, and a "Next" button the sign button is laid over.
    await page.setContent(`<!doctype html><body>
      <input type="submit" id="${sign}" value="Sign and Submit Application" onclick="window.clicks.push('sign'); return false;" />
      <button id="next" onclick="window.clicks.push('next')" style="position:absolute;left:20px;top:100px;width:200px;height:40px">Next</button>
      <script>window.clicks = [];</script></body>`);
  });

  it('refuses the button by its id, and nothing reaches the page', async () => {
    expect(() => refuseSignClick(sign)).toThrow(SignClickRefusedError);
    await expect(pressElement(page, sign)).rejects.toThrow(SignClickRefusedError);
    expect(await page.evaluate(() => (window as unknown as { clicks: string[] }).clicks)).toEqual([]);
  });

  it('refuses the button by its id where another element covers it (the check of where a click lands sees the cover)', async () => {
    await page.evaluate(() => {
      // Next laid over the sign button's middle, above it.
      const cover = document.getElementById('next')!;
      const box = document.querySelector('input[type=submit]')!.getBoundingClientRect();
      cover.setAttribute(
        'style',
        `position:absolute;left:${box.left}px;top:${box.top}px;width:${box.width}px;height:${box.height}px;z-index:10`,
      );
    });
    await expect(pressElement(page, sign)).rejects.toThrow(SignClickRefusedError);
    expect(await page.evaluate(() => (window as unknown as { clicks: string[] }).clicks)).toEqual([]);
  });

  it('refuses a click on another element when the button lies over it', async () => {
    await page.evaluate((id) => {
      // Laid exactly over Next (both absolutely placed), above it.
      const style = 'position:absolute;left:20px;top:100px;width:200px;height:40px;z-index:10';
      document.getElementById(id)!.setAttribute('style', style);
    }, sign);
    await expect(pressElement(page, 'next')).rejects.toThrow(SignClickRefusedError);
    expect(await page.evaluate(() => (window as unknown as { clicks: string[] }).clicks)).toEqual([]);
  });

  it('clicks any other element', async () => {
    await pressElement(page, 'next');
    expect(await page.evaluate(() => (window as unknown as { clicks: string[] }).clicks)).toEqual(['next']);
  });
});
