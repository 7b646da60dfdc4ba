import { COMPLETE_APPLICATIONS, MARRIED_B1B2_TOURIST } from '../fixtures';
import {
  FAMILY_MEMBER_COPY_POLICY,
  RENEWAL_COPY_POLICY,
  TRAVEL_PLAN_KEYS,
  copyAnswers,
  isCopied,
} from './copy-policies';
import { getField } from './sections';
import { SECTION_KEYS } from './types';

describe('renewal copy policy (CEAC: everything but the U.S. travel plans)', () => {
  it('names travel-plan keys that exist on the Travel page', () => {
    for (const key of TRAVEL_PLAN_KEYS) {
      const direct = getField('visaPurposePage', key);
      const nested = ['line1', 'value'].some((k) => getField('visaPurposePage', `${key}.${k}`));
      expect({ key, exists: Boolean(direct) || nested }).toEqual({ key, exists: true });
    }
  });

  it.each(Object.entries(COMPLETE_APPLICATIONS))(
    'copies %s without travel plans or companions',
    (_n, answers) => {
      const copied = copyAnswers(answers, RENEWAL_COPY_POLICY);
      expect(copied.travelCompanionsPage).toBeUndefined();
      for (const key of TRAVEL_PLAN_KEYS) expect(copied.visaPurposePage?.[key]).toBeUndefined();
      for (const section of SECTION_KEYS) {
        if (section === 'travelCompanionsPage' || section === 'visaPurposePage') continue;
        expect(copied[section]).toEqual(answers[section]);
      }
      expect(copied.visaPurposePage?.tripPurposes).toEqual(answers.visaPurposePage?.tripPurposes);
      expect(copied.visaPurposePage?.tripPayer).toEqual(answers.visaPurposePage?.tripPayer);
    },
  );

  it('leaves out a travel plan companion box with its field', () => {
    expect(isCopied(RENEWAL_COPY_POLICY, 'visaPurposePage', 'arrivalDate')).toBe(false);
    expect(isCopied(RENEWAL_COPY_POLICY, 'visaPurposePage', 'stayAddress.city')).toBe(false);
    expect(isCopied(RENEWAL_COPY_POLICY, 'visaPurposePage', 'visitLocations.3.location')).toBe(false);
    expect(isCopied(RENEWAL_COPY_POLICY, 'visaPurposePage', 'tripPurposes.0.purposeOfTrip')).toBe(true);
    expect(isCopied(RENEWAL_COPY_POLICY, 'passportPage', 'passportDocumentNumber')).toBe(true);
  });
});

describe('family member copy policy (the shared trip and household)', () => {
  const copied = copyAnswers(MARRIED_B1B2_TOURIST, FAMILY_MEMBER_COPY_POLICY);

  it('copies the travel plans, payer, home address and U.S. contact', () => {
    expect(copied.visaPurposePage?.arrivalDate).toEqual(MARRIED_B1B2_TOURIST.visaPurposePage?.arrivalDate);
    expect(copied.visaPurposePage?.stayAddress).toEqual(MARRIED_B1B2_TOURIST.visaPurposePage?.stayAddress);
    expect(copied.visaPurposePage?.tripPayer).toBe(MARRIED_B1B2_TOURIST.visaPurposePage?.tripPayer);
    expect(copied.addressAndPhonePage?.homeAddress).toEqual(
      MARRIED_B1B2_TOURIST.addressAndPhonePage?.homeAddress,
    );
    expect(copied.contactInfoPage).toEqual(MARRIED_B1B2_TOURIST.contactInfoPage);
  });

  it('copies nothing personal: names, identity numbers, passport, phones, e-mail, family, purpose', () => {
    expect(copied.personalP1).toBeUndefined();
    expect(copied.personalP2).toBeUndefined();
    expect(copied.passportPage).toBeUndefined();
    expect(copied.familyInfoPage).toBeUndefined();
    expect(copied.spouseInfoPage).toBeUndefined();
    expect(copied.securityBackgroundPage1).toBeUndefined();
    expect(copied.travelCompanionsPage).toBeUndefined();
    expect(copied.visaPurposePage?.tripPurposes).toBeUndefined();
    expect(copied.addressAndPhonePage?.phoneNumbers).toBeUndefined();
    expect(copied.addressAndPhonePage?.email).toBeUndefined();
    expect(copied.addressAndPhonePage?.socialMediaProfiles).toBeUndefined();
  });

  it('never copies a sensitive answer', () => {
    const text = JSON.stringify(copied);
    expect(text).not.toContain(String(MARRIED_B1B2_TOURIST.personalP2?.nationalId));
    expect(text).not.toContain(String(MARRIED_B1B2_TOURIST.passportPage?.passportDocumentNumber));
  });
});
