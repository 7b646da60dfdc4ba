// The interview post (issue 7): asked with the trip, filed on CEAC's start page, never on an
// application page, required in every complete application, and one of CEAC's post codes.
import { DS160_SECTIONS, REFERENCE_LISTS, formReadiness, getField } from '../src/ds160';
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
