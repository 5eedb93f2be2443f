import type { ReactNode } from 'react';

/** One setting as a group of radio buttons, applied as it is chosen. */
export function Choice<T extends string>(props: {
  legend: string;
  name: string;
  values: readonly T[];
  labels: Record<T, ReactNode>;
  chosen: T;
  onChoose: (value: T) => void;
}) {
  return (
    <fieldset className="settings-choice">
      <legend>{props.legend}</legend>
      {props.values.map((value) => (
        <label key={value}>
          <input type="radio" name={props.name} value={value} checked={props.chosen === value} onChange={() => props.onChoose(value)} />
          {props.labels[value]}
        </label>
      ))}
    </fieldset>
  );
}
