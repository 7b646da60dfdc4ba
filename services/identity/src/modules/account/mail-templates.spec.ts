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
      for (const kind of Object.keys(MAIL_TEMPLATES) as (keyof typeof MAIL_TEMPLATES)[]) {
        expect(MAIL_TEMPLATES[kind][language]).toBeDefined();
      }
    },
  );

  it('are translated, not copies of the English text', () => {
    const english = renderMail('activation', 'en', { code: '1' }).text;
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      expect(renderMail('activation', language, { code: '1' }).text).not.toBe(english);
    }
  });
});
