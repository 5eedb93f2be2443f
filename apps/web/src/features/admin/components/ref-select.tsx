import { recordEntities } from '@wiy/shared/admin-entities.schema';
import type { RecordEntity } from '@wiy/shared/admin-fields.schema';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { useRecords } from '../api/get-records.ts';
import { FieldError, invalidProps, type BoundFieldProps } from './field-error.tsx';

/** A choice of another record by id, showing its label; `noneLabel` offers no choice at all. */
export function RefSelect({
  label,
  entity,
  value,
  onChange,
  noneLabel,
  filter,
  error,
  ref,
}: BoundFieldProps & {
  entity: RecordEntity;
  noneLabel?: string;
  filter?: (record: Record<string, unknown>) => boolean;
}) {
  const id = useId();
  const t = useT();
  const records = useRecords(entity);
  const display = recordEntities[entity].display;
  const options = (records.data?.record ?? []).filter((record) => !filter || filter(record));
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} ref={ref} value={value} onChange={(event) => onChange(event.target.value)} {...invalidProps(id, error)}>
        <option value="">{noneLabel ?? t('console.form.none')}</option>
        {value && !options.some((record) => record.uni_id === value) && <option value={value}>{value}</option>}
        {options.map((record) => (
          <option key={record.uni_id} value={record.uni_id}>
            {String(record[display] ?? record.uni_id)}
          </option>
        ))}
      </select>
      <FieldError id={id} message={error} />
    </div>
  );
}
