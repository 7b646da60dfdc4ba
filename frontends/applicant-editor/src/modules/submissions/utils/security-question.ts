/**
 * CEAC's security question is stored as its ddlQuestions value ('1'..'20'). Only the text of value 3
 * is attested (ds160-facts §2.10); it is CEAC's own English, shown as CEAC shows it. Null: show the
 * number instead. A stored text (not a number) is shown as it is.
 */
export function securityQuestionText(value: string): string | null {
  if (!/^\d+$/.test(value)) return value;
  return value === '3' ? 'What is your maternal grandmother’s maiden name?' : null;
}
