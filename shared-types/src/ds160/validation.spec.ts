import { withAnswer } from '../fixtures/with-answer';
import {
  COMPLETE_APPLICATIONS,
  F1_STUDENT,
  FIXTURE_TODAY,
  H1B_WORKER,
  MARRIED_B1B2_TOURIST,
  MEXICO_BORN_APPLICANT,
  WIDOWED_RETURNING_VISITOR,
} from '../fixtures';
import { EN_MESSAGES } from '../messages';
import { applicableSections, isFieldVisible } from './conditions';
import {
  applyLocks,
  formReadiness,
  formWarnings,
  lockedValue,
  sectionStatus,
  validateField,
  phoneDigits,
} from './validation';
import type { FormAnswers } from './types';

const today = { today: FIXTURE_TODAY };
const tourist = MARRIED_B1B2_TOURIST;

describe('phone numbers (spec §5)', () => {
  const check = (value: string) =>
    validateField('addressAndPhonePage', 'phoneNumbers.primary', value, tourist, today);

  it('accepts 5 to 15 digits', () => {
    expect(check('12345')).toBeNull();
    expect(check('123456789012345')).toBeNull();
  });

  it.each(['1234', '1234567890123456', '555-12345', '555 12345', '+8613800138000', '(415)5551234'])(
    'refuses %s',
    (value) => {
      expect(check(value)).toBe('ds160.error.format.phone');
    },
  );

  it('keeps the digits of a typed or pasted number, whatever its length as typed', () => {
    expect(phoneDigits('+7 (495) 123-45-67')).toBe('74951234567');
    expect(check(phoneDigits('+7 (495) 123-45-67'))).toBeNull();
    expect(phoneDigits('＋86 138 0013 8000')).toBe('8613800138000');
    expect(check(phoneDigits('+1 (234) 567-8901-2345-6'))).toBe('ds160.error.format.phone');
  });

  it("says the spec's words", () => {
    expect(EN_MESSAGES['ds160.error.format.phone']).toBe(
      'Phone number must be 5-15 digits with no spaces or hyphens',
    );
  });

  it('applies to every phone field, not only the primary one', () => {
    expect(validateField('contactInfoPage', 'usContact.phone', '415-394-1111', tourist, today)).toBe(
      'ds160.error.format.phone',
    );
    expect(validateField('presentOccupationPage', 'employerPhone', '86 571 8888', tourist, today)).toBe(
      'ds160.error.format.phone',
    );
  });
});

describe('dates in the past or the future', () => {
  it('wants a date of birth in the past', () => {
    expect(validateField('personalP1', 'birthDate', { day: 1, month: 1, year: 2030 }, tourist, today)).toBe(
      'ds160.error.datePast',
    );
    expect(EN_MESSAGES['ds160.error.datePast']).toBe('Date must be in the past');
  });

  it('judges the same value again on another day (verdicts are remembered per day)', () => {
    const date = { day: 1, month: 1, year: 2030 };
    expect(validateField('personalP1', 'birthDate', date, tourist, today)).toBe('ds160.error.datePast');
    expect(
      validateField('personalP1', 'birthDate', date, tourist, { today: new Date('2031-06-01') }),
    ).toBeNull();
    expect(validateField('personalP1', 'birthDate', date, tourist, today)).toBe('ds160.error.datePast');
  });

  it('wants arrival and passport expiration in the future', () => {
    expect(
      validateField('visaPurposePage', 'arrivalDate', { day: 1, month: 1, year: 2020 }, tourist, today),
    ).toBe('ds160.error.dateFuture');
    expect(
      validateField('passportPage', 'expirationDate', { day: 1, month: 1, year: 2025 }, tourist, today),
    ).toBe('ds160.error.dateFuture');
    expect(EN_MESSAGES['ds160.error.dateFuture']).toBe('Date must be in the future');
  });

  it('wants previous visits and visa issue dates in the past', () => {
    const visitor = WIDOWED_RETURNING_VISITOR;
    expect(
      validateField(
        'previousUsTravelPage',
        'previousVisits.1.arrivalDate',
        { day: 1, month: 1, year: 2027 },
        visitor,
        today,
      ),
    ).toBe('ds160.error.datePast');
    expect(
      validateField(
        'previousUsTravelPage',
        'lastVisa.issueDate',
        { day: 1, month: 1, year: 2027 },
        visitor,
        today,
      ),
    ).toBe('ds160.error.datePast');
  });

  it('refuses dates that do not exist and incomplete dates, with CEAC wording', () => {
    expect(validateField('personalP1', 'birthDate', { day: 30, month: 2, year: 1990 }, tourist, today)).toBe(
      'ds160.error.dateInvalid',
    );
    expect(validateField('personalP1', 'birthDate', { month: 2, year: 1990 }, tourist, today)).toBe(
      'ds160.error.dateIncompleteDayMonthYear',
    );
    expect(EN_MESSAGES['ds160.error.dateIncompleteDayMonthYear']).toBe(
      'Date is invalid. Month, Day, and Year are required.',
    );
  });

  it('accepts the partial dates CEAC accepts', () => {
    expect(
      validateField('visaPurposePage', 'intendedArrivalDate', { month: 2, year: 2027 }, H1B_WORKER, today),
    ).toBeNull();
    expect(validateField('visaPurposePage', 'intendedArrivalDate', { year: 2027 }, H1B_WORKER, today)).toBe(
      'ds160.error.dateIncompleteMonthYear',
    );
    expect(validateField('spouseInfoPage', 'spouseDOB', { year: 1986 }, tourist, today)).toBeNull();
  });
});

describe('visa and petition numbers', () => {
  const visitor = WIDOWED_RETURNING_VISITOR;
  const visa = (value: string) =>
    validateField('previousUsTravelPage', 'lastVisa.visaNumber', value, visitor, today);

  it('accepts an 8-digit visa foil number or the 12 last MRZ digits of a Border Crossing Card', () => {
    expect(visa('12345678')).toBeNull();
    expect(visa('123456789012')).toBeNull();
  });

  it.each(['1234567', '123456789', 'A1234567', '1234-5678'])('refuses visa number %s', (value) => {
    expect(visa(value)).toBe('ds160.error.format.visaNumber');
  });

  it('lets "Do Not Know" replace the visa number', () => {
    const unknown = withAnswer(visitor, 'previousUsTravelPage', 'lastVisa.visaNumberNa', true);
    expect(validateField('previousUsTravelPage', 'lastVisa.visaNumber', '', unknown, today)).toBeNull();
    expect(validateField('previousUsTravelPage', 'lastVisa.visaNumber', '', visitor, today)).toBe(
      'ds160.error.required',
    );
  });

  const receipt = (value: string) =>
    validateField('temporaryVisaPage', 'applicationReceiptNumber', value, H1B_WORKER, today);

  it('accepts a 13-character receipt number: 3 letters and 10 digits', () => {
    expect(receipt('WAC2512345678')).toBeNull();
    expect(
      validateField('visaPurposePage', 'tripPurposes.0.petitionNumber', 'EAC2190123456', H1B_WORKER, today),
    ).toBeNull();
  });

  it.each(['WAC-25-123-45678', 'WAC251234567', '1232512345678', 'WAC25123456789'])(
    'refuses receipt number %s',
    (value) => {
      expect(receipt(value)).toBe('ds160.error.format.petitionNumber');
    },
  );
});

describe('names', () => {
  it('asks for FNU when the passport has no given name', () => {
    expect(validateField('personalP1', 'givenName', '', tourist, today)).toBe('ds160.error.givenNameFnu');
    expect(EN_MESSAGES['ds160.error.givenNameFnu']).toContain('FNU');
    expect(validateField('personalP1', 'givenName', 'FNU', tourist, today)).toBeNull();
  });

  it('keeps names to the CEAC name characters and 33 characters', () => {
    expect(validateField('personalP1', 'surname', "O'NEIL-SMITH", tourist, today)).toBeNull();
    expect(validateField('personalP1', 'surname', 'SMITH2', tourist, today)).toBe('ds160.error.charset.name');
    expect(validateField('personalP1', 'surname', 'SMITH  JONES', tourist, today)).toBe(
      'ds160.error.charset.name',
    );
    expect(validateField('personalP1', 'surname', 'A'.repeat(34), tourist, today)).toBe(
      'ds160.error.maxLength',
    );
  });

  it("refuses an alias that is the applicant's own name", () => {
    const alias = withAnswer(
      withAnswer(tourist, 'personalP1', 'usedOtherNames', 'Y'),
      'personalP1',
      'otherNames',
      [{ surname: 'WANG', givenName: 'LI' }],
    );
    expect(validateField('personalP1', 'otherNames.0.givenName', 'LI', alias, today)).toBe(
      'ds160.error.aliasMatchesGivenName',
    );
    expect(validateField('personalP1', 'otherNames.0.givenName', 'LILY', alias, today)).toBeNull();
  });
});

describe("native-script mode (the client's originals)", () => {
  const native = { ...today, script: 'native' as const };

  it.each([
    ['personalP1', 'surname', 'ИВАНОВА'],
    ['personalP1', 'givenName', 'Nguyễn Thị'],
    ['personalP1', 'surname', '欧阳'],
    ['addressAndPhonePage', 'homeAddress.line1', '文三路88号'],
    ['addressAndPhonePage', 'homeAddress.line1', 'ул. Ленина, д. 5, кв. 12'],
    ['presentOccupationPage', 'dutiesDescription', 'Разработка программ\nи тестирование'],
  ] as const)('accepts %s.%s = %s in native mode and refuses it in English mode', (section, path, value) => {
    expect(validateField(section, path, value, tourist, native)).toBeNull();
    expect(validateField(section, path, value, tourist, today)).not.toBeNull();
  });

  it('keeps the name punctuation rules in any script', () => {
    expect(validateField('personalP1', 'surname', 'ИВАНОВА2', tourist, native)).toBe(
      'ds160.error.native.name',
    );
    expect(validateField('personalP1', 'surname', 'ИВАНОВА  ПЕТРОВА', tourist, native)).toBe(
      'ds160.error.native.name',
    );
    expect(validateField('personalP1', 'surname', "Д'АРТАНЬЯН-ПЕТРОВ", tourist, native)).toBeNull();
  });

  it('refuses control characters in addresses and line breaks in one-line answers', () => {
    expect(
      validateField('addressAndPhonePage', 'homeAddress.line1', 'ул.\u0007Ленина', tourist, native),
    ).toBe('ds160.error.native.text');
    expect(validateField('addressAndPhonePage', 'homeAddress.line1', 'ул.\nЛенина', tourist, native)).toBe(
      'ds160.error.native.text',
    );
  });

  it('still counts the length as CEAC does (UTF-16 units of its maxlength)', () => {
    expect(validateField('personalP1', 'surname', 'Ж'.repeat(33), tourist, native)).toBeNull();
    expect(validateField('personalP1', 'surname', 'Ж'.repeat(34), tourist, native)).toBe(
      'ds160.error.maxLength',
    );
    // A character outside the Basic Multilingual Plane is two units, as the browser counts it.
    expect(validateField('personalP1', 'surname', '𠀋'.repeat(17), tourist, native)).toBe(
      'ds160.error.maxLength',
    );
  });

  it('keeps required, formats, dates and enumerated answers as in English mode', () => {
    expect(validateField('personalP1', 'surname', '', tourist, native)).toBe('ds160.error.required');
    expect(
      validateField('addressAndPhonePage', 'phoneNumbers.primary', '+7 (495) 1234567', tourist, native),
    ).toBe('ds160.error.format.phone');
    expect(validateField('personalP1', 'birthDate', { day: 1, month: 1, year: 2030 }, tourist, native)).toBe(
      'ds160.error.datePast',
    );
    expect(validateField('personalP1', 'gender', 'Ж', tourist, native)).toBe('ds160.error.invalidOption');
    expect(validateField('addressAndPhonePage', 'email', 'иван@почта.рф', tourist, native)).not.toBeNull();
  });

  it('lets a section answered in native script be complete only in native mode', () => {
    const russian = withAnswer(tourist, 'personalP1', 'surname', 'ИВАНОВА');
    expect(sectionStatus('personalP1', russian, native).status).toBe('completed');
    expect(sectionStatus('personalP1', russian, today).status).toBe('inProgress');
    expect(formReadiness(russian, today).problems).toContainEqual({
      section: 'personalP1',
      field: 'surname',
      messageId: 'ds160.error.englishOnly',
    });
    expect(formReadiness(russian, native).ready).toBe(true);
  });

  it('has every native message in the catalogs', () => {
    for (const id of [
      'ds160.error.native.name',
      'ds160.error.native.organization',
      'ds160.error.native.text',
    ])
      expect(EN_MESSAGES).toHaveProperty([id]);
  });
});

describe('English-only answers (CEAC character sets)', () => {
  it.each([
    ['personalP1', 'surname', 'ИВАНОВА'],
    ['personalP1', 'givenName', 'JOSÉ'],
    ['addressAndPhonePage', 'homeAddress.line1', '文三路88号'],
    ['presentOccupationPage', 'dutiesDescription', 'Разработка программ'],
  ] as const)('refuses %s.%s = %s', (section, path, value) => {
    expect(validateField(section, path, value, tourist, today)).toBe('ds160.error.englishOnly');
  });

  it('allows the native alphabet only in the native full name', () => {
    expect(validateField('personalP1', 'nativeFullName', '王丽', tourist, today)).toBeNull();
    expect(validateField('personalP1', 'nativeFullName', 'Иванова Ольга', tourist, today)).toBeNull();
  });

  it('checks addresses, organizations and national ids with their own sets', () => {
    expect(
      validateField('addressAndPhonePage', 'homeAddress.line1', 'FLAT 5, 88 ROAD (EAST) #2', tourist, today),
    ).toBeNull();
    expect(validateField('addressAndPhonePage', 'homeAddress.line1', ' 88 ROAD', tourist, today)).toBe(
      'ds160.error.charset.address',
    );
    expect(validateField('addressAndPhonePage', 'homeAddress.line1', '88 ROAD/EAST', tourist, today)).toBe(
      'ds160.error.charset.address',
    );
    expect(validateField('presentOccupationPage', 'employerName', 'SMITH & SONS LTD.', tourist, today)).toBe(
      'ds160.error.charset.organization',
    );
    expect(validateField('personalP2', 'nationalId', '3301-0619', tourist, today)).toBe(
      'ds160.error.charset.nationalId',
    );
  });
});

describe('passport validity of six months', () => {
  it('warns, without blocking, when the passport expires within six months of arrival', () => {
    const short = withAnswer(tourist, 'passportPage', 'expirationDate', { day: 1, month: 8, year: 2027 });
    const readiness = formReadiness(short, today);
    expect(readiness.ready).toBe(true);
    expect(readiness.problems).toEqual([]);
    expect(readiness.warnings).toEqual([
      {
        section: 'passportPage',
        field: 'expirationDate',
        messageId: 'ds160.warning.passportSixMonths',
        code: 'PASSPORT_VALIDITY',
      },
    ]);
    expect(
      validateField('passportPage', 'expirationDate', { day: 1, month: 8, year: 2027 }, tourist, today),
    ).toBeNull();
  });

  it('uses the intended arrival when there are no specific plans', () => {
    const short = withAnswer(H1B_WORKER, 'passportPage', 'expirationDate', { day: 1, month: 5, year: 2027 });
    expect(formReadiness(short, today).warnings.map((w) => w.messageId)).toEqual([
      'ds160.warning.passportSixMonths',
    ]);
  });

  it('measures from today when no arrival date is known (and never blocks)', () => {
    const noDates = withAnswer(
      withAnswer(H1B_WORKER, 'visaPurposePage', 'intendedArrivalDate', undefined),
      'visaPurposePage',
      'hasSpecificTravelPlans',
      undefined,
    );
    const soon = withAnswer(noDates, 'passportPage', 'expirationDate', { day: 30, month: 4, year: 2027 });
    const later = withAnswer(noDates, 'passportPage', 'expirationDate', { day: 2, month: 5, year: 2027 });
    // today is 1 Nov 2026: valid until 1 May 2027 at least.
    expect(formWarnings(soon, today)).toEqual([
      {
        section: 'passportPage',
        field: 'expirationDate',
        messageId: 'ds160.warning.passportSixMonths',
        code: 'PASSPORT_VALIDITY',
      },
    ]);
    expect(formWarnings(later, today)).toEqual([]);
    expect(formReadiness(soon, today).problems.map((p) => p.field)).not.toContain('expirationDate');
  });

  it('gives the warnings of one section only when asked', () => {
    const short = withAnswer(tourist, 'passportPage', 'expirationDate', { day: 1, month: 8, year: 2027 });
    expect(formWarnings(short, { ...today, section: 'passportPage' })).toHaveLength(1);
    expect(formWarnings(short, { ...today, section: 'personalP1' })).toEqual([]);
  });

  it('does not warn for a passport with no expiration', () => {
    const noExpiry = withAnswer(
      withAnswer(tourist, 'passportPage', 'expirationDate', undefined),
      'passportPage',
      'expirationDateNa',
      true,
    );
    expect(formReadiness(noExpiry, today)).toEqual({ ready: true, problems: [], warnings: [] });
  });
});

describe('primary phone and e-mail are required', () => {
  it('reports the missing primary phone and e-mail with their own messages', () => {
    const broken = withAnswer(
      withAnswer(tourist, 'addressAndPhonePage', 'phoneNumbers.primary', undefined),
      'addressAndPhonePage',
      'email',
      '',
    );
    expect(formReadiness(broken, today).problems).toEqual([
      {
        section: 'addressAndPhonePage',
        field: 'phoneNumbers.primary',
        messageId: 'ds160.error.primaryPhoneRequired',
      },
      { section: 'addressAndPhonePage', field: 'email', messageId: 'ds160.error.emailRequired' },
    ]);
  });

  it('has no "Does Not Apply" for them', () => {
    const withNa = withAnswer(
      withAnswer(tourist, 'addressAndPhonePage', 'phoneNumbers.primary', undefined),
      'addressAndPhonePage',
      'phoneNumbers.primaryNa',
      true,
    );
    expect(validateField('addressAndPhonePage', 'phoneNumbers.primary', undefined, withNa, today)).toBe(
      'ds160.error.primaryPhoneRequired',
    );
  });
});

describe('birth in Mexico locks "specific travel plans" to No', () => {
  it('refuses Yes for an applicant born in Mexico', () => {
    expect(lockedValue('visaPurposePage', 'hasSpecificTravelPlans', MEXICO_BORN_APPLICANT)).toBe('N');
    expect(
      validateField('visaPurposePage', 'hasSpecificTravelPlans', 'Y', MEXICO_BORN_APPLICANT, today),
    ).toBe('ds160.error.lockedMexico');
    expect(
      validateField('visaPurposePage', 'hasSpecificTravelPlans', 'N', MEXICO_BORN_APPLICANT, today),
    ).toBeNull();
  });

  it('sets the answer with applyLocks', () => {
    const yes = withAnswer(MEXICO_BORN_APPLICANT, 'visaPurposePage', 'hasSpecificTravelPlans', 'Y');
    expect(applyLocks(yes).visaPurposePage?.hasSpecificTravelPlans).toBe('N');
    expect(applyLocks(tourist)).toBe(tourist);
  });

  it('leaves other applicants free to answer Yes', () => {
    expect(lockedValue('visaPurposePage', 'hasSpecificTravelPlans', tourist)).toBeNull();
    expect(validateField('visaPurposePage', 'hasSpecificTravelPlans', 'Y', tourist, today)).toBeNull();
  });
});

describe('time windows in the question wording', () => {
  it.each([
    'ds160.addressAndPhonePage.hasOtherPhoneNumbers.label',
    'ds160.addressAndPhonePage.hasOtherEmails.label',
    'ds160.addressAndPhonePage.hasAdditionalSocialMedia.label',
    'ds160.additionalOccupationPage.hasVisitedCountries.label',
  ] as const)('%s asks about the last five years', (id) => {
    expect(EN_MESSAGES[id]).toMatch(/last five years/);
  });

  it('asks about prostitution within the past ten years', () => {
    expect(EN_MESSAGES['ds160.securityBackgroundPage2.isInvolvedInProstitution.label']).toMatch(
      /past 10 years/,
    );
  });

  it('uses the 30 November 1996 cutoff for the public school question', () => {
    expect(
      EN_MESSAGES['ds160.securityBackgroundPage5.hasAttendedPublicSchoolWithoutReimbursement.label'],
    ).toMatch(/after November 30, 1996/);
  });
});

describe('rules across fields', () => {
  it("wants parents born before the applicant (CEAC's message)", () => {
    const late = { day: 1, month: 1, year: 1990 };
    expect(validateField('familyInfoPage', 'father.dateOfBirth', late, tourist, today)).toBe(
      'ds160.error.fatherBornBeforeApplicant',
    );
    expect(validateField('familyInfoPage', 'mother.dateOfBirth', late, tourist, today)).toBe(
      'ds160.error.motherBornBeforeApplicant',
    );
    expect(EN_MESSAGES['ds160.error.fatherBornBeforeApplicant']).toBe(
      "Father's Date of Birth must be earlier than your Date of Birth.",
    );
  });

  it('wants the passport to expire after it was issued', () => {
    const early = withAnswer(tourist, 'passportPage', 'issueDate', { day: 1, month: 6, year: 2026 });
    expect(
      validateField('passportPage', 'expirationDate', { day: 1, month: 6, year: 2026 }, early, today),
    ).toBe('ds160.error.dateFuture');
    const issuedLater = withAnswer(tourist, 'passportPage', 'issueDate', { day: 2, month: 6, year: 2031 });
    expect(formReadiness(issuedLater, today).problems).toContainEqual({
      section: 'passportPage',
      field: 'expirationDate',
      messageId: 'ds160.error.expirationAfterIssue',
    });
  });

  it('wants arrival before departure', () => {
    expect(
      validateField('visaPurposePage', 'departureDate', { day: 9, month: 3, year: 2027 }, tourist, today),
    ).toBe('ds160.error.departureAfterArrival');
    expect(
      validateField('visaPurposePage', 'departureDate', { day: 10, month: 3, year: 2027 }, tourist, today),
    ).toBeNull();
  });

  it('wants former marriages and jobs to end after they began', () => {
    expect(
      validateField(
        'spouseInfoPage',
        'formerSpouses.0.marriageEndDate',
        { day: 1, month: 1, year: 2007 },
        MEXICO_BORN_APPLICANT,
        today,
      ),
    ).toBe('ds160.error.marriageEndAfterStart');
    expect(
      validateField(
        'previousOccupationPage',
        'previousEmployers.0.endDate',
        { day: 1, month: 1, year: 2014 },
        H1B_WORKER,
        today,
      ),
    ).toBe('ds160.error.endAfterStart');
  });

  it('refuses Spouse, Relative or Friend for an organization-only U.S. contact', () => {
    expect(validateField('contactInfoPage', 'usContact.relationship', 'C', tourist, today)).toBe(
      'ds160.error.usContactOrganizationRelationship',
    );
    expect(validateField('contactInfoPage', 'usContact.relationship', 'B', tourist, today)).toBeNull();
    const both = withAnswer(
      withAnswer(tourist, 'contactInfoPage', 'usContact.organizationName', undefined),
      'contactInfoPage',
      'usContact.organizationNameNa',
      true,
    );
    expect(formReadiness(both, today).problems).toEqual([
      {
        section: 'contactInfoPage',
        field: 'usContact.organizationName',
        messageId: 'ds160.error.usContactNameOrOrganization',
      },
    ]);
  });
});

describe('conditions reveal questions', () => {
  it('asks for other names after Yes, and for an explanation after every security Yes', () => {
    const yes = withAnswer(tourist, 'personalP1', 'usedOtherNames', 'Y');
    expect(formReadiness(yes, today).problems).toEqual([
      { section: 'personalP1', field: 'otherNames', messageId: 'ds160.error.repeaterMin' },
    ]);
    const disease = withAnswer(tourist, 'securityBackgroundPage1', 'hasCommunicableDisease', 'Y');
    expect(formReadiness(disease, today).problems).toEqual([
      {
        section: 'securityBackgroundPage1',
        field: 'communicableDiseaseExplanation',
        messageId: 'ds160.error.explanationRequired',
      },
    ]);
  });

  it('ignores answers left under a question that is now hidden', () => {
    const stale = withAnswer(tourist, 'personalP1', 'otherNames', [{ surname: '1NVALID' }]);
    expect(formReadiness(stale, today).ready).toBe(true);
    expect(validateField('personalP1', 'otherNames.0.surname', '1NVALID', stale, today)).toBeNull();
  });

  it('reads a repeater condition in the same item', () => {
    const two = withAnswer(
      withAnswer(tourist, 'personalP2', 'hasOtherNationality', 'Y'),
      'personalP2',
      'otherNationalities',
      [
        { country: 'HNK', hasPassport: 'Y' },
        { country: 'MAC', hasPassport: 'N' },
      ],
    );
    expect(formReadiness(two, today).problems).toEqual([
      {
        section: 'personalP2',
        field: 'otherNationalities.0.passportNumber',
        messageId: 'ds160.error.required',
      },
    ]);
    expect(isFieldVisible('personalP2', 'otherNationalities[].passportNumber', two, [1])).toBe(false);
  });

  it('caps previous U.S. visits at five, as CEAC does', () => {
    const visits = Array.from({ length: 6 }, () => ({
      arrivalDate: { day: 1, month: 1, year: 2019 },
      lengthOfStay: { value: '1', unit: 'W' },
    }));
    expect(
      validateField('previousUsTravelPage', 'previousVisits', visits, WIDOWED_RETURNING_VISITOR, today),
    ).toBe('ds160.error.repeaterMax');
  });

  it('asks for the stay length only when it is not under 24 hours', () => {
    const transit = withAnswer(
      WIDOWED_RETURNING_VISITOR,
      'previousUsTravelPage',
      'previousVisits.0.lengthOfStay',
      { unit: 'H' },
    );
    expect(formReadiness(transit, today).ready).toBe(true);
  });
});

describe('applicableSections', () => {
  const keys = (answers: FormAnswers) => applicableSections(answers);

  it('shows the spouse page to the married, the deceased spouse page to the widowed', () => {
    expect(keys(tourist)).toContain('spouseInfoPage');
    expect(keys(tourist)).not.toContain('deceasedSpouseInfoPage');
    expect(keys(WIDOWED_RETURNING_VISITOR)).toContain('deceasedSpouseInfoPage');
    expect(keys(WIDOWED_RETURNING_VISITOR)).not.toContain('spouseInfoPage');
    expect(keys(MEXICO_BORN_APPLICANT)).toContain('spouseInfoPage');
    expect(keys(F1_STUDENT)).not.toContain('spouseInfoPage');
  });

  it('adds the student pages for F/J/M and the temporary work page for H petitions', () => {
    expect(keys(F1_STUDENT).slice(-2)).toEqual(['studentVisaPage1', 'studentVisaPage2']);
    expect(keys(H1B_WORKER).slice(-1)).toEqual(['temporaryVisaPage']);
    expect(keys(tourist)).not.toContain('temporaryVisaPage');
    const f2 = withAnswer(F1_STUDENT, 'visaPurposePage', 'tripPurposes.0.purposeSpecify', 'F2-SP');
    expect(keys(f2)).toContain('studentVisaPage2');
    expect(keys(f2)).not.toContain('studentVisaPage1');
  });

  it('starts from the always-present pages for an empty application', () => {
    expect(keys({})).toHaveLength(17);
  });
});

describe('sectionStatus', () => {
  it('is notStarted with nothing answered', () => {
    expect(sectionStatus('personalP1', {}, today)).toEqual({
      section: 'personalP1',
      status: 'notStarted',
      questionsAnswered: 0,
      questionsVisible: 11,
    });
  });

  it('is inProgress while a visible question is unanswered or wrong', () => {
    const partial = { personalP1: { surname: 'WANG', usedOtherNames: 'Y' } };
    expect(sectionStatus('personalP1', partial, today)).toMatchObject({
      status: 'inProgress',
      questionsAnswered: 2,
    });
  });

  it('is completed for every section of the complete applications', () => {
    for (const answers of Object.values(COMPLETE_APPLICATIONS)) {
      for (const section of applicableSections(answers)) {
        const status = sectionStatus(section, answers, today);
        expect({ section, status: status.status }).toEqual({ section, status: 'completed' });
        expect(status.questionsAnswered).toBeGreaterThan(0);
        expect(status.questionsAnswered).toBeLessThanOrEqual(status.questionsVisible);
      }
    }
  });

  it('counts repeater questions once per item', () => {
    expect(sectionStatus('previousUsTravelPage', WIDOWED_RETURNING_VISITOR, today)).toMatchObject({
      questionsVisible: 19,
      questionsAnswered: 19,
    });
  });
});
