import { DS160_SECTIONS } from '../ds160/sections';
import { LANGUAGE_CODES } from '../languages';
import { NAMED_CEAC_PAGES, ceacPageName, filingMessage, knownCeacPageName } from './index';

const LANGUAGES = LANGUAGE_CODES;

// Every page the robot reports: the application pages of the questionnaire, and the pages around them.
const ROBOT_PAGES = [
  ...DS160_SECTIONS.flatMap((section) => section.ceacPages),
  'Default',
  'SecureQuestion',
  'UploadPhoto',
  'IdentixUpload',
  'IdentixResult',
  'ConfirmPhoto',
  'ReviewPersonal',
  'ReviewTravel',
  'ReviewUSContact',
  'ReviewFamily',
  'ReviewWorkEducation',
  'ReviewSecurity',
  'ReviewLocation',
  'SignCertify',
  'Done',
];

describe('CEAC page names', () => {
  it.each([
    [
      'en',
      'Security and Background: Part 5',
      'Photo check result',
      'Review: Family Information',
      'A CEAC page',
    ],
    [
      'es',
      'Seguridad y antecedentes: parte 5',
      'Resultado de la revisión de la fotografía',
      'Revisión: Información familiar',
      'Una página de CEAC',
    ],
    [
      'ru',
      'Безопасность и биография: часть 5',
      'Результат проверки фотографии',
      'Проверка: Семья',
      'Страница CEAC',
    ],
    ['cn', '安全和背景：第 5 部分', '照片检查结果', '审核：家庭信息', 'CEAC 页面'],
    [
      'vi',
      expect.stringContaining('5'),
      'Kết quả kiểm tra ảnh',
      'Xem lại: Thông tin gia đình',
      'Một trang của CEAC',
    ],
  ])('names pages in %s', (language, security5, identix, review, unknown) => {
    expect(ceacPageName('SecurityandBackground5', language)).toEqual(security5);
    expect(ceacPageName('IdentixResult', language)).toBe(identix);
    expect(ceacPageName('ReviewFamily', language)).toBe(review);
    expect(ceacPageName('Personal7', language)).toBe(unknown);
  });

  it.each(LANGUAGES)('has a name of its own for every page the robot reports, in %s', (language) => {
    for (const page of ROBOT_PAGES) {
      const name = knownCeacPageName(page, language);
      expect({ page, name }).toEqual({ page, name: expect.any(String) });
      expect(name).not.toBe(page);
      if (language !== 'en')
        expect({ page, name }).not.toEqual({ page, name: knownCeacPageName(page, 'en') });
    }
    expect(NAMED_CEAC_PAGES).toEqual(expect.arrayContaining(ROBOT_PAGES));
  });

  it('names the pages in a message for a reader, and keeps the address of a page CEAC showed unexpectedly', () => {
    const named = { namePages: true };
    expect(filingMessage('filling', { page: 'PptVisa' }, 'ru', named)).toBe('Заполняем Паспорт');
    expect(filingMessage('reviewing', { page: 'Personal' }, 'en', named)).toBe(
      'Reviewing Personal Information',
    );
    expect(
      filingMessage('ceacPageOrder', { page: 'Travel', expected: 'Personal2' }, 'en', named).startsWith(
        'CEAC showed Travel Information where Portico expected Personal Information 2',
      ),
    ).toBe(true);
    expect(filingMessage('ceacUnknownPage', { page: '/GenNIV/x.aspx?node=New' }, 'en', named)).toContain(
      '(/GenNIV/x.aspx?node=New)',
    );
    // The stored English keeps the ids (what support reads in the logs).
    expect(filingMessage('filling', { page: 'PptVisa' })).toBe('Filling PptVisa');
  });
});
