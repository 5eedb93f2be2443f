/** One row of a settings list: what it is (its kind and its name) and how to take it away. */
export interface SettingsListRow {
  key: string;
  kind: string;
  label: string;
  /** The button's full name for a screen reader, which hears it apart from the row. */
  removeLabel: string;
  onRemove: () => void;
}

/** The Settings screen's lists of things a reader keeps (follows, mutes), each with its button to take it away. */
export function SettingsList({ rows, removeText, label }: { rows: readonly SettingsListRow[]; removeText: string; label?: string }) {
  return (
    <ul className="settings-list" aria-label={label}>
      {rows.map((row) => (
        <li key={row.key}>
          <span>
            <span className="settings-kind">{row.kind}</span> {row.label}
          </span>
          <button type="button" className="pill settings-action" aria-label={row.removeLabel} onClick={row.onRemove}>
            {removeText}
          </button>
        </li>
      ))}
    </ul>
  );
}
