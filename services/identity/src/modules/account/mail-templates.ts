import type { Language } from './user.entity';

export interface MailContent {
  subject: string;
  text: string;
}

type Template = (values: Record<string, string>) => MailContent;

const activation: Record<Language, Template> = {
  en: ({ code }) => ({
    subject: `Your Portico activation code: ${code}`,
    text: `Welcome to Portico!\n\nYour activation code is ${code}. It expires in 15 minutes.\n\nIf you did not create an account, you can ignore this e-mail.`,
  }),
  es: ({ code }) => ({
    subject: `Su código de activación de Portico: ${code}`,
    text: `¡Bienvenido a Portico!\n\nSu código de activación es ${code}. Caduca en 15 minutos.\n\nSi no creó una cuenta, puede ignorar este correo.`,
  }),
  ru: ({ code }) => ({
    subject: `Ваш код активации Portico: ${code}`,
    text: `Добро пожаловать в Portico!\n\nВаш код активации: ${code}. Он действует 15 минут.\n\nЕсли вы не создавали учётную запись, просто проигнорируйте это письмо.`,
  }),
  cn: ({ code }) => ({
    subject: `您的 Portico 激活码：${code}`,
    text: `欢迎使用 Portico！\n\n您的激活码是 ${code}，15 分钟内有效。\n\n如果您没有注册账户，请忽略此邮件。`,
  }),
  vi: ({ code }) => ({
    subject: `Mã kích hoạt Portico của bạn: ${code}`,
    text: `Chào mừng bạn đến với Portico!\n\nMã kích hoạt của bạn là ${code}. Mã hết hạn sau 15 phút.\n\nNếu bạn không tạo tài khoản, vui lòng bỏ qua email này.`,
  }),
};

const passwordReset: Record<Language, Template> = {
  en: ({ link }) => ({
    subject: 'Reset your Portico password',
    text: `Someone asked to reset the password of your Portico account.\n\nOpen this link within 1 hour to choose a new password (it also unlocks your account):\n${link}\n\nIf it was not you, ignore this e-mail; your password stays the same.`,
  }),
  es: ({ link }) => ({
    subject: 'Restablezca su contraseña de Portico',
    text: `Alguien solicitó restablecer la contraseña de su cuenta de Portico.\n\nAbra este enlace dentro de 1 hora para elegir una nueva contraseña (también desbloquea su cuenta):\n${link}\n\nSi no fue usted, ignore este correo; su contraseña no cambia.`,
  }),
  ru: ({ link }) => ({
    subject: 'Сброс пароля Portico',
    text: `Кто-то запросил сброс пароля вашей учётной записи Portico.\n\nОткройте эту ссылку в течение 1 часа, чтобы задать новый пароль (она также снимает блокировку):\n${link}\n\nЕсли это были не вы, проигнорируйте письмо; пароль останется прежним.`,
  }),
  cn: ({ link }) => ({
    subject: '重置您的 Portico 密码',
    text: `有人请求重置您的 Portico 账户密码。\n\n请在 1 小时内打开此链接设置新密码（同时会解除账户锁定）：\n${link}\n\n如果不是您本人操作，请忽略此邮件，您的密码不会改变。`,
  }),
  vi: ({ link }) => ({
    subject: 'Đặt lại mật khẩu Portico của bạn',
    text: `Có người đã yêu cầu đặt lại mật khẩu tài khoản Portico của bạn.\n\nMở liên kết này trong vòng 1 giờ để chọn mật khẩu mới (liên kết cũng mở khóa tài khoản):\n${link}\n\nNếu không phải bạn, hãy bỏ qua email này; mật khẩu của bạn vẫn giữ nguyên.`,
  }),
};

const passwordChanged: Record<Language, Template> = {
  en: () => ({
    subject: 'Your Portico password was changed',
    text: 'The password of your Portico account was just changed.\n\nIf it was not you, reset your password now from the sign-in page and contact us.',
  }),
  es: () => ({
    subject: 'Se cambió su contraseña de Portico',
    text: 'La contraseña de su cuenta de Portico acaba de cambiarse.\n\nSi no fue usted, restablezca su contraseña ahora desde la página de inicio de sesión y contáctenos.',
  }),
  ru: () => ({
    subject: 'Пароль Portico изменён',
    text: 'Пароль вашей учётной записи Portico только что был изменён.\n\nЕсли это были не вы, сбросьте пароль на странице входа и свяжитесь с нами.',
  }),
  cn: () => ({
    subject: '您的 Portico 密码已更改',
    text: '您的 Portico 账户密码刚刚被更改。\n\n如果不是您本人操作，请立即在登录页面重置密码并联系我们。',
  }),
  vi: () => ({
    subject: 'Mật khẩu Portico của bạn đã được thay đổi',
    text: 'Mật khẩu tài khoản Portico của bạn vừa được thay đổi.\n\nNếu không phải bạn, hãy đặt lại mật khẩu ngay từ trang đăng nhập và liên hệ với chúng tôi.',
  }),
};

const emailChanged: Record<Language, Template> = {
  en: ({ newEmail }) => ({
    subject: 'Your Portico e-mail address was changed',
    text: `Your Portico account now uses the address ${newEmail}.\n\nIf it was not you, contact us at once.`,
  }),
  es: ({ newEmail }) => ({
    subject: 'Se cambió su correo electrónico de Portico',
    text: `Su cuenta de Portico ahora usa la dirección ${newEmail}.\n\nSi no fue usted, contáctenos de inmediato.`,
  }),
  ru: ({ newEmail }) => ({
    subject: 'Адрес электронной почты Portico изменён',
    text: `Ваша учётная запись Portico теперь использует адрес ${newEmail}.\n\nЕсли это были не вы, немедленно свяжитесь с нами.`,
  }),
  cn: ({ newEmail }) => ({
    subject: '您的 Portico 邮箱地址已更改',
    text: `您的 Portico 账户现在使用邮箱 ${newEmail}。\n\n如果不是您本人操作，请立即联系我们。`,
  }),
  vi: ({ newEmail }) => ({
    subject: 'Địa chỉ email Portico của bạn đã được thay đổi',
    text: `Tài khoản Portico của bạn hiện dùng địa chỉ ${newEmail}.\n\nNếu không phải bạn, hãy liên hệ với chúng tôi ngay.`,
  }),
};

export const MAIL_TEMPLATES = { activation, passwordReset, passwordChanged, emailChanged };
export type MailKind = keyof typeof MAIL_TEMPLATES;

export function renderMail(kind: MailKind, language: Language, values: Record<string, string>): MailContent {
  return (MAIL_TEMPLATES[kind][language] ?? MAIL_TEMPLATES[kind].en)(values);
}
