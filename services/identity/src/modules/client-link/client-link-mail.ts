import { escapeHtml } from '@portico/service-kit';
import type { Language } from '../account/user.entity';

export interface ClientLinkMailValues {
  clientName: string;
  agencyName: string;
  link: string;
  /** Expiry date, already formatted (YYYY-MM-DD). */
  expires: string;
  contactEmail: string | null;
  contactPhone: string | null;
  contactAddress: string | null;
}

interface Words {
  subject: (v: ClientLinkMailValues) => string;
  greeting: (v: ClientLinkMailValues) => string;
  body: (v: ClientLinkMailValues) => string;
  open: string;
  expires: (v: ClientLinkMailValues) => string;
  keep: string;
  contacts: string;
  email: string;
  phone: string;
  address: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    subject: (v) => `${v.agencyName}: your DS-160 visa application form`,
    greeting: (v) => `Hello ${v.clientName},`,
    body: (v) =>
      `${v.agencyName} invites you to fill in your DS-160 visa application. You can answer in your own language; the agency reviews the answers and translates them into English.`,
    open: 'Open your form',
    expires: (v) => `This personal link works until ${v.expires}.`,
    keep: 'Do not forward this e-mail: anyone with the link can open your form.',
    contacts: 'Questions? Contact your agency',
    email: 'E-mail',
    phone: 'Phone',
    address: 'Address',
  },
  es: {
    subject: (v) => `${v.agencyName}: su formulario de solicitud de visa DS-160`,
    greeting: (v) => `Hola, ${v.clientName}:`,
    body: (v) =>
      `${v.agencyName} le invita a completar su solicitud de visa DS-160. Puede responder en su propio idioma; la agencia revisa las respuestas y las traduce al inglés.`,
    open: 'Abrir su formulario',
    expires: (v) => `Este enlace personal funciona hasta el ${v.expires}.`,
    keep: 'No reenvíe este correo: cualquier persona con el enlace puede abrir su formulario.',
    contacts: '¿Preguntas? Contacte con su agencia',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    address: 'Dirección',
  },
  ru: {
    subject: (v) => `${v.agencyName}: ваша анкета DS-160 на визу`,
    greeting: (v) => `Здравствуйте, ${v.clientName}!`,
    body: (v) =>
      `${v.agencyName} приглашает вас заполнить анкету DS-160 на визу. Вы можете отвечать на своём языке; агентство проверит ответы и переведёт их на английский.`,
    open: 'Открыть анкету',
    expires: (v) => `Эта персональная ссылка действует до ${v.expires}.`,
    keep: 'Не пересылайте это письмо: любой, у кого есть ссылка, может открыть вашу анкету.',
    contacts: 'Есть вопросы? Свяжитесь с агентством',
    email: 'Эл. почта',
    phone: 'Телефон',
    address: 'Адрес',
  },
  cn: {
    subject: (v) => `${v.agencyName}：您的 DS-160 签证申请表`,
    greeting: (v) => `${v.clientName}，您好：`,
    body: (v) =>
      `${v.agencyName} 邀请您填写 DS-160 签证申请。您可以用自己的语言作答；机构会审核您的回答并翻译成英文。`,
    open: '打开您的申请表',
    expires: (v) => `此专属链接有效期至 ${v.expires}。`,
    keep: '请勿转发此邮件：任何拿到链接的人都能打开您的申请表。',
    contacts: '有疑问？请联系您的机构',
    email: '电子邮件',
    phone: '电话',
    address: '地址',
  },
  vi: {
    subject: (v) => `${v.agencyName}: đơn xin thị thực DS-160 của bạn`,
    greeting: (v) => `Xin chào ${v.clientName},`,
    body: (v) =>
      `${v.agencyName} mời bạn điền đơn xin thị thực DS-160. Bạn có thể trả lời bằng ngôn ngữ của mình; công ty sẽ xem lại câu trả lời và dịch sang tiếng Anh.`,
    open: 'Mở đơn của bạn',
    expires: (v) => `Liên kết cá nhân này có hiệu lực đến ngày ${v.expires}.`,
    keep: 'Đừng chuyển tiếp email này: bất kỳ ai có liên kết đều có thể mở đơn của bạn.',
    contacts: 'Có câu hỏi? Hãy liên hệ công ty của bạn',
    email: 'Email',
    phone: 'Điện thoại',
    address: 'Địa chỉ',
  },
};

/**
 * The client-link e-mail in the link's language, branded with the agency's name, contacts and (in
 * the HTML part) its logo, referenced as `cid:agency-logo` when `withLogo`.
 */
export function renderClientLinkMail(
  language: Language,
  values: ClientLinkMailValues,
  withLogo: boolean,
): { subject: string; text: string; html: string } {
  const w = WORDS[language] ?? WORDS.en;
  const contacts: [string, string][] = [];
  if (values.contactEmail) contacts.push([w.email, values.contactEmail]);
  if (values.contactPhone) contacts.push([w.phone, values.contactPhone]);
  if (values.contactAddress) contacts.push([w.address, values.contactAddress]);
  const text = [
    w.greeting(values),
    '',
    w.body(values),
    '',
    `${w.open}:`,
    values.link,
    '',
    w.expires(values),
    w.keep,
    ...(contacts.length > 0
      ? ['', `${w.contacts} (${values.agencyName}):`, ...contacts.map(([k, v]) => `${k}: ${v}`)]
      : ['', values.agencyName]),
  ].join('\n');
  const h = (s: string) => escapeHtml(s);
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:560px">',
    withLogo ? `<p><img src="cid:agency-logo" alt="${h(values.agencyName)}" width="96" height="96"></p>` : '',
    `<h1 style="font-size:20px">${h(values.agencyName)}</h1>`,
    `<p>${h(w.greeting(values))}</p>`,
    `<p>${h(w.body(values))}</p>`,
    `<p><a href="${h(values.link)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#fff;text-decoration:none;border-radius:6px">${h(w.open)}</a></p>`,
    `<p>${h(w.expires(values))}<br>${h(w.keep)}</p>`,
    contacts.length > 0
      ? `<p>${h(w.contacts)}:<br>${contacts.map(([k, v]) => `${h(k)}: ${h(v)}`).join('<br>')}</p>`
      : '',
    '</body></html>',
  ].join('');
  return { subject: w.subject(values), text, html };
}
