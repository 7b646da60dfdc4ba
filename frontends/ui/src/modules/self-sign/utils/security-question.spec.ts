import { securityQuestionLabel } from './security-question';

const words = (locale: string) => ({
  locale,
  translated: { '3': '¿Cuál es el apellido de soltera de su abuela materna?' },
  withCeac: (question: string, ceac: string) => `${question} (en CEAC: «${ceac}»)`,
  numbered: (number: string) => `Pregunta ${number} de la lista de CEAC`,
});

describe('securityQuestionLabel', () => {
  it("gives the question's text in the reader's language, with CEAC's English", () => {
    expect(securityQuestionLabel('3', words('es'))).toBe(
      '¿Cuál es el apellido de soltera de su abuela materna? (en CEAC: «What is your maternal grandmother’s maiden name?»)',
    );
    expect(securityQuestionLabel('3', words('en'))).toBe('What is your maternal grandmother’s maiden name?');
  });

  it('falls back to the number only for a question whose text is not known', () => {
    expect(securityQuestionLabel('19', words('es'))).toBe('Pregunta 19 de la lista de CEAC');
    expect(securityQuestionLabel('What is your favourite colour?', words('es'))).toBe(
      'What is your favourite colour?',
    );
  });
});
