import { checkPreparer, EMPTY_PREPARER, preparerInput } from './preparer-rules';

describe('the preparer on CEAC: the console checks what identity checks', () => {
  it('allows an empty group and an organization-only preparer (names left empty)', () => {
    expect(checkPreparer(EMPTY_PREPARER)).toEqual({});
    expect(
      checkPreparer({ ...EMPTY_PREPARER, addressLine1: '1 Main St', city: 'Austin', country: 'USA' }),
    ).toEqual({});
  });

  it("refuses characters and lengths CEAC refuses, and a country not on CEAC's list", () => {
    expect(
      checkPreparer({
        ...EMPTY_PREPARER,
        surname: 'Müller',
        givenName: 'A'.repeat(34),
        addressLine1: 'Straße 1',
        state: 'X'.repeat(21),
        postalCode: '12/34',
        country: 'DEU',
        relationship: 'AGENT 1',
      }),
    ).toEqual({
      surname: { kind: 'name' },
      givenName: { kind: 'name' },
      addressLine1: { kind: 'address', max: 40 },
      state: { kind: 'address', max: 20 },
      postalCode: { kind: 'postal' },
      country: { kind: 'country' },
      relationship: { kind: 'relationship' },
    });
  });

  it('wants both names or neither, and no spouse, relative or friend for an organization only', () => {
    expect(checkPreparer({ ...EMPTY_PREPARER, givenName: 'Ada' })).toEqual({ surname: { kind: 'namePair' } });
    expect(checkPreparer({ ...EMPTY_PREPARER, relationship: 'friend' })).toEqual({
      relationship: { kind: 'organizationOnly' },
    });
    expect(
      checkPreparer({ ...EMPTY_PREPARER, surname: 'Li', givenName: 'Wei', relationship: 'FRIEND' }),
    ).toEqual({});
  });

  it('sends every field, spaces squeezed, blanks as null', () => {
    expect(preparerInput({ ...EMPTY_PREPARER, surname: ' Van  Dyke ', relationship: ' ' })).toEqual({
      surname: 'Van Dyke',
      givenName: null,
      addressLine1: null,
      addressLine2: null,
      city: null,
      state: null,
      postalCode: null,
      country: null,
      relationship: null,
    });
  });
});
