import { LANGUAGES } from './user.entity';
import { MAIL_TEMPLATES, renderMail } from './mail-templates';

describe('e-mail templates', () => {
  it.each(LANGUAGES)(
    'exist in %s for every e-mail, with the code or link in subject and body',
    (language) => {
      const activation = renderMail('activation', language, { code: '482913' });
      expect(activation.subject).toContain('482913');
      expect(activation.text).toContain('482913');
      const reset = renderMail('passwordReset', language, {
        link: 'https://portico.test/reset-password?token=t',
      });
      expect(reset.subject.length).toBeGreaterThan(5);
      expect(reset.text).toContain('https://portico.test/reset-password?token=t');
      const changed = renderMail('emailChanged', language, { newEmail: 'new@portico.test' });
      expect(changed.text).toContain('new@portico.test');
      expect(renderMail('passwordChanged', language, {}).subject.length).toBeGreaterThan(5);
      const existing = renderMail('signupExisting', language, {
        loginUrl: 'https://portico.test/login',
        resetUrl: 'https://portico.test/forgot-password',
      });
      expect(existing.text).toContain('https://portico.test/login');
      expect(existing.text).toContain('https://portico.test/forgot-password');
      const confirm = renderMail('emailChangeCode', language, { code: '305117' });
      expect(confirm.subject).toContain('305117');
      expect(confirm.text).toContain('305117');
      const inUse = renderMail('emailInUse', language, { resetUrl: 'https://portico.test/forgot-password' });
      expect(inUse.text).toContain('https://portico.test/forgot-password');
      const login = renderMail('loginCode', language, {
        code: '730518',
        resetUrl: 'https://portico.test/forgot-password',
      });
      expect(login.subject).toContain('730518');
      expect(login.text).toContain('730518');
      expect(login.text).toContain('https://portico.test/forgot-password');
      const throttled = renderMail('signInThrottled', language, {
        failures: '5',
        resetUrl: 'https://portico.test/forgot-password',
      });
      expect(throttled.text).toContain(' 5 ');
      expect(throttled.text).toContain('https://portico.test/forgot-password');
      for (const kind of Object.keys(MAIL_TEMPLATES) as (keyof typeof MAIL_TEMPLATES)[]) {
        expect(MAIL_TEMPLATES[kind][language]).toBeDefined();
      }
    },
  );

  it.each(Object.keys(MAIL_TEMPLATES) as (keyof typeof MAIL_TEMPLATES)[])(
    '%s is translated, not a copy of the English text',
    (kind) => {
      const values = { code: '1', link: 'l', newEmail: 'n', loginUrl: 'l', resetUrl: 'r', failures: '5' };
      const english = renderMail(kind, 'en', values);
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        expect(renderMail(kind, language, values).subject).not.toBe(english.subject);
        expect(renderMail(kind, language, values).text).not.toBe(english.text);
      }
    },
  );
});
