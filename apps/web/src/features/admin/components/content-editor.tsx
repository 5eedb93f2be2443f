import { contentInputSchema, type ContentInput, type ContentListItem } from '@wiy/shared/admin.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangeContentStatus, type StatusAction } from '../api/change-content-status.ts';
import { useContentItem } from '../api/get-content-item.ts';
import { useSaveContent } from '../api/save-content.ts';
import type { NewItemState } from './add-post-form.tsx';
import { FieldError, fieldMessage, invalidProps, type BoundFieldProps } from './field-error.tsx';
import { HtmlField } from './html-field.tsx';
import { ImageField } from './image-field.tsx';
import { RefSelect } from './ref-select.tsx';

const EXTRA_URLS = ['u_url_2', 'u_url_3', 'u_url_4', 'u_url_5'] as const;

type TextField = 'u_title' | 'u_url' | (typeof EXTRA_URLS)[number];

/** The form's values: every field as the text an input holds. */
type FormValues = Record<TextField | 'u_image' | 'u_description' | 'u_highlight_description' | 'u_category' | 'u_sub_category' | 'u_hot_topic', string> & {
  u_show_description: boolean;
};

const EMPTY: FormValues = {
  u_title: '',
  u_image: '',
  u_url: '',
  u_url_2: '',
  u_url_3: '',
  u_url_4: '',
  u_url_5: '',
  u_show_description: false,
  u_description: '',
  u_highlight_description: '',
  u_category: '',
  u_sub_category: '',
  u_hot_topic: '',
};

function fromItem(item: ContentListItem): FormValues {
  return {
    u_title: item.u_title,
    u_image: item.u_image ?? '',
    u_url: item.u_url,
    u_url_2: item.u_url_2 ?? '',
    u_url_3: item.u_url_3 ?? '',
    u_url_4: item.u_url_4 ?? '',
    u_url_5: item.u_url_5 ?? '',
    u_show_description: item.u_show_description === 'true',
    u_description: item.u_description,
    u_highlight_description: item.u_highlight_description,
    u_category: item.u_category?.id ?? '',
    u_sub_category: item.u_sub_category?.id ?? '',
    u_hot_topic: item.u_hot_topic?.id ?? '',
  };
}

function toInput(values: FormValues): ContentInput {
  const ref = (id: string) => (id ? { id } : null);
  const text = (value: string) => value.trim() || null;
  return {
    u_title: values.u_title,
    u_image: text(values.u_image),
    u_url: values.u_url,
    u_url_2: text(values.u_url_2),
    u_url_3: text(values.u_url_3),
    u_url_4: text(values.u_url_4),
    u_url_5: text(values.u_url_5),
    u_show_description: values.u_show_description ? 'true' : 'false',
    u_description: values.u_description,
    u_highlight_description: values.u_highlight_description,
    u_category: ref(values.u_category),
    u_sub_category: ref(values.u_sub_category),
    u_hot_topic: ref(values.u_hot_topic),
  };
}

/** The form's text turned into the wire's fields and checked by the same schema the server checks them with. */
const contentFormResolver = zodResolver(z.custom<FormValues>().transform(toInput).pipe(contentInputSchema));

/** /admin/content/:id (or /admin/content/new after a lookup): the item's editor. */
export function ContentEditorScreen() {
  const { id = 'new' } = useParams();
  const state = useLocation().state as NewItemState | null;
  if (id === 'new') {
    const lookup = state?.lookup;
    const blank: FormValues = {
      ...EMPTY,
      u_title: lookup?.u_title ?? '',
      u_url: lookup?.u_url ?? '',
      u_image: lookup?.u_image ?? '',
      u_highlight_description: lookup?.u_description ?? '',
    };
    return (
      <ContentEditor
        key="new"
        initial={blank}
        notice={lookup && !lookup.fetched ? 'The platform did not describe this post: fill in the fields.' : undefined}
      />
    );
  }
  return <ExistingContentEditor id={id} />;
}

function ExistingContentEditor({ id }: { id: string }) {
  const item = useContentItem(id);
  if (item.isPending) return <LoadingIndicator />;
  if (!item.data) return <p className="empty">No content found.</p>;
  return <ContentEditor key={`${id}-${item.data.updated}`} item={item.data} initial={fromItem(item.data)} />;
}

function ContentEditor({ item, initial, notice }: { item?: ContentListItem; initial: FormValues; notice?: string | undefined }) {
  const { register, control, handleSubmit, setValue, watch, formState } = useForm<FormValues, unknown, ContentInput>({
    resolver: contentFormResolver,
    defaultValues: initial,
  });
  const save = useSaveContent();
  const change = useChangeContentStatus();
  const navigate = useNavigate();
  const formId = useId();
  const duplicate = save.error instanceof ApiError && save.error.status === 409 ? (save.error.body as { uni_id?: string }).uni_id : undefined;
  const category = watch('u_category');
  const error = (name: keyof FormValues) => fieldMessage(formState.errors, name);

  const submit = handleSubmit((input) =>
    save.mutate({ id: item?.uni_id, input }, { onSuccess: (saved) => navigate(`/admin/content/${saved.uni_id}`, { replace: true }) }),
  );
  const act = (action: StatusAction) =>
    item && change.mutate({ ids: [item.uni_id], action }, { onSuccess: () => action === 'delete' && navigate('/admin/content') });

  const field = (name: TextField, label: string, type = 'text') => {
    const id = `${formId}-${name}`;
    return (
      <div key={name} className="admin-field">
        <label htmlFor={id}>{label}</label>
        <input id={id} type={type} {...register(name)} {...invalidProps(id, error(name))} />
        <FieldError id={id} message={error(name)} />
      </div>
    );
  };
  /** A field with its own control (image, HTML, a reference), bound to the form. */
  const bound = (name: Exclude<keyof FormValues, 'u_show_description'>, render: (props: Omit<BoundFieldProps, 'label'>) => ReactNode) => (
    <Controller control={control} name={name} render={({ field: { value, onChange, ref } }) => <>{render({ value, onChange, ref, error: error(name) })}</>} />
  );

  return (
    <section aria-labelledby={`${formId}-heading`}>
      <p>
        <Link to="/admin/content">Back to content items</Link>
      </p>
      <h1 id={`${formId}-heading`}>{item ? 'Edit content item' : 'New content item'}</h1>
      {item && (
        <p>
          Status: <span className={`admin-status admin-status-${item.status}`}>{item.status}</span> · {item.u_social_vendor.name}
        </p>
      )}
      {notice && <p role="status">{notice}</p>}
      <form className="admin-form" noValidate onSubmit={submit}>
        {field('u_title', 'Title')}
        {field('u_url', 'Link to the post', 'url')}
        {EXTRA_URLS.map((name, index) => field(name, `Extra link ${index + 1}`, 'url'))}
        {bound('u_image', (props) => (
          <ImageField label="Image" {...props} />
        ))}
        <div className="admin-field admin-check">
          <input id={`${formId}-show`} type="checkbox" {...register('u_show_description')} />
          <label htmlFor={`${formId}-show`}>Show the full description (else the highlight)</label>
        </div>
        {bound('u_description', (props) => (
          <HtmlField label="Description" {...props} />
        ))}
        {bound('u_highlight_description', (props) => (
          <HtmlField label="Highlight description" {...props} />
        ))}
        {bound('u_category', ({ onChange, ...props }) => (
          <RefSelect
            label="Category"
            entity="category"
            {...props}
            onChange={(id) => {
              onChange(id);
              setValue('u_sub_category', '');
            }}
          />
        ))}
        {bound('u_sub_category', (props) => (
          <RefSelect
            label="Sub-category"
            entity="sub_category"
            {...props}
            filter={(record) => !category || (record.u_category as { id: string } | null)?.id === category}
          />
        ))}
        {bound('u_hot_topic', (props) => (
          <RefSelect label="Hot topic" entity="hot_topic" {...props} />
        ))}
        {save.error && (
          <p role="alert" className="admin-error">
            {save.error.message} {duplicate && <Link to={`/admin/content/${duplicate}`}>Open the existing item</Link>}
          </p>
        )}
        <div className="admin-row">
          <button type="submit" disabled={save.isPending}>
            {item ? 'Save' : 'Create as pending'}
          </button>
          {item && item.status !== 'approved' && (
            <button type="button" onClick={() => act('approve')} disabled={change.isPending}>
              Approve
            </button>
          )}
          {item?.status === 'approved' && (
            <button type="button" onClick={() => act('unpublish')} disabled={change.isPending}>
              Unpublish
            </button>
          )}
          {item && (
            <button
              type="button"
              className="admin-danger"
              onClick={() => window.confirm('Delete this item for good?') && act('delete')}
              disabled={change.isPending}
            >
              Delete
            </button>
          )}
        </div>
        {change.error && (
          <p role="alert" className="admin-error">
            {change.error.message}
          </p>
        )}
      </form>
    </section>
  );
}
