import { robotLoads, type RequestFacts } from './resource-policy';

const page = 'https://ceac.state.gov/GenNIV/General/complete/complete_personal.aspx?node=Personal1';
const ask = (url: string, resourceType: string, extra: Partial<RequestFacts> = {}) =>
  robotLoads({ url, resourceType, documentUrl: page, fromSubframe: false, ...extra });

describe("what the robot's browser loads of CEAC's pages", () => {
  it('loads the documents, the postbacks and the scripts the pages need to work', () => {
    expect(ask(page, 'document')).toBe(true);
    expect(ask(page, 'xhr')).toBe(true);
    for (const script of [
      'https://ceac.state.gov/GenNIV/ScriptResource.axd?d=abc&t=1',
      'https://ceac.state.gov/GenNIV/WebResource.axd?d=abc',
      'https://ceac.state.gov/GenNIV/_res/js/Common.js',
      'https://ceac.state.gov/GenNIV/_res/js/CheckBrowserClose.js',
      'https://ceac.state.gov/GenNIV/_res/js/AjaxHandler.js',
      // The bot defence: CEAC expects what it computes from a real browser.
      'https://ceac.state.gov/TSPD/08e0ab1c2fab2000?type=17',
    ])
      expect({ script, loads: ask(script, 'script') }).toEqual({ script, loads: true });
  });

  it('leaves out images, fonts, styles, beacons and the analytics and monitoring scripts', () => {
    expect(ask('https://ceac.state.gov/GenNIV/_res/images/banner.gif', 'image')).toBe(false);
    expect(ask('https://ceac.state.gov/GenNIV/_res/css/Main.css', 'stylesheet')).toBe(false);
    expect(ask('https://ceac.state.gov/GenNIV/_res/fonts/a.woff2', 'font')).toBe(false);
    expect(ask('https://www.google-analytics.com/g/collect?v=2', 'ping')).toBe(false);
    for (const script of [
      'https://www.googletagmanager.com/gtag/js?id=G-JNS6XTMRTN',
      'https://ceac.state.gov/CEAC/GoogleAnalytics.js',
      'https://ceac.state.gov/CEAC/UniversalFederated-Analytics.js?agency=DOS&subagency=CA',
      'https://eum.state.gov/appd.21.7.0.3493.js',
    ])
      expect({ script, loads: ask(script, 'script') }).toEqual({ script, loads: false });
  });

  it('keeps the images a person must see: captchas, the challenge frame, the photo step', () => {
    expect(ask('https://ceac.state.gov/GenNIV/BotDetectCaptcha.ashx?get=image&c=x', 'image')).toBe(true);
    expect(ask('https://ceac.state.gov/challenge/img.png', 'image', { fromSubframe: true })).toBe(true);
    expect(
      ask('https://ceac.state.gov/GenNIV/General/photo/photo_image.aspx', 'image', {
        documentUrl: 'https://ceac.state.gov/GenNIV/General/photo/photo_confirmphoto.aspx?node=ConfirmPhoto',
      }),
    ).toBe(true);
  });

  it('loads the sign page as CEAC made it: the applicant acts on it in the live view', () => {
    const sign = {
      documentUrl: 'https://ceac.state.gov/GenNIV/General/esign/signtheapplication.aspx?node=SignCertify',
    };
    expect(ask('https://ceac.state.gov/GenNIV/_res/css/Main.css', 'stylesheet', sign)).toBe(true);
    expect(ask('https://ceac.state.gov/GenNIV/_res/images/banner.gif', 'image', sign)).toBe(true);
    expect(ask('https://ceac.state.gov/GenNIV/_res/fonts/a.woff2', 'font', sign)).toBe(true);
    expect(ask('https://www.googletagmanager.com/gtag/js?id=G-JNS6XTMRTN', 'script', sign)).toBe(false);
  });
});
