// What the robot's browser loads of CEAC's pages (ADR 0041). The robot reads the DOM and drives the
// page's own scripts; it never looks at the pages. So it does not load what only a person's eyes or
// the site's statistics need: images, fonts, style sheets, media (except on the sign page, where
// the applicant acts in the live view), and the analytics and performance-monitoring scripts CEAC's
// pages carry (Google tag and Analytics, the federal DAP
// script, AppDynamics). It keeps everything the page needs to work: documents, CEAC's own scripts
// (WebForms, ASP.NET AJAX, the page scripts that post back, the leave-site and time-out scripts),
// and the F5 bot-defence script and APM block, whose challenge results CEAC expects from a real
// browser (ds160-page-environment §5.3). It keeps the images a person must see: the captchas
// (start, retrieval, sign), the bot-defence challenge frame, and the photo step's pages.
import type { Page } from 'playwright-core';

/** Analytics and monitoring scripts of CEAC's pages (ds160-page-environment §4, head order 3, 4, 9, 10). */
const ANALYTICS = [
  /googletagmanager\.com\//i,
  /google-analytics\.com\//i,
  /\/CEAC\/GoogleAnalytics\.js/i,
  /\/CEAC\/UniversalFederated-Analytics\.js/i,
  /dap\.digitalgov\.gov\//i,
  /eum\.state\.gov\//i,
  /\/adrum[^/]*\.js/i,
];

/** Pages whose images a person must see: the photo step. */
const PHOTO_PAGE = /identix|photo/i;

/** The sign page: the applicant acts on it in the live view (ADR 0042), so it looks as CEAC made it. */
const SIGN_PAGE = /\/esign\//i;

/** A captcha image (BotDetect's handler, or any image named as a captcha). */
const CAPTCHA = /captcha/i;

export interface RequestFacts {
  url: string;
  resourceType: string;
  /** The document that asked for it. */
  documentUrl: string;
  /** Asked for by a frame inside the page (the bot-defence challenge frame). */
  fromSubframe: boolean;
}

/** Whether the robot's browser loads this request. */
export function robotLoads(request: RequestFacts): boolean {
  if (SIGN_PAGE.test(request.documentUrl) && ['image', 'font', 'stylesheet'].includes(request.resourceType))
    return true;
  switch (request.resourceType) {
    case 'image':
    case 'media':
      return CAPTCHA.test(request.url) || request.fromSubframe || PHOTO_PAGE.test(request.documentUrl);
    case 'font':
    case 'stylesheet':
    case 'ping':
    case 'beacon':
    case 'csp_report':
      return false;
    case 'script':
      return !ANALYTICS.some((pattern) => pattern.test(request.url));
    default:
      return true;
  }
}

/** CDP's resource types as Playwright names them (the policy above speaks Playwright's names). */
const PAUSED_TYPES = {
  Image: 'image',
  Media: 'media',
  Font: 'font',
  Stylesheet: 'stylesheet',
  Ping: 'ping',
  CSPViolationReport: 'csp_report',
  Script: 'script',
} as const satisfies Record<string, string>;
type PausedType = keyof typeof PAUSED_TYPES;

interface RequestPaused {
  requestId: string;
  request: { url: string; headers: Record<string, string> };
  resourceType: string;
  frameId: string;
}

/**
 * Blocks, for the filing's page, what the robot does not need (robotLoads). Through the DevTools
 * protocol's Fetch domain, pausing only the kinds of request the policy may refuse: documents and
 * postbacks are never paused, and the browser's HTTP cache stays on, so CEAC's scripts are fetched
 * and compiled once a filing rather than on every page. (Playwright's `route()` pauses every request
 * and turns the cache off: about half a second of CPU more a filing, ADR 0041.)
 */
export async function blockUnneededRequests(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { frameTree } = (await cdp.send('Page.getFrameTree')) as { frameTree: { frame: { id: string } } };
  const mainFrame = frameTree.frame.id;
  cdp.on('Fetch.requestPaused', (event: RequestPaused) => {
    // The document that asked: a same-origin subresource names it as its referrer; else the page's
    // address (which may still be the previous page's while a new one commits).
    let documentUrl = event.request.headers.Referer ?? event.request.headers.referer ?? '';
    try {
      documentUrl ||= page.url();
    } catch {
      // the page is closing
    }
    const loads = robotLoads({
      url: event.request.url,
      resourceType: PAUSED_TYPES[event.resourceType as PausedType] ?? event.resourceType.toLowerCase(),
      documentUrl,
      fromSubframe: event.frameId !== mainFrame,
    });
    const answer = loads
      ? cdp.send('Fetch.continueRequest', { requestId: event.requestId })
      : cdp.send('Fetch.failRequest', { requestId: event.requestId, errorReason: 'BlockedByClient' });
    // The page may have moved on (a navigation cancels its pending requests): nothing to answer.
    answer.catch(() => undefined);
  });
  await cdp.send('Fetch.enable', {
    patterns: (Object.keys(PAUSED_TYPES) as PausedType[]).map((resourceType) => ({
      resourceType,
      requestStage: 'Request' as const,
    })),
  });
}
