import type { ControlProps } from './control-props';

export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceGroupProps extends ControlProps<string> {
  name: string;
  choices: readonly Choice[];
}

/** Radios of one question (yes/no and other short lists), named by the question's legend. */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { id, name, value, choices, onChange, onBlur, disabled, invalid, required, describedBy } = props;
  return (
    <div
      id={id}
      role="radiogroup"
      className="pq-choice-group"
      aria-labelledby={`${id}-label`}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy}
    >
      {choices.map((choice, index) => (
        <label key={choice.value} className="pq-choice">
          <input
            id={`${id}-${index}`}
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            disabled={disabled}
            onChange={() => onChange(choice.value)}
            onBlur={onBlur}
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
}
