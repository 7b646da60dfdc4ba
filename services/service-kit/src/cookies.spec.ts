import { readCookie } from './cookies';

describe('readCookie', () => {
  it('reads one cookie among others, decoded, the first of its name', () => {
    expect(readCookie('a=1; portico_session=abc%2Bdef; b=2', 'portico_session')).toBe('abc+def');
    expect(readCookie('portico_session=first; portico_session=second', 'portico_session')).toBe('first');
    expect(readCookie(['a=1', 'portico_session=x'], 'portico_session')).toBe('x');
    expect(readCookie('xportico_session=no; portico_session_2=no', 'portico_session')).toBeUndefined();
  });

  it('answers nothing for an absent, empty, undecodable or too long value, whatever the other cookies hold', () => {
    expect(readCookie(undefined, 'a')).toBeUndefined();
    expect(readCookie('', 'a')).toBeUndefined();
    expect(readCookie('a=', 'a')).toBeUndefined();
    expect(readCookie('a=%E0%A4%A', 'a')).toBeUndefined();
    expect(readCookie('b=%E0%A4%A; a=ok', 'a')).toBe('ok');
    expect(readCookie(`a=${'x'.repeat(513)}`, 'a')).toBeUndefined();
    expect(readCookie(`a=${'x'.repeat(512)}`, 'a')).toHaveLength(512);
    expect(readCookie(`a=${'x'.repeat(2000)}`, 'a', 4096)).toHaveLength(2000);
  });
});
