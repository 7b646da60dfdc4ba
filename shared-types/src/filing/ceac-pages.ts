// Human names of the CEAC pages the robot reports (its steps' page, and the `page` and `expected`
// parameters of its messages), in the five languages. An application page is named by its
// questionnaire section's title; the pages around them (start, photo, review, signing, confirmation)
// by the names below. A page id nobody knows gets a generic name: the reader never sees a raw id.
import { DS160_SECTIONS } from '../ds160/sections';
import { isLanguageCode, type LanguageCode } from '../languages';
import { QUESTIONNAIRE_MESSAGES, type MessageId } from '../messages';

type Language = LanguageCode;
type Names = Readonly<Record<Language, string>>;

/** CEAC's pages outside the questionnaire's sections, and PrevSpouse (its section is Spouse's). */
const OWN_PAGES: Readonly<Record<string, Names>> = {
  Default: {
    en: 'CEAC start page',
    es: 'Página de inicio de CEAC',
    ru: 'Стартовая страница CEAC',
    cn: 'CEAC 首页',
    vi: 'Trang bắt đầu của CEAC',
  },
  SecureQuestion: {
    en: 'Application ID and security question',
    es: 'ID de solicitud y pregunta de seguridad',
    ru: 'Номер анкеты и контрольный вопрос',
    cn: '申请编号和安全问题',
    vi: 'Mã hồ sơ và câu hỏi bảo mật',
  },
  PrevSpouse: {
    en: 'Family Information: Former Spouse',
    es: 'Información familiar: excónyuge',
    ru: 'Семья: бывший супруг(а)',
    cn: '家庭信息：前配偶',
    vi: 'Thông tin gia đình: vợ/chồng cũ',
  },
  UploadPhoto: {
    en: 'Photo upload',
    es: 'Carga de la fotografía',
    ru: 'Загрузка фотографии',
    cn: '上传照片',
    vi: 'Tải ảnh lên',
  },
  IdentixUpload: {
    en: 'Sending the photo',
    es: 'Envío de la fotografía',
    ru: 'Отправка фотографии',
    cn: '发送照片',
    vi: 'Gửi ảnh',
  },
  IdentixResult: {
    en: 'Photo check result',
    es: 'Resultado de la revisión de la fotografía',
    ru: 'Результат проверки фотографии',
    cn: '照片检查结果',
    vi: 'Kết quả kiểm tra ảnh',
  },
  ConfirmPhoto: {
    en: 'Photo confirmation',
    es: 'Confirmación de la fotografía',
    ru: 'Подтверждение фотографии',
    cn: '确认照片',
    vi: 'Xác nhận ảnh',
  },
  Review: { en: 'Review', es: 'Revisión', ru: 'Проверка', cn: '审核', vi: 'Xem lại' },
  SignCertify: {
    en: 'Sign and submit',
    es: 'Firmar y enviar',
    ru: 'Подпись и отправка',
    cn: '签名并提交',
    vi: 'Ký và nộp',
  },
  Done: {
    en: 'Confirmation page',
    es: 'Página de confirmación',
    ru: 'Страница подтверждения',
    cn: '确认页',
    vi: 'Trang xác nhận',
  },
};

/** The parts of CEAC's review (its pages are `Review<part>`; the robot's "Reviewing {page}" names the part). */
const REVIEW_PARTS: Readonly<Record<string, Names>> = {
  Personal: {
    en: 'Personal Information',
    es: 'Información personal',
    ru: 'Личные данные',
    cn: '个人信息',
    vi: 'Thông tin cá nhân',
  },
  Travel: {
    en: 'Travel Information',
    es: 'Información del viaje',
    ru: 'Сведения о поездке',
    cn: '旅行信息',
    vi: 'Thông tin chuyến đi',
  },
  USContact: {
    en: 'U.S. Point of Contact',
    es: 'Contacto en EE. UU.',
    ru: 'Контакт в США',
    cn: '美国联系人',
    vi: 'Người liên hệ tại Hoa Kỳ',
  },
  Family: {
    en: 'Family Information',
    es: 'Información familiar',
    ru: 'Семья',
    cn: '家庭信息',
    vi: 'Thông tin gia đình',
  },
  WorkEducation: {
    en: 'Work/Education/Training',
    es: 'Trabajo, estudios y formación',
    ru: 'Работа, учёба и подготовка',
    cn: '工作/教育/培训',
    vi: 'Công việc, học tập và đào tạo',
  },
  Security: {
    en: 'Security and Background',
    es: 'Seguridad y antecedentes',
    ru: 'Безопасность и биография',
    cn: '安全和背景',
    vi: 'An ninh và lý lịch',
  },
  Location: {
    en: 'Application location',
    es: 'Lugar de solicitud',
    ru: 'Место подачи',
    cn: '申请地点',
    vi: 'Nơi nộp hồ sơ',
  },
};

const REVIEW_OF: Names = {
  en: 'Review: {part}',
  es: 'Revisión: {part}',
  ru: 'Проверка: {part}',
  cn: '审核：{part}',
  vi: 'Xem lại: {part}',
};

const UNKNOWN_PAGE: Names = {
  en: 'A CEAC page',
  es: 'Una página de CEAC',
  ru: 'Страница CEAC',
  cn: 'CEAC 页面',
  vi: 'Một trang của CEAC',
};

/** The questionnaire section's title of each application page. */
const SECTION_PAGES: ReadonlyMap<string, MessageId> = new Map(
  DS160_SECTIONS.flatMap((section) =>
    section.ceacPages.map((page) => [page, section.titleMessageId as MessageId]),
  ),
);

const languageOf = (language: string): Language => (isLanguageCode(language) ? language : 'en');

const own = (names: Readonly<Record<string, Names>>, id: string) =>
  Object.prototype.hasOwnProperty.call(names, id) ? names[id] : undefined;

/** Every page id (and review part) that has a name of its own, for tests. */
export const NAMED_CEAC_PAGES: readonly string[] = [
  ...SECTION_PAGES.keys(),
  ...Object.keys(OWN_PAGES),
  ...Object.keys(REVIEW_PARTS).map((part) => `Review${part}`),
];

/** A CEAC page's (or review part's) name in `language`, or undefined when the id is not one CEAC shows. */
export function knownCeacPageName(id: string, language: string): string | undefined {
  const lang = languageOf(language);
  if (SECTION_PAGES.has(id) && !own(OWN_PAGES, id)) {
    const messageId = SECTION_PAGES.get(id)!;
    return QUESTIONNAIRE_MESSAGES[lang][messageId] ?? QUESTIONNAIRE_MESSAGES.en[messageId];
  }
  const page = own(OWN_PAGES, id);
  if (page) return page[lang];
  const part = own(REVIEW_PARTS, id.replace(/^Review(?=[A-Z])/, ''));
  if (!part) return undefined;
  return id.startsWith('Review') ? REVIEW_OF[lang].replace('{part}', part[lang]) : part[lang];
}

/** A CEAC page's name in `language`; a generic name for an id Portico does not know (never the id). */
export function ceacPageName(id: string, language: string): string {
  return knownCeacPageName(id, language) ?? UNKNOWN_PAGE[languageOf(language)];
}
