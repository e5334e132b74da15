import { useId } from 'react';

/** Props of {@link BackendSelect}. */
export interface BackendSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
  disabled?: boolean;
}

/** A labelled choice of back end. */
export function BackendSelect<T extends string>({ label, value, options, onChange, disabled = false }: BackendSelectProps<T>) {
  const id = useId();
  return (
    <div className="pg-field pg-field--inline">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="pg-select" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
