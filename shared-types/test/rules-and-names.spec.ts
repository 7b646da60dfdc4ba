// Issue 17's rules and names: program numbers as the DS-2019 prints them, another nationality that is
// not the nationality, the payer company block for employers, the same Latin letters in the editor
// and the intake, surname readings, and the case CEAC stores.
import {
  DS160_SECTIONS,
  ceacAnswers,
  ceacLetterCase,
  ceacText,
  formReadiness,
  getField,
  isFieldVisible,
  latinize,
  latinizes,
  nameRoleOf,
  validateField,
  type FormAnswers,
} from '../src/ds160';
import {
  F1_STUDENT,
  FIXTURE_TODAY,
  H1B_WORKER,
  J1_EXCHANGE_VISITOR,
  MARRIED_B1B2_TOURIST,
} from '../src/fixtures';
import { withAnswer } from '../src/fixtures/with-answer';

const problems = (answers: FormAnswers) => formReadiness(answers, { today: FIXTURE_TODAY }).problems;

describe('exchange visitor program numbers', () => {
  it.each(['P-3-05133', 'G-7-12345', 'p-1-00264', 'P-4-44043'])('accepts %s', (number) => {
    expect(validateField('studentVisaPage2', 'programNumber', number, J1_EXCHANGE_VISITOR)).toBeNull();
  });

  it.each(['P305133', 'P-3-0513', 'X-1-12345', 'P-3-05133 ', 'P 3 05133', 'P-10-12345'])(
    'refuses %p with the DS-2019 format',
    (number) => {
      expect(validateField('studentVisaPage2', 'programNumber', number, J1_EXCHANGE_VISITOR)).toBe(
        'ds160.error.format.programNumber',
      );
    },
  );

  it('is asked of J-1 and J-2 applicants only, and the first-time J1 visitor is complete', () => {
    expect(problems(J1_EXCHANGE_VISITOR)).toEqual([]);
    expect(isFieldVisible('studentVisaPage2', 'programNumber', J1_EXCHANGE_VISITOR)).toBe(true);
    expect(isFieldVisible('studentVisaPage2', 'programNumber', F1_STUDENT)).toBe(false);
  });
});

describe('student contacts', () => {
  it.each([
    ['F1 student', F1_STUDENT],
    ['J1 exchange visitor', J1_EXCHANGE_VISITOR],
  ] as const)('a %s must list at least two', (_name, answers) => {
    const one = withAnswer(answers, 'studentVisaPage1', 'contacts', [
      (answers.studentVisaPage1!.contacts as FormAnswers['studentVisaPage1'][])[0]!,
    ]);
    expect(problems(one)).toEqual([
      { section: 'studentVisaPage1', field: 'contacts', messageId: 'ds160.error.contactsAtLeastTwo' },
    ]);
  });
});

describe('other nationalities and permanent residences', () => {
  const withOther = (...countries: string[]): FormAnswers =>
    withAnswer(
      withAnswer(MARRIED_B1B2_TOURIST, 'personalP2', 'hasOtherNationality', 'Y'),
      'personalP2',
      'otherNationalities',
      countries.map((country) => ({ country, hasPassport: 'N' })),
    );

  it('refuses another nationality equal to the nationality', () => {
    expect(problems(withOther('CHIN'))).toEqual([
      {
        section: 'personalP2',
        field: 'otherNationalities.0.country',
        messageId: 'ds160.error.otherNationalityRepeated',
      },
    ]);
  });

  it('refuses the same other nationality twice, and accepts different ones', () => {
    expect(problems(withOther('CAN', 'CAN'))).toEqual([
      {
        section: 'personalP2',
        field: 'otherNationalities.1.country',
        messageId: 'ds160.error.otherNationalityRepeated',
      },
    ]);
    expect(problems(withOther('CAN', 'GRBR'))).toEqual([]);
  });

  it('refuses a permanent residence listed twice', () => {
    const twice = withAnswer(
      withAnswer(MARRIED_B1B2_TOURIST, 'personalP2', 'isPermanentResidentOther', 'Y'),
      'personalP2',
      'permanentResidences',
      [{ country: 'CAN' }, { country: 'CAN' }],
    );
    expect(problems(twice)).toEqual([
      {
        section: 'personalP2',
        field: 'permanentResidences.1.country',
        messageId: 'ds160.error.permanentResidenceRepeated',
      },
    ]);
  });
});

describe('the payer company block', () => {
  it.each(['P', 'U', 'C'])('is asked when the payer is %s', (payer) => {
    const answers = withAnswer(H1B_WORKER, 'visaPurposePage', 'tripPayer', payer);
    for (const key of ['payer.companyName', 'payer.phone', 'payer.companyRelation', 'payer.address.line1'])
      expect({ key, visible: isFieldVisible('visaPurposePage', key, answers) }).toEqual({
        key,
        visible: true,
      });
  });

  it('is required of an employer in the U.S. as payer', () => {
    const none = withAnswer(H1B_WORKER, 'visaPurposePage', 'payer', undefined);
    expect(problems(none).map((p) => p.field)).toEqual([
      'payer.companyName',
      'payer.phone',
      'payer.companyRelation',
      'payer.address.line1',
      'payer.address.city',
      'payer.address.state',
      'payer.address.postalCode',
      'payer.address.country',
    ]);
  });

  it('is not asked of someone who pays for themself', () => {
    expect(isFieldVisible('visaPurposePage', 'payer.companyName', MARRIED_B1B2_TOURIST)).toBe(false);
  });
});

describe('Latin letters (one function for the editor and the intake)', () => {
  it.each([
    ['Đặng Văn Lâm', 'Dang Van Lam'],
    ['Nguyễn Thị Thu Hà', 'Nguyen Thi Thu Ha'],
    ['José Müller-Ørsted', 'Jose Muller-Orsted'],
    ['Straße', 'Strasse'],
    ['O’Brien', "O'Brien"],
    ['Łódź', 'Lodz'],
    ['Иванова', 'Иванова'],
  ])('%s → %s', (text, latin) => {
    expect(latinize(text)).toBe(latin);
  });

  it('applies to names and addresses, not to free text, formats or codes', () => {
    expect(latinizes(getField('personalP1', 'surname')!)).toBe(true);
    expect(latinizes(getField('addressAndPhonePage', 'homeAddress.line1')!)).toBe(true);
    expect(latinizes(getField('presentOccupationPage', 'dutiesDescription')!)).toBe(false);
    expect(latinizes(getField('addressAndPhonePage', 'email')!)).toBe(false);
    expect(latinizes(getField('personalP1', 'gender')!)).toBe(false);
  });
});

describe('surnames', () => {
  it('knows every surname field of the definition', () => {
    const surnames = DS160_SECTIONS.flatMap((s) =>
      s.fields.filter((f) => nameRoleOf(f) === 'surname').map((f) => `${s.key}.${f.key}`),
    );
    expect(surnames).toEqual(
      expect.arrayContaining([
        'personalP1.surname',
        'personalP1.otherNames[].surname',
        'familyInfoPage.father.surnames',
        'spouseInfoPage.spouseSurname',
        'studentVisaPage1.contacts[].surname',
        'crewVisaPage.crew.agency.contactSurname',
      ]),
    );
    expect(nameRoleOf(getField('personalP1', 'givenName')!)).toBe('other');
    expect(nameRoleOf(getField('addressAndPhonePage', 'homeAddress.city')!)).toBeNull();
  });
});

describe('the case CEAC stores', () => {
  it('upper-cases text answers, keeps e-mail addresses, handles and the native name as typed', () => {
    expect(ceacText(getField('personalP1', 'surname')!, 'de la Cruz')).toBe('DE LA CRUZ');
    expect(ceacText(getField('addressAndPhonePage', 'email')!, 'Li.Wang@Example.com')).toBe(
      'Li.Wang@Example.com',
    );
    expect(ceacLetterCase(getField('addressAndPhonePage', 'socialMediaProfiles[].identifier')!)).toBe(
      'asTyped',
    );
    expect(ceacLetterCase(getField('personalP1', 'nativeFullName')!)).toBe('asTyped');
    expect(ceacLetterCase(getField('personalP1', 'gender')!)).toBeNull();
  });

  it('gives the answers as CEAC gets them, repeaters, dates and codes included', () => {
    const answers: FormAnswers = {
      personalP1: {
        surname: 'Wang',
        otherNames: [{ surname: 'Li', givenName: 'mei' }],
        birthDate: { day: 1, month: 2, year: 1990 },
        gender: 'F',
        nativeFullNameNa: true,
      },
      addressAndPhonePage: {
        email: 'Li@Example.com',
        socialMediaProfiles: [{ platform: 'SWBO', identifier: 'WangLi' }],
      },
    };
    expect(ceacAnswers(answers)).toEqual({
      personalP1: {
        surname: 'WANG',
        otherNames: [{ surname: 'LI', givenName: 'MEI' }],
        birthDate: { day: 1, month: 2, year: 1990 },
        gender: 'F',
        nativeFullNameNa: true,
      },
      addressAndPhonePage: {
        email: 'Li@Example.com',
        socialMediaProfiles: [{ platform: 'SWBO', identifier: 'WangLi' }],
      },
    });
  });
});
