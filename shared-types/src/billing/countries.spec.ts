import { ISO_COUNTRY_CODES, isIsoCountryCode } from './countries';

describe('ISO country codes', () => {
  it('lists the 249 assigned alpha-2 codes once each, in order', () => {
    expect(ISO_COUNTRY_CODES).toHaveLength(249);
    expect(new Set(ISO_COUNTRY_CODES).size).toBe(249);
    expect([...ISO_COUNTRY_CODES].sort()).toEqual(ISO_COUNTRY_CODES);
  });

  it('knows real codes and refuses reserved, lower-case and CEAC ones', () => {
    for (const code of ['US', 'CA', 'DE', 'VN', 'CN', 'GB']) expect(isIsoCountryCode(code)).toBe(true);
    for (const code of ['UK', 'EU', 'XK', 'ZZ', 'us', 'USA', 'GER', '', null])
      expect(isIsoCountryCode(code)).toBe(false);
  });
});
