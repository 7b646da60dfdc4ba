import { LANGUAGES } from '../account/user.entity';
import { MemberRole } from '../workspace/workspace.entity';
import { renderInvitationMail } from './invitation-mail';

const values = {
  workspaceName: 'Visas & <Co>',
  inviterEmail: 'owner@visas.example',
  email: 'bea@example.test',
  role: MemberRole.MEMBER,
  link: 'https://portico.example/invitations/accept#token=abc',
  expires: '2027-02-21',
};

/** The role as each language names it in the invitation. */
const ROLE_WORDS: Record<(typeof LANGUAGES)[number], Record<MemberRole, string>> = {
  en: { MEMBER: 'as a member', ADMIN: 'as an admin' },
  es: { MEMBER: 'como miembro', ADMIN: 'como administrador' },
  ru: { MEMBER: 'в роли участника', ADMIN: 'в роли администратора' },
  cn: { MEMBER: '以成员身份', ADMIN: '以管理员身份' },
  vi: { MEMBER: 'với vai trò thành viên', ADMIN: 'với vai trò quản trị viên' },
};

describe('the invitation e-mail', () => {
  it.each(LANGUAGES)(
    'in %s names the workspace, who invited, the role, the address, the expiry and the link',
    (language) => {
      for (const role of [MemberRole.MEMBER, MemberRole.ADMIN]) {
        const mail = renderInvitationMail(language, { ...values, role });
        expect(mail.subject).toContain('Visas & <Co>');
        expect(mail.subject).toContain('owner@visas.example');
        expect(mail.text).toContain('Visas & <Co>');
        expect(mail.text).toContain(ROLE_WORDS[language][role]);
        expect(mail.html).toContain(ROLE_WORDS[language][role]);
        for (const part of [mail.text, mail.html]) {
          expect(part).toContain('owner@visas.example');
          expect(part).toContain('bea@example.test');
          expect(part).toContain('2027-02-21');
        }
        expect(mail.text).toContain(`\n${values.link}\n`);
        expect(mail.html).toContain(`href="${values.link}"`);
      }
    },
  );

  it('is translated, not the English text', () => {
    const english = renderInvitationMail('en', values);
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const mail = renderInvitationMail(language, values);
      expect(mail.subject).not.toBe(english.subject);
      expect(mail.text).not.toBe(english.text);
    }
  });

  it('escapes names in the HTML part and keeps a subject on one line', () => {
    const mail = renderInvitationMail('en', { ...values, workspaceName: 'Visas\r\nBcc: x@y.z <b>' });
    expect(mail.subject).toBe('owner@visas.example invited you to Visas Bcc: x@y.z <b> on Portico');
    expect(mail.html).toContain('Visas Bcc: x@y.z &lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
  });
});
