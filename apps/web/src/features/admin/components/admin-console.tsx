import { RECORD_ENTITIES } from '@wiy/shared/admin-fields.schema';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Link, NavLink } from '../../../components/link.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/app-config.ts';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { useSession } from '../../../lib/session.ts';
import { useMe, type ConsoleUser } from '../api/get-me.ts';
import { entityTitleId } from '../console-catalogue.ts';
import { AuditScreen } from './audit-screen.tsx';
import { ContentEditorScreen } from './content-editor.tsx';
import { ContentListScreen } from './content-list-screen.tsx';
import { DeletionRequestsScreen } from './deletion-requests-screen.tsx';
import { LinkHealthScreen } from './link-health-screen.tsx';
import { QueueScreen } from './queue-screen.tsx';
import { ReachTopScreen } from './reach-top-screen.tsx';
import { RecordScreen } from './record-screen.tsx';
import { SourceEditorScreen } from './source-form.tsx';
import { SourcesScreen } from './sources-screen.tsx';
import { TransferScreen } from './transfer-screen.tsx';
import { UsersScreen } from './users-screen.tsx';
import '../admin.css';

/**
 * The curation console at /admin, its own lazily loaded part with its own layout. The stored token is
 * asked about first: no token or a dead one shows a sign-in link, a signed-in user without the curator
 * role a refusal. The server checks the role on every call regardless; this gate only explains.
 */
export function AdminConsole() {
  const t = useT();
  const { token } = useSession();
  const me = useMe(token);
  const status = me.error instanceof ApiError ? me.error.status : undefined;
  if (!token || status === 401) {
    return (
      <Gate title={t('console.gate.signInTitle')}>
        <p>{t('console.gate.signInText')}</p>
        <p>
          <Link to="/login">{t('console.gate.signIn')}</Link>
        </p>
      </Gate>
    );
  }
  if (status === 403) {
    return (
      <Gate title={t('console.gate.noAccessTitle')}>
        <p>{t('console.gate.noAccessText')}</p>
        <p>
          <Link to="/">{t('console.gate.back', { name: appConfig.displayName })}</Link>
        </p>
      </Gate>
    );
  }
  if (me.error) {
    return (
      <Gate title={t('console.gate.failed')}>
        <p role="alert">{me.error.message}</p>
      </Gate>
    );
  }
  if (!me.data) return <LoadingIndicator />;
  return <ConsoleLayout user={me.data} />;
}

function Gate({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="admin-gate">
      <h1>{title}</h1>
      {children}
    </main>
  );
}

function ConsoleLayout({ user }: { user: ConsoleUser }) {
  const t = useT();
  return (
    <div className="admin-shell">
      <SkipLink />
      <header className="admin-header">
        <Link to="/admin" className="admin-brand">
          {t('console.brand', { name: appConfig.displayName })}
        </Link>
        <span className="admin-muted">
          {user.name} ({t(`console.role.${user.role}`)})
        </span>
        <Link to="/">{t('console.publicSite')}</Link>
      </header>
      <nav className="admin-nav" aria-label={t('console.title')}>
        <NavLink to="/admin/queue">{t('console.nav.queue')}</NavLink>
        <NavLink to="/admin/content">{t('console.nav.content')}</NavLink>
        <NavLink to="/admin/sources">{t('console.nav.sources')}</NavLink>
        <NavLink to="/admin/reach-top">{t('console.reachTop.title')}</NavLink>
        <NavLink to="/admin/link-health">{t('console.nav.linkHealth')}</NavLink>
        {RECORD_ENTITIES.map((entity) => (
          <NavLink key={entity} to={`/admin/records/${entity}`}>
            {t(entityTitleId(entity))}
          </NavLink>
        ))}
        <NavLink to="/admin/audit">{t('console.audit.title')}</NavLink>
        {user.role === 'admin' && <NavLink to="/admin/users">{t('console.nav.users')}</NavLink>}
        {user.role === 'admin' && <NavLink to="/admin/deletion-requests">{t('console.nav.deletionRequests')}</NavLink>}
        <NavLink to="/admin/transfer">{t('console.nav.transfer')}</NavLink>
      </nav>
      <main className="admin-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Routes>
          <Route index element={<Navigate to="content" replace />} />
          <Route path="content" element={<ContentListScreen />} />
          <Route path="content/:id" element={<ContentEditorScreen />} />
          <Route path="queue" element={<QueueScreen />} />
          <Route path="sources" element={<SourcesScreen />} />
          <Route path="sources/:id" element={<SourceEditorScreen />} />
          <Route path="reach-top" element={<ReachTopScreen />} />
          <Route path="link-health" element={<LinkHealthScreen />} />
          <Route path="records/:entity" element={<RecordScreen />} />
          <Route path="audit" element={<AuditScreen />} />
          <Route path="users" element={<UsersScreen />} />
          <Route path="deletion-requests" element={<DeletionRequestsScreen />} />
          <Route path="transfer" element={<TransferScreen />} />
          <Route path="*" element={<p className="empty">{t('console.noSuchPage')}</p>} />
        </Routes>
      </main>
    </div>
  );
}
