import { tokenFromLink } from './session-notice';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ_-01234';

describe('tokenFromLink: the link a client pastes after their session ended', () => {
  it('takes the whole link of this form, or the token alone', () => {
    expect(tokenFromLink(`https://portico.example/client-intake/form-1#token=${TOKEN}`, 'form-1')).toBe(
      TOKEN,
    );
    expect(tokenFromLink(`  https://portico.example/client-intake/form-1/#token=${TOKEN}\n`, 'form-1')).toBe(
      TOKEN,
    );
    expect(tokenFromLink(TOKEN, 'form-1')).toBe(TOKEN);
  });

  it('refuses another form’s link, a cut link and anything else', () => {
    expect(tokenFromLink(`https://portico.example/client-intake/form-2#token=${TOKEN}`, 'form-1')).toBeNull();
    expect(
      tokenFromLink(`https://portico.example/client-intake/form-1#token=${TOKEN.slice(1)}`, 'form-1'),
    ).toBeNull();
    expect(tokenFromLink('https://portico.example/client-intake/form-1', 'form-1')).toBeNull();
    expect(tokenFromLink('not a link', 'form-1')).toBeNull();
    expect(tokenFromLink('', 'form-1')).toBeNull();
  });
});
