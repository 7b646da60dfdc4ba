/** What every answer control takes from the question around it. */
export interface ControlProps<V> {
  id: string;
  value: V;
  onChange: (value: V) => void;
  onBlur?: () => void;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  /** Ids of the help, lock reason and error texts. */
  describedBy?: string;
}
