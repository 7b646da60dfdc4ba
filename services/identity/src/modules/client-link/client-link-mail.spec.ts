import { LANGUAGES } from '../account/user.entity';
import { renderClientLinkMail } from './client-link-mail';

const values = {
  clientName: 'Ana <b>López</b>',
  agencyName: 'Visas & Co',
  link: 'https://portico.example/client-intake/f1#token=abc',
  expires: '2027-02-21',
  contactEmail: 'desk@visas.example',
  contactPhone: '5551234567',
  contactAddress: null,
};

describe('the client-link e-mail', () => {
  it.each(LANGUAGES)('in %s carries the link, the expiry, the agency and its contacts', (language) => {
    const mail = renderClientLinkMail(language, values, true);
    expect(mail.subject).toContain('Visas & Co');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('2027-02-21');
      expect(part).toContain('desk@visas.example');
      expect(part).toContain('5551234567');
    }
    expect(mail.text).toContain(values.link);
    expect(mail.html).toContain(`href="${values.link}"`);
    expect(mail.html).toContain('src="cid:agency-logo"');
  });

  it('is translated, not the English text', () => {
    const english = renderClientLinkMail('en', values, false);
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const mail = renderClientLinkMail(language, values, false);
      expect(mail.subject).not.toBe(english.subject);
      expect(mail.text).not.toBe(english.text);
    }
  });

  it('escapes what the agency and the client typed in the HTML part, and has no logo without one', () => {
    const mail = renderClientLinkMail('en', values, false);
    expect(mail.html).toContain('Ana &lt;b&gt;López&lt;/b&gt;');
    expect(mail.html).toContain('Visas &amp; Co');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('cid:agency-logo');
  });
});
