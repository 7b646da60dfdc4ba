import { amountToMinor, today, toCouponInput, EMPTY_COUPON } from './coupon-schema';

describe('coupon form values', () => {
  it('turns a typed amount into integer minor units without floating point', () => {
    expect(amountToMinor('4.50')).toBe(450);
    expect(amountToMinor('4,5')).toBe(450);
    expect(amountToMinor('0.07')).toBe(7);
    expect(amountToMinor(' 19.99 ')).toBe(1999);
    expect(amountToMinor('1000')).toBe(100000);
    for (const bad of ['', '0', '0.00', '-1', '4.505', 'abc', '1e3']) expect(amountToMinor(bad)).toBeNull();
  });

  it("knows today's local date and sends only the chosen kind of discount", () => {
    expect(today(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(toCouponInput({ ...EMPTY_COUPON, code: ' summer-1 ', percentOff: '15', amountOff: '3' })).toEqual({
      code: 'SUMMER-1',
      kind: 'PERCENT',
      percentOff: 15,
      amountOffMinor: null,
      expiresAt: null,
      maxRedemptions: null,
    });
  });
});
