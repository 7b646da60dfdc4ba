// The interview post (issue 7): asked with the trip, filed on CEAC's start page, never on an
// application page, required in every complete application, and one of CEAC's post codes.
import { ISO_COUNTRY_CODES } from '../src/billing/countries';
import { DS160_SECTIONS, REFERENCE_LISTS, formReadiness, getField, referenceOptionLabel } from '../src/ds160';
import { COMPLETE_APPLICATIONS, FIXTURE_TODAY, MARRIED_B1B2_TOURIST } from '../src/fixtures';
import { withAnswer } from '../src/fixtures/with-answer';
import { EN_MESSAGES, QUESTIONNAIRE_LANGUAGES, QUESTIONNAIRE_MESSAGES } from '../src/messages';

describe('interview post', () => {
  const field = getField('visaPurposePage', 'interviewLocation');

  it("is a required select of CEAC's posts, mapped to the start page's location list", () => {
    expect(field).toMatchObject({
      type: 'select',
      required: true,
      list: 'interviewPosts',
      ceac: {
        page: 'Default',
        controls: [{ id: 'ctl00_SiteContentPlaceHolder_ucLocation_ddlLocation', kind: 'select' }],
      },
    });
    expect(field?.visibleWhen).toBeUndefined();
  });

  it('is not on any application page (the start page is not a section page)', () => {
    expect(DS160_SECTIONS.flatMap((s) => s.ceacPages)).not.toContain('Default');
  });

  it('is asked in every language', () => {
    for (const language of QUESTIONNAIRE_LANGUAGES)
      expect(QUESTIONNAIRE_MESSAGES[language]['ds160.visaPurposePage.interviewLocation.label']).toBeTruthy();
    expect(EN_MESSAGES['ds160.visaPurposePage.interviewLocation.label']).toBe(
      'Where will you apply for your visa?',
    );
  });

  it.each(Object.entries(COMPLETE_APPLICATIONS))('%s names a post', (_name, answers) => {
    const post = answers.visaPurposePage?.interviewLocation;
    expect(REFERENCE_LISTS.interviewPosts.map((o) => o.code)).toContain(post);
  });

  it('a form without a post is not ready, with the required message on the field', () => {
    const readiness = formReadiness(
      withAnswer(MARRIED_B1B2_TOURIST, 'visaPurposePage', 'interviewLocation', undefined),
      {
        today: FIXTURE_TODAY,
      },
    );
    expect(readiness.ready).toBe(false);
    expect(readiness.problems).toEqual([
      { section: 'visaPurposePage', field: 'interviewLocation', messageId: 'ds160.error.notSelected' },
    ]);
  });

  it('a post code CEAC does not list is refused', () => {
    const readiness = formReadiness(
      withAnswer(MARRIED_B1B2_TOURIST, 'visaPurposePage', 'interviewLocation', 'XXX'),
      {
        today: FIXTURE_TODAY,
      },
    );
    expect(readiness.problems).toEqual([
      { section: 'visaPurposePage', field: 'interviewLocation', messageId: 'ds160.error.invalidOption' },
    ]);
  });
});

describe("CEAC's interview posts", () => {
  const posts = REFERENCE_LISTS.interviewPosts;

  it('are all 217 of the start page, each a three-letter code once', () => {
    expect(posts).toHaveLength(217);
    expect(new Set(posts.map((p) => p.code)).size).toBe(217);
    expect(posts.filter((p) => !/^[A-Z]{3}$/.test(p.code))).toEqual([]);
  });

  it('let an Indonesian applicant choose Jakarta or Surabaya', () => {
    expect(posts.filter((p) => p.region === 'ID').map((p) => [p.code, p.label])).toEqual([
      ['JAK', 'INDONESIA, JAKARTA'],
      ['SRB', 'INDONESIA, SURABAYA'],
    ]);
    const readiness = formReadiness(
      withAnswer(MARRIED_B1B2_TOURIST, 'visaPurposePage', 'interviewLocation', 'SRB'),
      {
        today: FIXTURE_TODAY,
      },
    );
    expect(readiness.problems).toEqual([]);
  });

  it('know the country of every post but Jerusalem, as an ISO code', () => {
    expect(posts.filter((p) => !p.region).map((p) => p.code)).toEqual(['JRS']);
    // Kosovo has no ISO code: XK is the one Intl (CLDR) names it by.
    const known = [...ISO_COUNTRY_CODES, 'XK'];
    expect(posts.filter((p) => p.region && !known.includes(p.region)).map((p) => p.code)).toEqual([]);
    expect(posts.find((p) => p.code === 'KIN')?.region).toBe('CD');
    expect(posts.find((p) => p.code === 'BRZ')?.region).toBe('CG');
  });

  it.each([
    ['en', 'INDONESIA, JAKARTA'],
    ['es', 'Indonesia, JAKARTA'],
    ['ru', 'Индонезия, JAKARTA'],
    ['zh-CN', '印度尼西亚, JAKARTA'],
    ['cn', '印度尼西亚, JAKARTA'],
    ['vi', 'Indonesia, JAKARTA'],
  ])('are labelled in %s with the country in that language: %s', (locale, label) => {
    expect(referenceOptionLabel(posts.find((p) => p.code === 'JAK')!, locale)).toBe(label);
  });

  it('keep a label without a country part whole', () => {
    expect(referenceOptionLabel(posts.find((p) => p.code === 'HNK')!, 'ru')).toBe('Гонконг (САР)');
    expect(referenceOptionLabel(posts.find((p) => p.code === 'JRS')!, 'ru')).toBe('JERUSALEM');
  });
});
