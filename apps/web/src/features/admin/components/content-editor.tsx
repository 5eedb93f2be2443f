import { contentInputSchema, type ContentInput, type ContentListItem } from '@wiy/shared/admin.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { Message, useT } from '../../../lib/i18n/i18n.tsx';
import { useChangeContentStatus, type StatusAction, type StatusChange } from '../api/change-content-status.ts';
import { useContentItem } from '../api/get-content-item.ts';
import { useSaveContent } from '../api/save-content.ts';
import { decisionText, fieldLabelId } from '../console-catalogue.ts';
import type { NewItemState } from './add-post-form.tsx';
import { ApproveAt, ScheduledFor } from './approve-at.tsx';
import { FieldError, fieldMessage, invalidProps, type BoundFieldProps } from './field-error.tsx';
import { editableFields, toFormValues, toRecordBody, type FormValues } from './record-fields.ts';
import { HtmlField } from './html-field.tsx';
import { ImageField } from './image-field.tsx';
import { ItemReach } from './item-reach.tsx';
import { LinkStateLine } from './link-state.tsx';
import { ReasonForm } from './reason-form.tsx';
import { RefSelect } from './ref-select.tsx';

const EXTRA_URLS = ['u_url_2', 'u_url_3', 'u_url_4', 'u_url_5'] as const;

const contentFields = editableFields(contentInputSchema);
type ContentField = keyof ContentInput;
const EMPTY = toFormValues(contentFields, undefined);

/** The form's text turned into the wire's fields and checked by the same schema the server checks them with. */
const contentFormResolver = zodResolver(
  z
    .custom<FormValues>()
    .transform((values) => toRecordBody(contentFields, values))
    .pipe(contentInputSchema),
);

/** /admin/content/:id (or /admin/content/new after a lookup): the item's editor. */
export function ContentEditorScreen() {
  const { id = 'new' } = useParams();
  const state = useLocation().state as NewItemState | null;
  const t = useT();
  if (id === 'new') {
    const lookup = state?.lookup;
    const blank = {
      ...EMPTY,
      u_title: lookup?.u_title ?? '',
      u_url: lookup?.u_url ?? '',
      u_image: lookup?.u_image ?? '',
      u_highlight_description: lookup?.u_description ?? '',
    };
    return <ContentEditor key="new" initial={blank} notice={lookup && !lookup.fetched ? t('console.content.notDescribed') : undefined} />;
  }
  return <ExistingContentEditor id={id} />;
}

function ExistingContentEditor({ id }: { id: string }) {
  const item = useContentItem(id);
  const t = useT();
  if (item.isPending) return <LoadingIndicator />;
  if (!item.data) return <p className="empty">{t('console.content.notFound')}</p>;
  return <ContentEditor key={`${id}-${item.data.updated}`} item={item.data} initial={toFormValues(contentFields, item.data)} />;
}

function ContentEditor({ item, initial, notice }: { item?: ContentListItem; initial: FormValues; notice?: string | undefined }) {
  const { register, control, handleSubmit, setValue, watch, formState } = useForm<FormValues, unknown, ContentInput>({
    resolver: contentFormResolver,
    defaultValues: initial,
  });
  const save = useSaveContent();
  const change = useChangeContentStatus();
  const [rejecting, setRejecting] = useState(false);
  const navigate = useNavigate();
  const formId = useId();
  const t = useT();
  const duplicate = save.error instanceof ApiError && save.error.status === 409 ? (save.error.body as { uni_id?: string }).uni_id : undefined;
  const category = watch('u_category');
  const error = (name: ContentField) => fieldMessage(formState.errors, name);
  const labelOf = (name: ContentField) => t(fieldLabelId('content', name));

  const submit = handleSubmit((input) =>
    save.mutate({ id: item?.uni_id, input }, { onSuccess: (saved) => navigate(`/admin/content/${saved.uni_id}`, { replace: true }) }),
  );
  const act = (action: StatusAction, extra: Pick<StatusChange, 'reason' | 'publishAt'> = {}) =>
    item && change.mutate({ ids: [item.uni_id], action, ...extra }, { onSuccess: () => action === 'delete' && navigate('/admin/content') });

  const field = (name: ContentField, type = 'text') => {
    const id = `${formId}-${name}`;
    return (
      <div key={name} className="admin-field">
        <label htmlFor={id}>{labelOf(name)}</label>
        <input id={id} type={type} {...register(name)} {...invalidProps(id, error(name))} />
        <FieldError id={id} message={error(name)} />
      </div>
    );
  };
  /** A field with its own control (image, HTML, a reference), bound to the form. */
  const bound = (name: ContentField, render: (props: BoundFieldProps) => ReactNode) => (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, ref } }) => <>{render({ label: labelOf(name), value: String(value), onChange, ref, error: error(name) })}</>}
    />
  );

  return (
    <section aria-labelledby={`${formId}-heading`}>
      <p>
        <Link to="/admin/content">{t('console.content.back')}</Link>
      </p>
      <h1 id={`${formId}-heading`}>{item ? t('console.content.editTitle') : t('console.content.newTitle')}</h1>
      {item && (
        <p>
          <Message
            id="console.content.statusLine"
            values={{ status: t(`console.status.${item.status}`), vendor: item.u_social_vendor.name }}
            components={{ 0: <span className={`admin-status admin-status-${item.status}`} /> }}
          />
        </p>
      )}
      {item?.status === 'scheduled' && item.publish_at && (
        <ScheduledFor publishAt={item.publish_at} onCancel={() => act('unschedule')} disabled={change.isPending} />
      )}
      {item && <LinkStateLine link={item.link} />}
      {item?.source && (
        <p>
          <Message id="console.content.source" values={{ name: item.source.name }} components={{ 0: <Link to={`/admin/sources/${item.source.id}`} /> }} />
        </p>
      )}
      {item?.decision && <p className="admin-decision">{t('console.content.decision', { decision: decisionText(item.decision, t) })}</p>}
      {item?.rejected_reason && <p>{t('console.content.rejectedReason', { reason: item.rejected_reason })}</p>}
      {notice && <p role="status">{notice}</p>}
      <form className="admin-form" noValidate onSubmit={submit}>
        {field('u_title')}
        {field('u_url', 'url')}
        {EXTRA_URLS.map((name) => field(name, 'url'))}
        {bound('u_image', (props) => (
          <ImageField {...props} />
        ))}
        <div className="admin-field admin-check">
          <input id={`${formId}-show`} type="checkbox" {...register('u_show_description')} />
          <label htmlFor={`${formId}-show`}>{labelOf('u_show_description')}</label>
        </div>
        {bound('u_description', (props) => (
          <HtmlField {...props} />
        ))}
        {bound('u_highlight_description', (props) => (
          <HtmlField {...props} />
        ))}
        {bound('u_category', ({ onChange, ...props }) => (
          <RefSelect
            entity="category"
            {...props}
            onChange={(id) => {
              onChange(id);
              setValue('u_sub_category', '');
            }}
          />
        ))}
        {bound('u_sub_category', (props) => (
          <RefSelect entity="sub_category" {...props} filter={(record) => !category || (record.u_category as { id: string } | null)?.id === category} />
        ))}
        {bound('u_hot_topic', (props) => (
          <RefSelect entity="hot_topic" {...props} />
        ))}
        {save.error && (
          <p role="alert" className="admin-error">
            {save.error.message} {duplicate && <Link to={`/admin/content/${duplicate}`}>{t('console.openExisting')}</Link>}
          </p>
        )}
        <div className="admin-row">
          <button type="submit" disabled={save.isPending}>
            {item ? t('console.save') : t('console.content.create')}
          </button>
          {item && item.status !== 'approved' && item.status !== 'rejected' && (
            <button type="button" onClick={() => act('approve')} disabled={change.isPending}>
              {t('console.approve')}
            </button>
          )}
          {(item?.status === 'pending' || item?.status === 'scheduled') && (
            <button type="button" className="admin-danger" onClick={() => setRejecting(true)} disabled={change.isPending}>
              {t('console.reject')}
            </button>
          )}
          {item?.status === 'rejected' && (
            <button type="button" onClick={() => act('restore')} disabled={change.isPending}>
              {t('console.restore')}
            </button>
          )}
          {item && item.status !== 'approved' && item.status !== 'rejected' && (
            <ApproveAt onApprove={(publishAt) => act('approve', { publishAt })} disabled={change.isPending} />
          )}
          {item?.status === 'approved' && (
            <button type="button" onClick={() => act('unpublish')} disabled={change.isPending}>
              {t('console.unpublish')}
            </button>
          )}
          {item && (
            <button
              type="button"
              className="admin-danger"
              onClick={() => window.confirm(t('console.content.confirmDelete')) && act('delete')}
              disabled={change.isPending}
            >
              {t('console.delete')}
            </button>
          )}
        </div>
        {change.error && (
          <p role="alert" className="admin-error">
            {change.error.message}
          </p>
        )}
      </form>
      {rejecting && (
        <ReasonForm
          label={t('console.queue.reasonFor', { title: item?.u_title ?? '' })}
          busy={change.isPending}
          onReject={(reason) => act('reject', { reason })}
          onCancel={() => setRejecting(false)}
        />
      )}
      {item && <ItemReach id={item.uni_id} />}
    </section>
  );
}
