// What the robot's browser loads of CEAC's pages (ADR 0041). The robot reads the DOM and drives the
// page's own scripts; it never looks at the pages. So it does not load what only a person's eyes or
// the site's statistics need: images, fonts, style sheets, media, and the analytics and
// performance-monitoring scripts CEAC's pages carry (Google tag and Analytics, the federal DAP
// script, AppDynamics). It keeps everything the page needs to work: documents, CEAC's own scripts
// (WebForms, ASP.NET AJAX, the page scripts that post back, the leave-site and time-out scripts),
// and the F5 bot-defence script and APM block, whose challenge results CEAC expects from a real
// browser (ds160-page-environment §5.3). It keeps the images a person must see: the captchas
// (start, retrieval, sign), the bot-defence challenge frame, and the photo step's pages.
import type { BrowserContext, Request } from 'playwright-core';

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

function factsOf(request: Request): RequestFacts {
  let documentUrl = '';
  let fromSubframe = false;
  try {
    const frame = request.frame();
    documentUrl = frame.url();
    fromSubframe = frame.parentFrame() !== null;
  } catch {
    // a service worker's request has no frame
  }
  return { url: request.url(), resourceType: request.resourceType(), documentUrl, fromSubframe };
}

/** Blocks, for every page of the filing's browser context, what the robot does not need. */
export async function routeRobotRequests(context: BrowserContext): Promise<void> {
  await context.route('**/*', (route) =>
    robotLoads(factsOf(route.request())) ? route.continue() : route.abort('blockedbyclient'),
  );
}
