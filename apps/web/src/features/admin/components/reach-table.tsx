import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n.tsx';

interface ReachRow {
  key: string;
  /** What the row's figures are of (a day, an item): its header. */
  name: ReactNode;
  opens: number;
  clicks: number;
}

/** Opens and clicks as a table, a row each for what `heading` names (decision 098). */
export function ReachTable({ heading, rows, caption, className }: { heading: string; rows: ReachRow[]; caption?: string; className?: string }) {
  const t = useT();
  return (
    <table className={className ? `admin-table ${className}` : 'admin-table'}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col" className="admin-number">
            {t('console.reach.opens')}
          </th>
          <th scope="col" className="admin-number">
            {t('console.reach.clicks')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            <td className="admin-number">{row.opens}</td>
            <td className="admin-number">{row.clicks}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
