import { ROLE_NAMES, type RoleName } from '@wiy/shared/admin.schema';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { useUsers } from '../api/get-users.ts';
import { useSetUserRole } from '../api/set-user-role.ts';

/** Users and their roles; admins grant and take the curator and admin roles here. */
export function UsersScreen() {
  const [q, setQ] = useState('');
  const users = useUsers(q);
  const setRole = useSetUserRole();
  const t = useT();
  return (
    <section aria-labelledby="admin-users-heading">
      <h1 id="admin-users-heading">{t('console.users.title')}</h1>
      <div className="admin-field">
        <label htmlFor="admin-users-q">{t('console.users.search')}</label>
        <input id="admin-users-q" type="search" value={q} onChange={(event) => setQ(event.target.value)} />
      </div>
      {users.error && (
        <p role="alert" className="admin-error">
          {users.error.message}
        </p>
      )}
      {setRole.error && (
        <p role="alert" className="admin-error">
          {setRole.error.message}
        </p>
      )}
      <ul className="admin-records">
        {(users.data?.record ?? []).map((user) => (
          <li key={user.id}>
            <span>
              {user.first_name} {user.last_name}
            </span>
            <span className="admin-muted">{user.user_name}</span>
            <label className="visually-hidden" htmlFor={`role-${user.id}`}>
              {t('console.users.role', { name: user.user_name })}
            </label>
            <select id={`role-${user.id}`} value={user.role} onChange={(event) => setRole.mutate({ id: user.id, role: event.target.value as RoleName })}>
              {ROLE_NAMES.map((role) => (
                <option key={role} value={role}>
                  {t(`console.role.${role}`)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </section>
  );
}
