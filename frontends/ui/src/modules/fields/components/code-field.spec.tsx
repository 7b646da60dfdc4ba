import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { CodeField } from './code-field';

function Harness({ error }: { error?: string }) {
  const [code, setCode] = useState('');
  return <CodeField id="c" label="Code" value={code} onChange={setCode} hint="Sent to you" error={error} />;
}

describe('CodeField', () => {
  it('keeps the digits typed, at most six', () => {
    render(<Harness />);
    const box = screen.getByLabelText<HTMLInputElement>('Code');
    fireEvent.change(box, { target: { value: '12a3 4-5678' } });
    expect(box.value).toBe('123456');
  });

  it('takes a pasted code with spaces or dashes whole, beyond the box length', () => {
    render(<Harness />);
    const box = screen.getByLabelText<HTMLInputElement>('Code');
    fireEvent.paste(box, { clipboardData: { getData: () => '123 - 456' } });
    expect(box.value).toBe('123456');
  });

  it('is a numeric one-time-code box read with its hint and error', () => {
    render(<Harness error="Wrong code" />);
    const box = screen.getByLabelText<HTMLInputElement>('Code');
    expect(box.getAttribute('inputmode')).toBe('numeric');
    expect(box.getAttribute('autocomplete')).toBe('one-time-code');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = (box.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Sent to you',
      'Wrong code',
    ]);
  });
});
