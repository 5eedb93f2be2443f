import { PUBLISH_AT_MAX_AHEAD_MS } from '@wiy/shared/admin.schema';
import { useId, useState } from 'react';
import { useLocale, useT } from '../../../lib/i18n/i18n.tsx';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A moment as a `datetime-local` value, in the browser's time zone, to the minute. */
function localInputValue(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A `datetime-local` value, the curator's wall-clock time, as the ISO date-time the server takes, with the
 * browser's offset at that moment (`2026-11-23T17:30:00+05:30`); undefined while the field is empty or partial.
 */
export function localInputToIso(value: string): string | undefined {
  // The engine's own parsing takes odd partial forms; a field's value is this or empty.
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?$/.test(value)) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const offset = -date.getTimezoneOffset();
  const hours = Math.floor(Math.abs(offset) / 60);
  return `${localInputValue(date)}:${pad(date.getSeconds())}${offset < 0 ? '-' : '+'}${pad(hours)}:${pad(Math.abs(offset) % 60)}`;
}

/** The browser's time zone by name (`Asia/Kolkata`), which the curator's times are read in. */
const timeZoneName = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A scheduled time in the curator's time zone, written as the console's language writes dates. */
export function useScheduledTime(): (iso: string) => string {
  const format = new Intl.DateTimeFormat(useLocale(), { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}

/**
 * "Approve at…": a time in the curator's own zone, named beside the field, at which the item is approved;
 * the server schedules it (decision 100). Offered up to a year ahead, as the server allows.
 */
export function ApproveAt({ onApprove, disabled }: { onApprove: (publishAt: string) => void; disabled: boolean }) {
  const [value, setValue] = useState('');
  const id = useId();
  const t = useT();
  const now = new Date();
  const publishAt = localInputToIso(value);
  return (
    <div className="admin-field admin-approve-at">
      <label htmlFor={id}>{t('console.schedule.label', { zone: timeZoneName() })}</label>
      <div className="admin-row">
        <input
          id={id}
          type="datetime-local"
          value={value}
          min={localInputValue(now)}
          max={localInputValue(new Date(now.getTime() + PUBLISH_AT_MAX_AHEAD_MS))}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="button" disabled={disabled || !publishAt} onClick={() => publishAt && onApprove(publishAt)}>
          {t('console.schedule.submit')}
        </button>
      </div>
    </div>
  );
}

/** A scheduled item's time, in the curator's zone, and the way to cancel it (back to pending). */
export function ScheduledFor({ publishAt, onCancel, disabled }: { publishAt: string; onCancel: () => void; disabled: boolean }) {
  const t = useT();
  const formatted = useScheduledTime()(publishAt);
  return (
    <p className="admin-row">
      <time dateTime={publishAt}>{t('console.schedule.scheduledFor', { time: formatted, zone: timeZoneName() })}</time>
      <button type="button" onClick={onCancel} disabled={disabled}>
        {t('console.schedule.cancel')}
      </button>
    </p>
  );
}
