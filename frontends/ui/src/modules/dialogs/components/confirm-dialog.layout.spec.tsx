/**
 * @jest-environment node
 *
 * The confirmation dialog laid out by a real browser (Chromium, not jsdom): a long e-mail address in
 * its title and message wraps inside the panel at a phone's width and a desktop's, instead of
 * overflowing it (issue 21: the remove-member dialog). And a checkbox sits with its label.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { chromium, type Browser } from 'playwright-core';
import { ConfirmDialog } from './confirm-dialog';

jest.mock('react-dom', () => ({
  ...jest.requireActual('react-dom'),
  // Server rendering has no portal target: the dialog's markup is rendered in place.
  createPortal: (node: unknown) => node,
}));

jest.setTimeout(60_000);

const STYLES = path.resolve(__dirname, '../../../styles');
/** ui's stylesheet with its @imports inlined, in their order. */
const css = readFileSync(path.join(STYLES, 'index.css'), 'utf8').replace(
  /@import '\.\/([\w-]+\.css)';/g,
  (_all, file: string) => readFileSync(path.join(STYLES, file), 'utf8'),
);

const EMAIL = `${'very.long.name.of.a.colleague'.repeat(3)}@a-rather-long-agency-domain-name.example.test`;

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
});
afterAll(() => browser?.close());

function markup(): string {
  // The Modal reads the focused element while rendering; on the server there is none.
  (globalThis as { document?: unknown }).document = { activeElement: null };
  try {
    return renderToStaticMarkup(
      <ConfirmDialog
        title={`Remove ${EMAIL}?`}
        message={`${EMAIL} loses access to this workspace and its forms at once.`}
        confirmLabel="Remove member"
        cancelLabel="Cancel"
        onConfirm={() => undefined}
        onCancel={() => undefined}
        danger
      />,
    );
  } finally {
    delete (globalThis as { document?: unknown }).document;
  }
}

describe('confirm dialog layout (Chromium)', () => {
  it.each([375, 1280])('keeps a long e-mail inside the dialog at %i px', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    try {
      await page.setContent(
        `<!doctype html><html><head><style>${css}</style></head><body>${markup()}</body></html>`,
      );
      const box = await page.evaluate(() => {
        const panel = document.querySelector<HTMLElement>('.ui-modal__panel')!;
        const rect = panel.getBoundingClientRect();
        const inner = [...panel.querySelectorAll<HTMLElement>('*')].filter(
          (element) => element.getBoundingClientRect().right > rect.right + 0.5,
        );
        return {
          left: rect.left,
          right: rect.right,
          scrolls: panel.scrollWidth > panel.clientWidth,
          outside: inner.map((element) => element.tagName),
          viewport: document.documentElement.clientWidth,
          pageScrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
        };
      });
      expect(box).toEqual({
        left: expect.any(Number),
        right: expect.any(Number),
        scrolls: false,
        outside: [],
        viewport: width,
        pageScrolls: false,
      });
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(width);
    } finally {
      await page.close();
    }
  });
});

describe('a checkbox with its label (Chromium)', () => {
  it.each([375, 1280])('sits beside its label on one line at %i px', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 400 } });
    try {
      await page.setContent(
        `<!doctype html><html><head><style>${css}</style></head><body><form><div class="ui-field">` +
          `<label class="ui-check" for="c"><input type="checkbox" id="c" checked /><span>E-mail the link to the client now</span></label>` +
          `</div></form></body></html>`,
      );
      const layout = await page.evaluate(() => {
        const box = document.querySelector('input')!.getBoundingClientRect();
        const text = document.querySelector('span')!.getBoundingClientRect();
        return {
          sameLine: Math.abs(box.top + box.height / 2 - (text.top + text.height / 2)) <= 4,
          gap: Math.round(text.left - box.right),
        };
      });
      expect(layout.sameLine).toBe(true);
      expect(layout.gap).toBeGreaterThanOrEqual(0);
      expect(layout.gap).toBeLessThanOrEqual(16);
      await page.click('text=E-mail the link to the client now');
      expect(await page.isChecked('#c')).toBe(false);
    } finally {
      await page.close();
    }
  });
});
