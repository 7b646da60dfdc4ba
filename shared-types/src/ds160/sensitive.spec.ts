import { getField, getSection } from './sections';
import { SENSITIVE_ANSWER_KEYS, isSensitiveAnswer } from './sensitive';
import { SECTION_KEYS, type SectionKey } from './types';

describe('sensitive answers', () => {
  it('name fields that exist in the definition, all of them text answers', () => {
    for (const [section, keys] of Object.entries(SENSITIVE_ANSWER_KEYS)) {
      for (const key of keys!) {
        expect({ section, key, type: getField(section as SectionKey, key)?.type }).toEqual({
          section,
          key,
          type: 'text',
        });
      }
    }
  });

  it.each([
    ['passportPage', 'passportDocumentNumber'],
    ['passportPage', 'passportBookNumber'],
    ['passportPage', 'lostPassports.0.passportNumber'],
    ['passportPage', 'lostPassports[2].passportNumber'],
    ['personalP2', 'nationalId'],
    ['personalP2', 'usSocialSecurityNumber'],
    ['personalP2', 'usTaxPayerId'],
    ['personalP2', 'otherNationalities.1.passportNumber'],
    ['previousUsTravelPage', 'lastVisa.visaNumber'],
    ['previousUsTravelPage', 'usDriverLicenses.0.number'],
  ])('%s %s is sensitive', (section, path) => {
    expect(isSensitiveAnswer(section, path)).toBe(true);
  });

  it.each([
    ['personalP1', 'surname'],
    ['personalP2', 'nationalIdNa'],
    ['passportPage', 'lostPassports.0.explanation'],
    ['passportPage', 'passportType'],
    ['previousUsTravelPage', 'usDriverLicenses.0.state'],
  ])('%s %s is not', (section, path) => {
    expect(isSensitiveAnswer(section, path)).toBe(false);
  });

  it('covers every field with the SSN format and every other passport number of the definition', () => {
    for (const section of SECTION_KEYS) {
      for (const field of getSection(section).fields) {
        if (field.format === 'ssn' || /passport(Document|Book)?Number$/.test(field.key)) {
          expect(`${section}.${field.key}: ${isSensitiveAnswer(section, field.key)}`).toBe(
            `${section}.${field.key}: true`,
          );
        }
      }
    }
  });
});
