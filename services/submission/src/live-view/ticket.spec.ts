import { issueLiveViewTicket, TicketRefusedError, ticketRights, verifyLiveViewTicket } from './ticket';
import { sameClient } from './live-views';

describe('live-view tickets', () => {
  const claims = {
    sub: '6f1c1d1e-0000-4000-8000-00000000abcd',
    role: 'sign' as const,
    actor: 'user:u1',
    session: '',
    addr: '203.0.113.9',
  };
  const key = Buffer.alloc(32, 1);

  it('verify with the key they were issued with, within their minute', () => {
    const now = Date.now();
    const { ticket } = issueLiveViewTicket(claims, now, key);
    expect(verifyLiveViewTicket(ticket, now + 59_000, key)).toMatchObject({ ...claims, v: 1 });
    expect(() => verifyLiveViewTicket(ticket, now + 60_000, key)).toThrow(TicketRefusedError);
    expect(() => verifyLiveViewTicket(ticket, now, Buffer.alloc(32, 2))).toThrow(TicketRefusedError);
  });

  it('refuse a changed role, submission or shape', () => {
    const { ticket } = issueLiveViewTicket({ ...claims, role: 'watch' }, Date.now(), key);
    const [body, mac] = ticket.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), role: 'sign' }),
    ).toString('base64url');
    expect(() => verifyLiveViewTicket(`${forged}.${mac}`, Date.now(), key)).toThrow('bad signature');
    expect(() => verifyLiveViewTicket(`${body}`, Date.now(), key)).toThrow('malformed');
    expect(() => verifyLiveViewTicket(`${body}.${mac}.x`, Date.now(), key)).toThrow('malformed');
  });

  it("carry their holder's rights, signed: a right added is refused, an unknown right is malformed, and a ticket without rights has what its role gave", () => {
    const { ticket } = issueLiveViewTicket({ ...claims, role: 'watch', may: ['captcha'] }, Date.now(), key);
    expect(ticketRights(verifyLiveViewTicket(ticket, Date.now(), key))).toEqual(['captcha']);
    const [body, mac] = ticket.split('.');
    const widened = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), may: ['captcha', 'sign'] }),
    ).toString('base64url');
    expect(() => verifyLiveViewTicket(`${widened}.${mac}`, Date.now(), key)).toThrow('bad signature');
    const odd = issueLiveViewTicket(
      { ...claims, may: ['captcha', 'drive'] as unknown as ['captcha'] },
      Date.now(),
      key,
    ).ticket;
    expect(() => verifyLiveViewTicket(odd, Date.now(), key)).toThrow('malformed');
    expect(ticketRights({ role: 'sign' })).toEqual(['sign']);
    expect(ticketRights({ role: 'watch' })).toEqual([]);
  });

  it('open only from the address they were issued to (loopback and IPv4-mapped addresses alike)', () => {
    expect(sameClient('203.0.113.9', '203.0.113.9')).toBe(true);
    expect(sameClient('203.0.113.9', '::ffff:203.0.113.9')).toBe(true);
    expect(sameClient('127.0.0.1', '::1')).toBe(true);
    expect(sameClient('203.0.113.9', '198.51.100.4')).toBe(false);
    expect(sameClient('203.0.113.9', '::1')).toBe(false);
  });
});
