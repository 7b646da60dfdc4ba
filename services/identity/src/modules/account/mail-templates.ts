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

const signupExisting: Record<Language, Template> = {
  en: ({ loginUrl, resetUrl }) => ({
    subject: 'Someone tried to sign up to Portico with your address',
    text: `Someone just tried to create a Portico account with this e-mail address, which already has an account. No new account was created.\n\nIf it was you, log in instead:\n${loginUrl}\n\nForgot your password? Reset it here:\n${resetUrl}\n\nIf it was not you, you can ignore this e-mail; your account is unchanged.`,
  }),
  es: ({ loginUrl, resetUrl }) => ({
    subject: 'Alguien intentó registrarse en Portico con su dirección',
    text: `Alguien acaba de intentar crear una cuenta de Portico con esta dirección de correo, que ya tiene una cuenta. No se creó ninguna cuenta nueva.\n\nSi fue usted, inicie sesión:\n${loginUrl}\n\n¿Olvidó su contraseña? Restablézcala aquí:\n${resetUrl}\n\nSi no fue usted, puede ignorar este correo; su cuenta no ha cambiado.`,
  }),
  ru: ({ loginUrl, resetUrl }) => ({
    subject: 'Кто-то пытался зарегистрироваться в Portico с вашим адресом',
    text: `Кто-то только что попытался создать учётную запись Portico с этим адресом электронной почты, для которого учётная запись уже есть. Новая учётная запись не создана.\n\nЕсли это были вы, просто войдите:\n${loginUrl}\n\nЗабыли пароль? Сбросьте его здесь:\n${resetUrl}\n\nЕсли это были не вы, проигнорируйте письмо; ваша учётная запись не изменилась.`,
  }),
  cn: ({ loginUrl, resetUrl }) => ({
    subject: '有人尝试用您的邮箱注册 Portico',
    text: `有人刚刚尝试用此邮箱地址创建 Portico 账户，但该地址已有账户。没有创建新账户。\n\n如果是您本人，请直接登录：\n${loginUrl}\n\n忘记密码？请在此重置：\n${resetUrl}\n\n如果不是您本人操作，请忽略此邮件，您的账户没有任何变化。`,
  }),
  vi: ({ loginUrl, resetUrl }) => ({
    subject: 'Có người đã thử đăng ký Portico bằng địa chỉ của bạn',
    text: `Có người vừa thử tạo tài khoản Portico bằng địa chỉ email này, vốn đã có tài khoản. Không có tài khoản mới nào được tạo.\n\nNếu đó là bạn, hãy đăng nhập:\n${loginUrl}\n\nQuên mật khẩu? Đặt lại tại đây:\n${resetUrl}\n\nNếu không phải bạn, hãy bỏ qua email này; tài khoản của bạn không thay đổi.`,
  }),
};

const emailChangeCode: Record<Language, Template> = {
  en: ({ code }) => ({
    subject: `Confirm your new Portico e-mail address: ${code}`,
    text: `Enter the code ${code} in your Portico account settings to use this address for your account. It expires in 15 minutes.\n\nIf you did not ask for this, ignore this e-mail; nothing changes.`,
  }),
  es: ({ code }) => ({
    subject: `Confirme su nuevo correo de Portico: ${code}`,
    text: `Introduzca el código ${code} en la configuración de su cuenta de Portico para usar esta dirección en su cuenta. Caduca en 15 minutos.\n\nSi no lo solicitó, ignore este correo; no cambiará nada.`,
  }),
  ru: ({ code }) => ({
    subject: `Подтвердите новый адрес Portico: ${code}`,
    text: `Введите код ${code} в настройках учётной записи Portico, чтобы использовать этот адрес. Код действует 15 минут.\n\nЕсли вы этого не запрашивали, проигнорируйте письмо; ничего не изменится.`,
  }),
  cn: ({ code }) => ({
    subject: `确认您的 Portico 新邮箱：${code}`,
    text: `请在 Portico 账户设置中输入验证码 ${code}，以便您的账户使用此邮箱。验证码 15 分钟内有效。\n\n如果您没有提出此请求，请忽略此邮件，不会有任何变化。`,
  }),
  vi: ({ code }) => ({
    subject: `Xác nhận địa chỉ email Portico mới: ${code}`,
    text: `Nhập mã ${code} trong phần cài đặt tài khoản Portico để dùng địa chỉ này cho tài khoản của bạn. Mã hết hạn sau 15 phút.\n\nNếu bạn không yêu cầu, hãy bỏ qua email này; sẽ không có gì thay đổi.`,
  }),
};

const emailInUse: Record<Language, Template> = {
  en: ({ resetUrl }) => ({
    subject: 'Someone tried to move a Portico account to your address',
    text: `Someone asked to use this e-mail address for a Portico account, but this address already has an account. Nothing changed.\n\nIf you cannot sign in, reset your password here:\n${resetUrl}`,
  }),
  es: ({ resetUrl }) => ({
    subject: 'Alguien intentó usar su dirección en otra cuenta de Portico',
    text: `Alguien solicitó usar esta dirección de correo para una cuenta de Portico, pero esta dirección ya tiene una cuenta. No cambió nada.\n\nSi no puede iniciar sesión, restablezca su contraseña aquí:\n${resetUrl}`,
  }),
  ru: ({ resetUrl }) => ({
    subject: 'Кто-то пытался перенести учётную запись Portico на ваш адрес',
    text: `Кто-то запросил использование этого адреса для учётной записи Portico, но для этого адреса учётная запись уже есть. Ничего не изменилось.\n\nЕсли вы не можете войти, сбросьте пароль здесь:\n${resetUrl}`,
  }),
  cn: ({ resetUrl }) => ({
    subject: '有人尝试将 Portico 账户改用您的邮箱',
    text: `有人请求让某个 Portico 账户使用此邮箱地址，但该地址已有账户。没有任何变化。\n\n如果您无法登录，请在此重置密码：\n${resetUrl}`,
  }),
  vi: ({ resetUrl }) => ({
    subject: 'Có người đã thử chuyển một tài khoản Portico sang địa chỉ của bạn',
    text: `Có người đã yêu cầu dùng địa chỉ email này cho một tài khoản Portico, nhưng địa chỉ này đã có tài khoản. Không có gì thay đổi.\n\nNếu bạn không đăng nhập được, hãy đặt lại mật khẩu tại đây:\n${resetUrl}`,
  }),
};

export const MAIL_TEMPLATES = {
  activation,
  passwordReset,
  passwordChanged,
  emailChanged,
  signupExisting,
  emailChangeCode,
  emailInUse,
};
export type MailKind = keyof typeof MAIL_TEMPLATES;

export function renderMail(kind: MailKind, language: Language, values: Record<string, string>): MailContent {
  return (MAIL_TEMPLATES[kind][language] ?? MAIL_TEMPLATES[kind].en)(values);
}
