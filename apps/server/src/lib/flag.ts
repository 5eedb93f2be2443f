/** A yes/no setting from the environment: `1`, `true`, `yes` or `on` (any case) is yes; unset or empty is `fallback`. */
export function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}
