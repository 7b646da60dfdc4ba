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

const loginCode: Record<Language, Template> = {
  en: ({ code, resetUrl }) => ({
    subject: `Your Portico sign-in code: ${code}`,
    text: `The right password of your Portico account was just entered while sign-ins to it are slowed down after failed attempts.\n\nTo sign in now, enter the code ${code} with your password. It works once, for 10 minutes.\n\nIf it was not you, someone else knows your password: reset it now and turn on two-step verification in your account settings:\n${resetUrl}`,
  }),
  es: ({ code, resetUrl }) => ({
    subject: `Su código de inicio de sesión de Portico: ${code}`,
    text: `Se acaba de introducir la contraseña correcta de su cuenta de Portico mientras los inicios de sesión en ella están ralentizados por intentos fallidos.\n\nPara iniciar sesión ahora, introduzca el código ${code} junto con su contraseña. Sirve una sola vez, durante 10 minutos.\n\nSi no fue usted, otra persona conoce su contraseña: restablézcala ahora y active la verificación en dos pasos en la configuración de su cuenta:\n${resetUrl}`,
  }),
  ru: ({ code, resetUrl }) => ({
    subject: `Ваш код для входа в Portico: ${code}`,
    text: `Только что был введён правильный пароль вашей учётной записи Portico, пока вход в неё замедлен из-за неудачных попыток.\n\nЧтобы войти сейчас, введите код ${code} вместе с паролем. Код действует один раз в течение 10 минут.\n\nЕсли это были не вы, ваш пароль известен кому-то ещё: сбросьте его сейчас и включите двухэтапную проверку в настройках учётной записи:\n${resetUrl}`,
  }),
  cn: ({ code, resetUrl }) => ({
    subject: `您的 Portico 登录验证码：${code}`,
    text: `由于多次登录失败，您的 Portico 账户登录已被放慢；就在刚才，有人输入了该账户的正确密码。\n\n如需立即登录，请在输入密码的同时输入验证码 ${code}。验证码只能使用一次，10 分钟内有效。\n\n如果不是您本人操作，说明其他人知道了您的密码：请立即重置密码，并在账户设置中开启两步验证：\n${resetUrl}`,
  }),
  vi: ({ code, resetUrl }) => ({
    subject: `Mã đăng nhập Portico của bạn: ${code}`,
    text: `Mật khẩu đúng của tài khoản Portico của bạn vừa được nhập trong lúc việc đăng nhập vào tài khoản đang bị làm chậm do nhiều lần thử thất bại.\n\nĐể đăng nhập ngay, hãy nhập mã ${code} cùng với mật khẩu. Mã chỉ dùng được một lần, trong 10 phút.\n\nNếu không phải bạn, người khác đã biết mật khẩu của bạn: hãy đặt lại mật khẩu ngay và bật xác minh hai bước trong phần cài đặt tài khoản:\n${resetUrl}`,
  }),
};

const signInThrottled: Record<Language, Template> = {
  en: ({ failures, resetUrl }) => ({
    subject: 'Failed sign-ins to your Portico account',
    text: `There were ${failures} failed attempts in a row to sign in to your Portico account. Nobody got in. From now on, sign-ins to your account from devices you have not used with Portico before are slowed down.\n\nWhat you can do:\n- On a device you signed in from before, sign in as usual.\n- On another device, enter your password and then the code from your authenticator app, or the code we e-mail you.\n- If the attempts were yours and you have forgotten your password, reset it here:\n${resetUrl}\n- If they were not yours, nothing else is needed. To be safer, use a password you use nowhere else and turn on two-step verification in your account settings.\n\nWe send this message once per series of failed attempts.`,
  }),
  es: ({ failures, resetUrl }) => ({
    subject: 'Intentos fallidos de iniciar sesión en su cuenta de Portico',
    text: `Hubo ${failures} intentos fallidos seguidos de iniciar sesión en su cuenta de Portico. Nadie ha entrado. A partir de ahora, los inicios de sesión en su cuenta desde dispositivos que no haya usado antes con Portico se ralentizan.\n\nQué puede hacer:\n- En un dispositivo desde el que ya inició sesión, inicie sesión como siempre.\n- En otro dispositivo, introduzca su contraseña y después el código de su aplicación de autenticación o el código que le enviamos por correo.\n- Si los intentos fueron suyos y olvidó su contraseña, restablézcala aquí:\n${resetUrl}\n- Si no fueron suyos, no necesita hacer nada más. Para mayor seguridad, use una contraseña que no use en ningún otro sitio y active la verificación en dos pasos en la configuración de su cuenta.\n\nEnviamos este mensaje una vez por cada serie de intentos fallidos.`,
  }),
  ru: ({ failures, resetUrl }) => ({
    subject: 'Неудачные попытки входа в вашу учётную запись Portico',
    text: `Было ${failures} неудачных попыток подряд войти в вашу учётную запись Portico. Никто не вошёл. Теперь вход в вашу учётную запись с устройств, которые вы раньше не использовали с Portico, замедлен.\n\nЧто можно сделать:\n- На устройстве, с которого вы уже входили, входите как обычно.\n- На другом устройстве введите пароль, а затем код из приложения-аутентификатора или код, который мы пришлём вам по почте.\n- Если это были ваши попытки и вы забыли пароль, сбросьте его здесь:\n${resetUrl}\n- Если это были не вы, больше ничего делать не нужно. Для большей безопасности используйте пароль, который нигде больше не используете, и включите двухэтапную проверку в настройках учётной записи.\n\nМы отправляем это письмо один раз на каждую серию неудачных попыток.`,
  }),
  cn: ({ failures, resetUrl }) => ({
    subject: '您的 Portico 账户有多次登录失败',
    text: `有人连续 ${failures} 次尝试登录您的 Portico 账户均未成功，没有人登录进去。从现在起，从您以前未在 Portico 使用过的设备登录您的账户时，速度会被放慢。\n\n您可以这样做：\n- 在您以前登录过的设备上，照常登录。\n- 在其他设备上，先输入密码，再输入身份验证器应用中的验证码，或我们通过邮件发送给您的验证码。\n- 如果这些尝试是您本人所为且忘记了密码，请在此重置：\n${resetUrl}\n- 如果不是您本人所为，无需其他操作。为了更安全，请使用一个不在其他地方使用的密码，并在账户设置中开启两步验证。\n\n每一轮连续登录失败我们只发送一次此邮件。`,
  }),
  vi: ({ failures, resetUrl }) => ({
    subject: 'Có nhiều lần đăng nhập thất bại vào tài khoản Portico của bạn',
    text: `Đã có ${failures} lần thử đăng nhập liên tiếp vào tài khoản Portico của bạn không thành công. Không ai vào được. Từ bây giờ, việc đăng nhập vào tài khoản của bạn từ các thiết bị bạn chưa từng dùng với Portico sẽ bị làm chậm.\n\nBạn có thể:\n- Trên thiết bị bạn đã từng đăng nhập, hãy đăng nhập như bình thường.\n- Trên thiết bị khác, nhập mật khẩu rồi nhập mã từ ứng dụng xác thực, hoặc mã chúng tôi gửi cho bạn qua email.\n- Nếu đó là bạn và bạn quên mật khẩu, hãy đặt lại tại đây:\n${resetUrl}\n- Nếu không phải bạn, bạn không cần làm gì thêm. Để an toàn hơn, hãy dùng mật khẩu mà bạn không dùng ở nơi nào khác và bật xác minh hai bước trong phần cài đặt tài khoản.\n\nChúng tôi chỉ gửi thư này một lần cho mỗi loạt đăng nhập thất bại.`,
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
  loginCode,
  signInThrottled,
};
export type MailKind = keyof typeof MAIL_TEMPLATES;

export function renderMail(kind: MailKind, language: Language, values: Record<string, string>): MailContent {
  return (MAIL_TEMPLATES[kind][language] ?? MAIL_TEMPLATES[kind].en)(values);
}
