// The crew page (C1/D, issue 17): a section for crew members, with the inventory's 16 controls,
// CEAC's reveals, the copy policies and the translation kinds.
import {
  FAMILY_MEMBER_COPY_POLICY,
  RENEWAL_COPY_POLICY,
  applicableSections,
  copyAnswers,
  formReadiness,
  getSection,
  sectionStatus,
  type FormAnswers,
} from '../src/ds160';
import { C1D_CREW_MEMBER, FIXTURE_TODAY, MARRIED_B1B2_TOURIST } from '../src/fixtures';
import { withAnswer } from '../src/fixtures/with-answer';
import { QUESTIONNAIRE_LANGUAGES, QUESTIONNAIRE_MESSAGES } from '../src/messages';

const purpose = (purposeOfTrip: string, purposeSpecify: string): FormAnswers => ({
  visaPurposePage: { tripPurposes: [{ purposeOfTrip, purposeSpecify }] },
});

describe('the crew page', () => {
  const section = getSection('crewVisaPage');

  it('is CEAC\'s "Crew Visa Information" page, after the other class pages', () => {
    expect(section.ceacPages).toEqual(['CrewVisa']);
    expect(section.fields.flatMap((f) => f.ceac?.controls ?? [])).toHaveLength(16);
  });

  it.each([
    ['C', 'C1-D', true],
    ['D', 'D-D', true],
    ['C', 'C1-TR', false],
    ['D', 'D3-LI', false],
    ['B', 'B1-B2', false],
  ])('applies to %s %s: %s', (cls, sub, applies) => {
    expect(applicableSections(purpose(cls, sub)).includes('crewVisaPage')).toBe(applies);
  });

  it('files the complete crew member, and the tourist has no crew page', () => {
    expect(formReadiness(C1D_CREW_MEMBER, { today: FIXTURE_TODAY }).problems).toEqual([]);
    expect(sectionStatus('crewVisaPage', C1D_CREW_MEMBER, { today: FIXTURE_TODAY }).status).toBe('completed');
    expect(applicableSections(MARRIED_B1B2_TOURIST)).not.toContain('crewVisaPage');
  });

  it('asks the vessel only of seafarers and the agency only when one was used', () => {
    const visible = (answers: FormAnswers) =>
      sectionStatus('crewVisaPage', answers, { today: FIXTURE_TODAY }).questionsVisible;
    const all = visible(C1D_CREW_MEMBER);
    const airCrew = withAnswer(C1D_CREW_MEMBER, 'crewVisaPage', 'crew.servingAboardSeagoingVessel', 'N');
    const noAgency = withAnswer(C1D_CREW_MEMBER, 'crewVisaPage', 'crew.usedManningAgency', 'N');
    expect(all - visible(airCrew)).toBe(2);
    expect(all - visible(noAgency)).toBe(9);
    expect(formReadiness(airCrew, { today: FIXTURE_TODAY }).ready).toBe(true);
  });

  it.each([
    ['crew.vesselOwnerPhone', '+63 2 527', 'ds160.error.format.phone'],
    ['crew.jobTitleAboard', 'A.B. SEAMAN', 'ds160.error.charset.organization'],
    ['crew.vesselImoNumber', 'IMO-9321483', 'ds160.error.charset.nationalId'],
    ['crew.agency.contactSurname', 'REYES2', 'ds160.error.charset.name'],
    ['crew.vesselName', undefined, 'ds160.error.required'],
  ])('refuses %s = %p with %s', (field, value, messageId) => {
    const readiness = formReadiness(withAnswer(C1D_CREW_MEMBER, 'crewVisaPage', field, value), {
      today: FIXTURE_TODAY,
    });
    expect(readiness.problems).toEqual([{ section: 'crewVisaPage', field, messageId }]);
  });

  it('translates names and addresses, lets a person translate the job title, keeps numbers', () => {
    const kinds = Object.fromEntries(section.fields.map((f) => [f.key, f.translation]));
    expect(kinds).toMatchObject({
      'crew.jobTitleAboard': 'freeText',
      'crew.vesselOwnerCompany': 'name',
      'crew.vesselName': 'name',
      'crew.vesselImoNumber': 'none',
      'crew.agency.contactSurname': 'name',
      'crew.agency.address.line1': 'address',
      'crew.agency.address.country': 'enumerated',
      'crew.servingAboardSeagoingVessel': 'enumerated',
    });
  });

  it("is copied into a renewal, never into a family member's form", () => {
    expect(copyAnswers(C1D_CREW_MEMBER, RENEWAL_COPY_POLICY).crewVisaPage).toEqual(
      C1D_CREW_MEMBER.crewVisaPage,
    );
    expect(copyAnswers(C1D_CREW_MEMBER, FAMILY_MEMBER_COPY_POLICY).crewVisaPage).toBeUndefined();
  });

  it('has its title, labels and help in every language', () => {
    const ids = [
      section.titleMessageId,
      ...section.fields.flatMap((f) => [f.messages.label, f.messages.help].filter(Boolean) as string[]),
    ];
    for (const language of QUESTIONNAIRE_LANGUAGES) {
      const catalog = QUESTIONNAIRE_MESSAGES[language] as Record<string, string | undefined>;
      expect({ language, missing: ids.filter((id) => !catalog[id]) }).toEqual({ language, missing: [] });
    }
    expect(QUESTIONNAIRE_MESSAGES.ru['ds160.section.crewVisaPage.title']).not.toBe(
      QUESTIONNAIRE_MESSAGES.en['ds160.section.crewVisaPage.title'],
    );
  });
});
