import { escapeHtml } from '@portico/service-kit';
import type { Language } from '../account/user.entity';
import { MemberRole } from '../workspace/workspace.entity';

export interface InvitationMailValues {
  workspaceName: string;
  /** The e-mail address of the admin who invited. */
  inviterEmail: string;
  /** The invited address (the one to sign in or sign up with). */
  email: string;
  role: MemberRole;
  link: string;
  /** Expiry date, already formatted (YYYY-MM-DD). */
  expires: string;
}

interface Words {
  subject: (v: InvitationMailValues) => string;
  greeting: string;
  /** "… invited you to join … as <role>": the role phrase is inflected per language. */
  invited: (v: InvitationMailValues, roleAs: string) => string;
  roleAs: Record<MemberRole, string>;
  roleNote: Record<MemberRole, string>;
  open: string;
  how: (v: InvitationMailValues) => string;
  ignore: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    subject: (v) => `${v.inviterEmail} invited you to ${v.workspaceName} on Portico`,
    greeting: 'Hello,',
    invited: (v, roleAs) =>
      `${v.inviterEmail} invited you to join the workspace "${v.workspaceName}" on Portico ${roleAs}.`,
    roleAs: { [MemberRole.MEMBER]: 'as a member', [MemberRole.ADMIN]: 'as an admin' },
    roleNote: {
      [MemberRole.MEMBER]: "Members view and edit the workspace's forms.",
      [MemberRole.ADMIN]: 'Admins also manage the team, the branding and the API keys.',
    },
    open: 'Accept or decline the invitation',
    how: (v) =>
      `To accept, sign in with this address (${v.email}) or create a Portico account with it; the link brings you back to the invitation. It works until ${v.expires}, and only once.`,
    ignore: 'If you did not expect this invitation, ignore this e-mail: nothing happens unless you accept.',
  },
  es: {
    subject: (v) => `${v.inviterEmail} le invitó a ${v.workspaceName} en Portico`,
    greeting: 'Hola:',
    invited: (v, roleAs) =>
      `${v.inviterEmail} le invita a unirse al espacio de trabajo «${v.workspaceName}» en Portico ${roleAs}.`,
    roleAs: { [MemberRole.MEMBER]: 'como miembro', [MemberRole.ADMIN]: 'como administrador' },
    roleNote: {
      [MemberRole.MEMBER]: 'Los miembros ven y editan los formularios del espacio de trabajo.',
      [MemberRole.ADMIN]: 'Los administradores además gestionan el equipo, la marca y las claves de API.',
    },
    open: 'Acepte o rechace la invitación',
    how: (v) =>
      `Para aceptarla, inicie sesión con esta dirección (${v.email}) o cree con ella una cuenta de Portico; el enlace le devolverá a la invitación. Funciona hasta el ${v.expires} y una sola vez.`,
    ignore: 'Si no esperaba esta invitación, ignore este correo: no ocurrirá nada a menos que la acepte.',
  },
  ru: {
    subject: (v) => `${v.inviterEmail} приглашает вас в ${v.workspaceName} в Portico`,
    greeting: 'Здравствуйте!',
    invited: (v, roleAs) =>
      `${v.inviterEmail} приглашает вас присоединиться к рабочему пространству «${v.workspaceName}» в Portico ${roleAs}.`,
    roleAs: { [MemberRole.MEMBER]: 'в роли участника', [MemberRole.ADMIN]: 'в роли администратора' },
    roleNote: {
      [MemberRole.MEMBER]: 'Участники просматривают и редактируют анкеты рабочего пространства.',
      [MemberRole.ADMIN]: 'Администраторы также управляют командой, оформлением и ключами API.',
    },
    open: 'Примите или отклоните приглашение',
    how: (v) =>
      `Чтобы принять приглашение, войдите с этим адресом (${v.email}) или создайте с ним учётную запись Portico; ссылка вернёт вас к приглашению. Она действует до ${v.expires} и только один раз.`,
    ignore:
      'Если вы не ждали этого приглашения, просто проигнорируйте письмо: без вашего согласия ничего не произойдёт.',
  },
  cn: {
    subject: (v) => `${v.inviterEmail} 邀请您加入 Portico 上的 ${v.workspaceName}`,
    greeting: '您好：',
    invited: (v, roleAs) => `${v.inviterEmail} 邀请您${roleAs}加入 Portico 上的工作区“${v.workspaceName}”。`,
    roleAs: { [MemberRole.MEMBER]: '以成员身份', [MemberRole.ADMIN]: '以管理员身份' },
    roleNote: {
      [MemberRole.MEMBER]: '成员可以查看和编辑工作区的表格。',
      [MemberRole.ADMIN]: '管理员还可以管理团队、品牌和 API 密钥。',
    },
    open: '接受或拒绝邀请',
    how: (v) =>
      `要接受邀请，请用此邮箱（${v.email}）登录，或用它注册 Portico 账户；链接会带您回到邀请页面。链接在 ${v.expires} 前有效，且只能使用一次。`,
    ignore: '如果您没有预料到此邀请，请忽略此邮件：除非您接受，否则不会发生任何变化。',
  },
  vi: {
    subject: (v) => `${v.inviterEmail} mời bạn tham gia ${v.workspaceName} trên Portico`,
    greeting: 'Xin chào,',
    invited: (v, roleAs) =>
      `${v.inviterEmail} mời bạn tham gia không gian làm việc "${v.workspaceName}" trên Portico ${roleAs}.`,
    roleAs: {
      [MemberRole.MEMBER]: 'với vai trò thành viên',
      [MemberRole.ADMIN]: 'với vai trò quản trị viên',
    },
    roleNote: {
      [MemberRole.MEMBER]: 'Thành viên xem và chỉnh sửa các biểu mẫu của không gian làm việc.',
      [MemberRole.ADMIN]: 'Quản trị viên còn quản lý nhóm, thương hiệu và khóa API.',
    },
    open: 'Chấp nhận hoặc từ chối lời mời',
    how: (v) =>
      `Để chấp nhận, hãy đăng nhập bằng địa chỉ này (${v.email}) hoặc tạo tài khoản Portico với địa chỉ này; liên kết sẽ đưa bạn quay lại lời mời. Liên kết có hiệu lực đến ngày ${v.expires} và chỉ dùng được một lần.`,
    ignore:
      'Nếu bạn không mong đợi lời mời này, hãy bỏ qua email này: sẽ không có gì xảy ra trừ khi bạn chấp nhận.',
  },
};

/** Names chosen by people go into a subject line and sentences: one line, single spaces. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The invitation e-mail in `language` (the invitee's account language, or the one the admin chose). */
export function renderInvitationMail(
  language: Language,
  input: InvitationMailValues,
): { subject: string; text: string; html: string } {
  const w = WORDS[language] ?? WORDS.en;
  const values = {
    ...input,
    workspaceName: oneLine(input.workspaceName),
    inviterEmail: oneLine(input.inviterEmail),
  };
  const invited = w.invited(values, w.roleAs[values.role]);
  const note = w.roleNote[values.role];
  const text = [
    w.greeting,
    '',
    invited,
    note,
    '',
    `${w.open}:`,
    values.link,
    '',
    w.how(values),
    '',
    w.ignore,
  ].join('\n');
  const h = (s: string) => escapeHtml(s);
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:560px">',
    `<p>${h(w.greeting)}</p>`,
    `<p>${h(invited)}<br>${h(note)}</p>`,
    `<p><a href="${h(values.link)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#fff;text-decoration:none;border-radius:6px">${h(w.open)}</a></p>`,
    `<p>${h(w.how(values))}</p>`,
    `<p>${h(w.ignore)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: w.subject(values), text, html };
}
