import type { FilingMessageCode } from './en';

export const FILING_MESSAGES_RU: Record<FilingMessageCode, string> = {
  captchaStart: 'Ждём, пока человек введёт капчу, чтобы начать анкету',
  captchaRetrieve: 'Ждём, пока человек введёт капчу, чтобы открыть анкету снова',
  captchaRefused: 'CEAC не принял капчу: {reason}',
  applicationId: 'CEAC выдал Application ID {applicationId}',
  retrieved: 'Анкета {applicationId} открыта на CEAC',
  applicationGone: 'На CEAC больше нет анкеты {applicationId}; начинаем новую анкету',
  nothingToRetrieve: 'В анкете {applicationId} не было сохранённых страниц; начинаем новую анкету',
  filling: 'Заполняем {page}',
  saved: 'Сохранено: {page}',
  reviewing: 'Проверяем {page}',
  pageRefused: 'CEAC отклонил {page}: {reason}',
  uploadingPhoto: 'Загружаем фотографию',
  noPhoto: 'Фотографии нет: продолжаем без неё',
  photoRefused: 'CEAC отклонил фотографию; продолжаем без фотографии ({reason})',
  photoAccepted: 'CEAC принял фотографию',
  photoDone: 'Шаг с фотографией пройден',
  continuingWithoutPhoto: 'Продолжаем без фотографии',
  waitingForSignature: 'Ждём подписи заявителя',
  signatureRefused: 'CEAC не принял подпись ({reason}); ждём, пока заявитель подпишет снова',
  signed: 'Заявитель подписал; CEAC принял анкету',
  submitted: 'Отправлено: номер подтверждения {confirmationNumber}',
  alreadySubmitted: 'Уже отправлено: номер подтверждения {confirmationNumber}',
  answersRefused: 'CEAC отклонил ответы ({count}); исправьте их и отправьте анкету снова.',
  retrying: 'Проблема на CEAC ({reason}); повторим через {seconds} с.',
  interrupted:
    'Подача прерывалась {count} раз(а), поэтому остановлена. Ничего не отправлено дважды; отправьте анкету снова.',
  gaveUp:
    'CEAC продолжал давать сбои, поэтому подача остановлена после {tries} попыток (последняя проблема: {reason}). Ничего не отправлено дважды; попробуйте позже.',
  captchaTimedOut:
    'Никто не ввёл капчу вовремя ({minutes} мин), а CEAC закрывает сессию после 20 минут бездействия, поэтому подача остановлена. Ничего не отправлено; отправьте анкету снова, когда кто-то сможет ответить.',
  signatureTimedOut:
    'Заявитель не подписал анкету вовремя ({minutes} мин), а CEAC закрывает сессию после 20 минут бездействия, поэтому подача остановлена. Ничего не отправлено; отправьте анкету снова, когда заявитель сможет подписать.',
  noInterviewPost:
    'В анкете не указано консульство для собеседования («Где вы будете подавать на визу?»); подача остановлена',
  stopped: 'Подача остановлена: {details}',
};
