// A tiny browser for the tests: one cookie jar, form posts with WebForms post names, redirects.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { FormAnswers } from '@portico/shared-types';
import { createCeacSim, type CeacSimOptions } from '../src/app';
import { postName } from '../src/ceac-names';
import { viewState } from '../src/form-page';
import { definitionPage, fromAnswers } from './fill-from-answers';
import { chromium, type Browser as Chromium } from 'playwright-core';

export const P = 'ctl00_SiteContentPlaceHolder_';
export const F = `${P}FormView1_`;

export async function startSim(
  options: CeacSimOptions = { testHooks: true },
): Promise<{ url: string; server: Server }> {
  const server = createCeacSim(options).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export class Browser {
  cookie = '';
  url = '';
  html = '';
  status = 0;

  constructor(private readonly base: string) {}

  async request(path: string, init: RequestInit = {}): Promise<void> {
    let target = path;
    let options = init;
    for (let hops = 0; hops < 5; hops += 1) {
      const res = await fetch(this.base + target, {
        ...options,
        redirect: 'manual',
        headers: { ...(options.headers as Record<string, string>), cookie: this.cookie },
      });
      const set = res.headers.get('set-cookie');
      if (set) this.cookie = set.split(';')[0];
      if (res.status >= 300 && res.status < 400) {
        target = res.headers.get('location')!;
        options = {};
        await res.arrayBuffer();
        continue;
      }
      this.url = target;
      this.status = res.status;
      this.html = await res.text();
      return;
    }
    throw new Error('too many redirects');
  }

  get(path: string): Promise<void> {
    return this.request(path);
  }

  /** Posts to the current page: values keyed by element id (converted to post names). */
  post(values: Record<string, string>, extra: Record<string, string> = {}): Promise<void> {
    const body = new URLSearchParams();
    for (const [id, value] of Object.entries(values)) body.append(postName(id), value);
    const state = /id="__VIEWSTATE" value="([^"]*)"/.exec(this.html)?.[1];
    if (state && !('__VIEWSTATE' in extra)) body.append('__VIEWSTATE', state);
    for (const [name, value] of Object.entries(extra)) body.append(name, value);
    return this.request(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
  }

  /** A multipart post (the photo tool's form): fields by post name, one optional file. */
  postMultipart(
    fields: Record<string, string>,
    file?: { name: string; bytes: Buffer; type?: string },
  ): Promise<void> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file)
      form.append(
        file.name,
        new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }),
        'photo.jpg',
      );
    return this.request(this.url, { method: 'POST', body: form });
  }

  /** The node of the page shown now (`?node=`). */
  node(): string | null {
    return new URL(this.url, 'http://sim').searchParams.get('node');
  }

  /** Files every application page from complete answers with Next, as the robot would. */
  async fillApplicationPages(answers: FormAnswers, stopAt?: string): Promise<string[]> {
    const filed: string[] = [];
    for (let guard = 0; guard < 80; guard += 1) {
      const node = this.node();
      const page = node ? definitionPage(node) : undefined;
      if (!page || node === stopAt) return filed;
      const { values, counts } = fromAnswers(page, answers[page.section] ?? {});
      const before = this.url;
      await this.post(values, { ...BUTTON.next, __VIEWSTATE: viewState(counts) });
      if (this.url === before) throw new Error(`${page.node} refused: ${this.errors().join(' | ')}`);
      filed.push(page.node);
    }
    throw new Error('too many pages');
  }

  async hook(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(this.base + '/__test' + path, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(init.headers as Record<string, string>),
        cookie: this.cookie,
      },
    });
  }

  async captcha(): Promise<string> {
    return ((await (await this.hook('/captcha')).json()) as { code: string }).code;
  }

  /** Location + captcha + START AN APPLICATION; returns the new Application ID. */
  async startApplication(location = 'SHG'): Promise<string> {
    await this.get('/GenNIV/Default.aspx');
    await this.post(
      {
        [`${P}ucLocation_ddlLocation`]: location,
        [`${P}ucLocation_IdentifyCaptcha1_txtCodeTextBox`]: await this.captcha(),
      },
      { __EVENTTARGET: postName(`${P}lnkNew`) },
    );
    return /id="ctl00_lblAppID">([^<]+)</.exec(this.html)![1];
  }

  async answerSecurityQuestion(answer = 'Smith Jones'): Promise<void> {
    await this.post(
      { [`${P}chkbxPrivacyAct`]: 'on', [`${P}ddlQuestions`]: '3', [`${P}txtAnswer`]: answer },
      { [postName(`${P}btnContinue`)]: 'Continue' },
    );
  }

  has(id: string): boolean {
    return new RegExp(`id="${id}"`).test(this.html);
  }

  errors(): string[] {
    const summary =
      /id="ctl00_SiteContentPlaceHolder_(?:FormView1_ValidationSummary|ValidationSummary1)"[^>]*>([\s\S]*?)<\/div>/.exec(
        this.html,
      );
    if (!summary) return [];
    return [...summary[1].matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) =>
      m[1].replace(/&#34;/g, '"').replace(/&#39;/g, "'"),
    );
  }
}

export const BUTTON = {
  back: { [postName(`${P}UpdateButton1`)]: 'Back' },
  save: { [postName(`${P}UpdateButton2`)]: 'Save' },
  next: { [postName(`${P}UpdateButton3`)]: 'Next' },
};

/** Debian's Chromium, headless, as the Chromium tests run it. */
export function launchChromium(): Promise<Chromium> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
}

/** POST /__test/faults. */
export function setFaults(url: string, body: unknown): Promise<Response> {
  return fetch(`${url}/__test/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A new application standing on Personal 1. */
export async function atPersonal1(url: string): Promise<{ b: Browser; id: string }> {
  const b = new Browser(url);
  const id = await b.startApplication();
  await b.answerSecurityQuestion();
  return { b, id };
}

/** Start page → RETRIEVE AN APPLICATION → the application ID → surname, year of birth, answer. */
export async function retrieve(
  url: string,
  id: string,
  surname: string,
  year: string,
  answer: string,
): Promise<Browser> {
  const b = new Browser(url);
  await b.get('/GenNIV/Default.aspx');
  await b.post(
    {
      [`${P}ucLocation_ddlLocation`]: 'SHG',
      [`${P}ucLocation_IdentifyCaptcha1_txtCodeTextBox`]: await b.captcha(),
    },
    { __EVENTTARGET: postName(`${P}lnkRetrieve`) },
  );
  await b.post(
    { [`${P}ApplicationRecovery1_tbxApplicationID`]: id },
    { [postName(`${P}ApplicationRecovery1_btnBarcodeSubmit`)]: 'Continue' },
  );
  await b.post(
    {
      [`${P}ApplicationRecovery1_txbSurname`]: surname,
      [`${P}ApplicationRecovery1_txbDOBYear`]: year,
      [`${P}ApplicationRecovery1_txbAnswer`]: answer,
    },
    { [postName(`${P}ApplicationRecovery1_btnRetrieve`)]: 'Retrieve Application' },
  );
  return b;
}
