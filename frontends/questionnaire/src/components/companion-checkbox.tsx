export interface CompanionCheckboxProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** 'Does Not Apply', 'Do Not Know' or 'No Expiration' beside a question; checking it clears and disables the question. */
export function CompanionCheckbox({ id, label, checked, onChange, disabled }: CompanionCheckboxProps) {
  return (
    <label className="pq-companion" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
