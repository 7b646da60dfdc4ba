// Broken copies of the complete applications fail with the right message on the right field.
import { formReadiness, type AnswerValue, type FormProblem, type SectionKey } from '../src/ds160';
import {
  F1_STUDENT,
  FIXTURE_TODAY,
  H1B_WORKER,
  MARRIED_B1B2_TOURIST,
  MEXICO_BORN_APPLICANT,
  WIDOWED_RETURNING_VISITOR,
} from '../src/fixtures';
import { withAnswer } from '../src/fixtures/with-answer';

type Breakage = [
  name: string,
  answers: typeof F1_STUDENT,
  section: SectionKey,
  path: string,
  value: AnswerValue | undefined,
  expected: FormProblem,
];

const problem = (section: SectionKey, field: string, messageId: string): FormProblem => ({
  section,
  field,
  messageId,
});

const BREAKAGES: Breakage[] = [
  [
    'tourist without a surname',
    MARRIED_B1B2_TOURIST,
    'personalP1',
    'surname',
    undefined,
    problem('personalP1', 'surname', 'ds160.error.required'),
  ],
  [
    'tourist with a hyphenated phone',
    MARRIED_B1B2_TOURIST,
    'addressAndPhonePage',
    'phoneNumbers.primary',
    '86-138-0013-8000',
    problem('addressAndPhonePage', 'phoneNumbers.primary', 'ds160.error.format.phone'),
  ],
  [
    'tourist with an invalid email',
    MARRIED_B1B2_TOURIST,
    'addressAndPhonePage',
    'email',
    'li.wang@',
    problem('addressAndPhonePage', 'email', 'ds160.error.charset.email'),
  ],
  [
    'tourist with no spouse name',
    MARRIED_B1B2_TOURIST,
    'spouseInfoPage',
    'spouseSurname',
    undefined,
    problem('spouseInfoPage', 'spouseSurname', 'ds160.error.required'),
  ],
  [
    'tourist with departure before arrival',
    MARRIED_B1B2_TOURIST,
    'visaPurposePage',
    'departureDate',
    { day: 1, month: 3, year: 2027 },
    problem('visaPurposePage', 'departureDate', 'ds160.error.departureAfterArrival'),
  ],
  [
    'tourist with a bad telecode',
    MARRIED_B1B2_TOURIST,
    'personalP1',
    'telecodeSurname',
    '37690',
    problem('personalP1', 'telecodeSurname', 'ds160.error.format.telecode'),
  ],
  [
    'student without a SEVIS ID',
    F1_STUDENT,
    'studentVisaPage2',
    'sevisId',
    undefined,
    problem('studentVisaPage2', 'sevisId', 'ds160.error.required'),
  ],
  [
    'student with a malformed SEVIS ID',
    F1_STUDENT,
    'studentVisaPage2',
    'sevisId',
    'N12345',
    problem('studentVisaPage2', 'sevisId', 'ds160.error.format.sevisId'),
  ],
  [
    'student without a school contact',
    F1_STUDENT,
    'studentVisaPage1',
    'contacts',
    [],
    problem('studentVisaPage1', 'contacts', 'ds160.error.repeaterMin'),
  ],
  [
    'student whose payer has no relationship',
    F1_STUDENT,
    'visaPurposePage',
    'payer.relationship',
    undefined,
    problem('visaPurposePage', 'payer.relationship', 'ds160.error.notSelected'),
  ],
  [
    'student with a Cyrillic duty text',
    F1_STUDENT,
    'presentOccupationPage',
    'dutiesDescription',
    'Учёба',
    problem('presentOccupationPage', 'dutiesDescription', 'ds160.error.englishOnly'),
  ],
  [
    'worker with a hyphenated receipt number',
    H1B_WORKER,
    'temporaryVisaPage',
    'applicationReceiptNumber',
    'WAC-25-123-45678',
    problem('temporaryVisaPage', 'applicationReceiptNumber', 'ds160.error.format.petitionNumber'),
  ],
  [
    'worker without a petition number on the Travel page',
    H1B_WORKER,
    'visaPurposePage',
    'tripPurposes.0.petitionNumber',
    undefined,
    problem('visaPurposePage', 'tripPurposes.0.petitionNumber', 'ds160.error.required'),
  ],
  [
    'worker whose sub-class does not match the class',
    H1B_WORKER,
    'visaPurposePage',
    'tripPurposes.0.purposeSpecify',
    'L1-L1',
    problem('visaPurposePage', 'tripPurposes.0.purposeSpecify', 'ds160.error.invalidOption'),
  ],
  [
    'worker whose previous job ends before it starts',
    H1B_WORKER,
    'previousOccupationPage',
    'previousEmployers.0.endDate',
    { day: 1, month: 1, year: 2014 },
    problem('previousOccupationPage', 'previousEmployers.0.endDate', 'ds160.error.endAfterStart'),
  ],
  [
    'widow without the deceased spouse nationality',
    WIDOWED_RETURNING_VISITOR,
    'deceasedSpouseInfoPage',
    'deceasedSpouse.nationality',
    undefined,
    problem('deceasedSpouseInfoPage', 'deceasedSpouse.nationality', 'ds160.error.notSelected'),
  ],
  [
    'widow with a 7-digit visa number',
    WIDOWED_RETURNING_VISITOR,
    'previousUsTravelPage',
    'lastVisa.visaNumber',
    '1234567',
    problem('previousUsTravelPage', 'lastVisa.visaNumber', 'ds160.error.format.visaNumber'),
  ],
  [
    'widow whose visit has no date',
    WIDOWED_RETURNING_VISITOR,
    'previousUsTravelPage',
    'previousVisits.1.arrivalDate',
    { year: 2023 },
    problem('previousUsTravelPage', 'previousVisits.1.arrivalDate', 'ds160.error.dateIncompleteDayMonthYear'),
  ],
  [
    'widow whose father was born after her',
    WIDOWED_RETURNING_VISITOR,
    'familyInfoPage',
    'father.dateOfBirth',
    { day: 1, month: 1, year: 1960 },
    problem('familyInfoPage', 'father.dateOfBirth', 'ds160.error.fatherBornBeforeApplicant'),
  ],
  [
    'widow whose companion has no relationship',
    WIDOWED_RETURNING_VISITOR,
    'travelCompanionsPage',
    'travelCompanions.0.relationship',
    undefined,
    problem('travelCompanionsPage', 'travelCompanions.0.relationship', 'ds160.error.notSelected'),
  ],
  [
    'Mexican applicant answering Yes to specific plans',
    MEXICO_BORN_APPLICANT,
    'visaPurposePage',
    'hasSpecificTravelPlans',
    'Y',
    problem('visaPurposePage', 'hasSpecificTravelPlans', 'ds160.error.lockedMexico'),
  ],
  [
    'Mexican applicant without the length of stay',
    MEXICO_BORN_APPLICANT,
    'visaPurposePage',
    'intendedLengthOfStay.value',
    undefined,
    problem('visaPurposePage', 'intendedLengthOfStay.value', 'ds160.error.required'),
  ],
  [
    'Mexican applicant whose marriage ended before it began',
    MEXICO_BORN_APPLICANT,
    'spouseInfoPage',
    'formerSpouses.0.marriageEndDate',
    { day: 1, month: 1, year: 2008 },
    problem('spouseInfoPage', 'formerSpouses.0.marriageEndDate', 'ds160.error.marriageEndAfterStart'),
  ],
  [
    'Mexican applicant with an accented given name',
    MEXICO_BORN_APPLICANT,
    'personalP1',
    'givenName',
    'MARÍA FERNANDA',
    problem('personalP1', 'givenName', 'ds160.error.englishOnly'),
  ],
  [
    'Mexican applicant with an expired passport',
    MEXICO_BORN_APPLICANT,
    'passportPage',
    'expirationDate',
    { day: 1, month: 1, year: 2026 },
    problem('passportPage', 'expirationDate', 'ds160.error.dateFuture'),
  ],
];

describe('broken copies of the complete applications', () => {
  it.each(BREAKAGES)('%s', (_name, answers, section, path, value, expected) => {
    const readiness = formReadiness(withAnswer(answers, section, path, value), { today: FIXTURE_TODAY });
    expect(readiness.ready).toBe(false);
    expect(readiness.problems).toEqual([expected]);
  });
});
