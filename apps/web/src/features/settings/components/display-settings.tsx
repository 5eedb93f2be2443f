import { useState } from 'react';
import { TEXT_SIZES, THEMES, type DisplayPreferences, type TextSize, type Theme } from '@wiy/shared/display-preferences';
import { keepDisplayPreferences, storedDisplayPreferences } from '../display-preferences.ts';
import '../settings.css';

const THEME_LABELS: Record<Theme, string> = { system: 'System', light: 'Light', dark: 'Dark' };
const TEXT_SIZE_LABELS: Record<TextSize, string> = { small: 'Small', default: 'Default', large: 'Large' };

function Choice<T extends string>(props: {
  legend: string;
  name: string;
  values: readonly T[];
  labels: Record<T, string>;
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

/** Theme and text size, applied as they are chosen and kept on this device (decision 089). */
export function DisplaySettings() {
  const [preferences, setPreferences] = useState(storedDisplayPreferences);
  const choose = (change: Partial<DisplayPreferences>) => {
    const next = { ...preferences, ...change };
    keepDisplayPreferences(next);
    setPreferences(next);
  };
  return (
    <section className="settings-section" aria-labelledby="display-heading">
      <h2 id="display-heading">Display</h2>
      <Choice legend="Theme" name="theme" values={THEMES} labels={THEME_LABELS} chosen={preferences.theme} onChoose={(theme) => choose({ theme })} />
      <Choice
        legend="Text size"
        name="text-size"
        values={TEXT_SIZES}
        labels={TEXT_SIZE_LABELS}
        chosen={preferences.textSize}
        onChoose={(textSize) => choose({ textSize })}
      />
    </section>
  );
}
