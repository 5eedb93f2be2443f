import type { ContentLookup } from '@wiy/shared/admin.schema';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { useLookupContent } from '../api/lookup-content.ts';

/** Where the editor of a new item finds what the lookup filled in. */
export interface NewItemState {
  lookup: ContentLookup;
}

/** Paste a post's link: a known link is refused with a link to its item; otherwise the editor opens filled. */
export function AddPostForm() {
  const [url, setUrl] = useState('');
  const lookup = useLookupContent();
  const navigate = useNavigate();
  const t = useT();
  const existing = lookup.error instanceof ApiError && lookup.error.status === 409 ? (lookup.error.body as { uni_id?: string }).uni_id : undefined;
  return (
    <form
      className="admin-add-post"
      onSubmit={(event) => {
        event.preventDefault();
        lookup.mutate(url, { onSuccess: (found) => navigate('/admin/content/new', { state: { lookup: found } satisfies NewItemState }) });
      }}
    >
      <label htmlFor="admin-post-url">{t('console.addPost.label')}</label>
      <div className="admin-row">
        <input id="admin-post-url" type="url" required placeholder="https://x.com/…/status/…" value={url} onChange={(event) => setUrl(event.target.value)} />
        <button type="submit" disabled={lookup.isPending}>
          {lookup.isPending ? t('console.addPost.lookingUp') : t('console.addPost.submit')}
        </button>
      </div>
      {lookup.error && (
        <p role="alert" className="admin-error">
          {lookup.error.message}
          {existing && (
            <>
              {' '}
              <Link to={`/admin/content/${existing}`}>{t('console.openExisting')}</Link>
            </>
          )}
        </p>
      )}
    </form>
  );
}
