import { startMailbox, type Mailbox } from './testing/mailbox';
import { createMailSender } from './mail';

describe('createMailSender', () => {
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(() => mailbox?.close());

  it('sends from MAIL_FROM through the SMTP URL the settings give at the time of sending', async () => {
    const settings = { smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'Portico <no-reply@portico.test>' };
    const sender = createMailSender(() => settings);
    await expect(sender.send({ to: 'nobody@example.test', subject: 'x', text: 'x' })).rejects.toThrow();
    settings.smtpUrl = mailbox.smtpUrl;
    await sender.send({ to: 'Someone@Example.test', subject: 'Hello', text: 'Body text' });
    await sender.send({ to: 'someone@example.test', subject: 'Again', text: 'Second' });
    expect(await mailbox.waitFor('someone@example.test', 2)).toEqual({
      to: ['someone@example.test'],
      subject: 'Again',
      text: 'Second\n',
    });
    expect(mailbox.messages[0].subject).toBe('Hello');
  });
});
