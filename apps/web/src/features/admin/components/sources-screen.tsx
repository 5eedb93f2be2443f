import { recordEntities } from '@wiy/shared/admin-entities.schema';
import type { RecordEntity } from '@wiy/shared/admin-fields.schema';
import type { Source } from '@wiy/shared/sources.schema';
import { useId } from 'react';
import { Link } from '../../../components/link.tsx';
import { toast } from 'react-toastify';
import { Toasts } from '../../../components/toasts.tsx';
import { Message, useT } from '../../../lib/i18n/i18n.tsx';
import { useDeleteSource } from '../api/delete-source.ts';
import { useRecords } from '../api/get-records.ts';
import { useSources } from '../api/get-sources.ts';
import { usePollSource } from '../api/poll-source.ts';
import { ConsoleTime } from './console-time.tsx';

/** /admin/sources: every source with its settings and how its polling goes; poll one now, edit or delete it. */
export function SourcesScreen() {
  const sources = useSources();
  const remove = useDeleteSource();
  const headingId = useId();
  const t = useT();
  const list = sources.data?.record ?? [];
  return (
    <section aria-labelledby={headingId}>
      <Toasts />
      <h1 id={headingId}>{t('console.sources.title')}</h1>
      <p>
        <Link className="admin-button-link" to="/admin/sources/new">
          {t('console.sources.add')}
        </Link>
      </p>
      {(sources.error ?? remove.error) && (
        <p role="alert" className="admin-error">
          {(sources.error ?? remove.error)?.message}
        </p>
      )}
      <ul className="admin-cards" aria-label={t('console.sources.list')}>
        {list.map((source) => (
          <SourceCard key={source.uni_id} source={source} onDelete={() => remove.mutate(source.uni_id)} />
        ))}
      </ul>
      {sources.data && !list.length && <p className="empty">{t('console.sources.empty')}</p>}
    </section>
  );
}

/** A referenced record's label as the console lists it (its first page of records), else its id. */
function useLabelOf(entity: RecordEntity) {
  const records = useRecords(entity).data?.record ?? [];
  return (id: string | null) => {
    if (!id) return undefined;
    const record = records.find((candidate) => candidate.uni_id === id);
    return String(record?.[recordEntities[entity].display] ?? id);
  };
}

function SourceCard({ source, onDelete }: { source: Source; onDelete: () => void }) {
  const poll = usePollSource();
  const t = useT();
  const category = useLabelOf('category');
  const subCategory = useLabelOf('sub_category');
  const hotTopic = useLabelOf('hot_topic');
  const defaults = [category(source.category_id), subCategory(source.sub_category_id), hotTopic(source.hot_topic_id)].filter(Boolean).join(' · ');
  const hidden = { 0: <span className="visually-hidden" /> };

  const pollNow = () =>
    poll.mutate(source.uni_id, {
      onSuccess: (polled) => {
        if (polled.last_error) toast.error(t('console.sources.pollFailed', { name: polled.name, error: polled.last_error }));
        else toast.success(t('console.sources.polled', { name: polled.name, count: polled.item_count }));
      },
      onError: (error) => toast.error(t('console.sources.pollFailed', { name: source.name, error: error.message })),
    });

  return (
    <li className="admin-card admin-source">
      <h2>
        {source.name} {!source.enabled && <span className="admin-status">{t('console.sources.paused')}</span>}
      </h2>
      <dl className="admin-facts">
        <div>
          <dt>{t('console.sources.feedUrl')}</dt>
          <dd className="admin-muted">{source.feed_url}</dd>
        </div>
        <div>
          <dt>{t('console.sources.interval')}</dt>
          <dd>{t('console.sources.minutes', { minutes: source.interval_minutes })}</dd>
        </div>
        <div>
          <dt>{t('console.sources.defaults')}</dt>
          <dd>{defaults || t('console.sources.none')}</dd>
        </div>
        <div>
          <dt>{t('console.sources.mode')}</dt>
          <dd>{t(`console.sources.mode.${source.mode}`)}</dd>
        </div>
        <div>
          <dt>{t('console.sources.lastSuccess')}</dt>
          <dd>{source.last_success_at ? <ConsoleTime iso={source.last_success_at} /> : t('console.sources.never')}</dd>
        </div>
        {source.last_error && (
          <div className="admin-alert">
            <dt>{t('console.sources.lastError')}</dt>
            <dd>{source.last_error}</dd>
          </div>
        )}
        <div>
          <dt>{t('console.sources.failures')}</dt>
          <dd>{source.failures}</dd>
        </div>
        <div>
          <dt>{t('console.sources.items')}</dt>
          <dd>{source.item_count}</dd>
        </div>
        <div>
          <dt>{t('console.sources.nextPoll')}</dt>
          <dd>
            <ConsoleTime iso={source.next_poll_at} />
          </dd>
        </div>
      </dl>
      <div className="admin-row">
        <button type="button" onClick={pollNow} disabled={poll.isPending}>
          <Message id="console.sources.pollNow" values={{ name: source.name }} components={hidden} />
        </button>
        <Link className="admin-button-link" to={`/admin/sources/${source.uni_id}`}>
          <Message id="console.sources.edit" values={{ name: source.name }} components={hidden} />
        </Link>
        <button type="button" className="admin-danger" onClick={() => window.confirm(t('console.records.confirmDelete', { name: source.name })) && onDelete()}>
          <Message id="console.sources.delete" values={{ name: source.name }} components={hidden} />
        </button>
      </div>
    </li>
  );
}
