import { expect, test } from '@playwright/test';

// Shell text (navigation) and remote text (the home heading) both follow the switcher.
const expected = {
  en: { home: 'Home', heading: 'Your DS-160, prepared with care', lang: 'en' },
  es: { home: 'Inicio', heading: 'Su DS-160, preparado con cuidado', lang: 'es' },
  ru: { home: 'Главная', heading: 'Ваша анкета DS-160, подготовленная с заботой', lang: 'ru' },
  cn: { home: '首页', heading: '用心准备您的 DS-160', lang: 'zh-CN' },
  vi: { home: 'Trang chủ', heading: 'Đơn DS-160 của bạn, được chuẩn bị chu đáo', lang: 'vi' },
} as const;

test('switching language changes visible text in all five languages and is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(expected.en.heading);
  const switcher = page.locator('header select');
  for (const code of ['es', 'ru', 'cn', 'vi', 'en'] as const) {
    await switcher.selectOption(code);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      expected[code].heading,
    );
    await expect(
      page.getByRole('banner').getByRole('link', { name: expected[code].home, exact: true }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', expected[code].lang);
  }
  await switcher.selectOption('ru');
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(expected.ru.heading);
});
