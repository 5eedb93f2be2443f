import { zodResolver } from '@hookform/resolvers/zod';
import { SOURCE_INTERVAL, sourceInputSchema, type Source, type SourceInput } from '@wiy/shared/sources.schema';
import { useId, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { z } from 'zod';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { useDiscoverSource } from '../api/discover-source.ts';
import { useSource } from '../api/get-sources.ts';
import { useSaveSource } from '../api/save-source.ts';
import { fieldLabelId } from '../console-catalogue.ts';
import { FieldError, fieldMessage, invalidProps, type BoundFieldProps } from './field-error.tsx';
import { RefSelect } from './ref-select.tsx';

/** The form's own values: text as typed, the rule words as one text each, a reference '' for none. */
interface SourceFormValues {
  name: string;
  url: string;
  interval_minutes: string;
  category_id: string;
  sub_category_id: string;
  hot_topic_id: string;
  mode: 'hold' | 'auto';
  hold_words: string;
  reject_words: string;
  daily_cap: string;
  enabled: boolean;
}

/** Rule words as a curator types them: separated by commas or lines, blanks dropped. */
const parseWords = (text: string) =>
  text
    .split(/[,\n]/)
    .map((word) => word.trim())
    .filter(Boolean);

const showWords = (words: readonly string[]) => words.join(', ');
const orNull = (text: string) => (text.trim() === '' ? null : text);
/** A number as typed; NaN for what is not one, which the schema then refuses at its field. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function toSourceInput(values: SourceFormValues): SourceInput {
  return {
    name: values.name,
    url: values.url,
    interval_minutes: numberOf(values.interval_minutes),
    category_id: orNull(values.category_id),
    sub_category_id: orNull(values.sub_category_id),
    hot_topic_id: orNull(values.hot_topic_id),
    mode: values.mode,
    hold_words: parseWords(values.hold_words),
    reject_words: parseWords(values.reject_words),
    daily_cap: values.daily_cap.trim() === '' ? null : numberOf(values.daily_cap),
    enabled: values.enabled,
  };
}

function toFormValues(source: Source | undefined): SourceFormValues {
  return {
    name: source?.name ?? '',
    url: source?.url ?? '',
    interval_minutes: String(source?.interval_minutes ?? SOURCE_INTERVAL.default),
    category_id: source?.category_id ?? '',
    sub_category_id: source?.sub_category_id ?? '',
    hot_topic_id: source?.hot_topic_id ?? '',
    mode: source?.mode ?? 'hold',
    hold_words: showWords(source?.hold_words ?? []),
    reject_words: showWords(source?.reject_words ?? []),
    daily_cap: source?.daily_cap === null || source?.daily_cap === undefined ? '' : String(source.daily_cap),
    enabled: source?.enabled ?? true,
  };
}

/** The form's values turned into the wire's and checked by the schema the server checks them with. */
const sourceFormResolver = zodResolver(z.custom<SourceFormValues>().transform(toSourceInput).pipe(sourceInputSchema));

/** /admin/sources/new and /admin/sources/:id: a source's settings. */
export function SourceEditorScreen() {
  const { id = 'new' } = useParams();
  if (id === 'new') return <SourceForm key="new" />;
  return <ExistingSourceForm id={id} />;
}

function ExistingSourceForm({ id }: { id: string }) {
  const source = useSource(id);
  const t = useT();
  if (source.isPending) return <LoadingIndicator />;
  if (!source.data) return <p className="empty">{t('console.sources.notFound')}</p>;
  return <SourceForm key={`${id}-${source.data.updated}`} source={source.data} />;
}

function SourceForm({ source }: { source?: Source }) {
  const { register, control, handleSubmit, getValues, setValue, watch, formState } = useForm<SourceFormValues, unknown, z.output<typeof sourceInputSchema>>({
    resolver: sourceFormResolver,
    defaultValues: toFormValues(source),
  });
  const save = useSaveSource();
  const discover = useDiscoverSource();
  const navigate = useNavigate();
  const formId = useId();
  const t = useT();
  const category = watch('category_id');
  const error = (name: keyof SourceFormValues) => fieldMessage(formState.errors, name);
  const found = discover.data;

  const submit = handleSubmit((input) => save.mutate({ id: source?.uni_id, input }, { onSuccess: () => navigate('/admin/sources') }));
  const findFeed = () =>
    discover.mutate(getValues('url'), {
      onSuccess: (feed) => {
        if (!getValues('name').trim()) setValue('name', feed.title, { shouldValidate: formState.isSubmitted });
      },
    });

  const text = (name: 'name' | 'interval_minutes' | 'daily_cap', label: string, extra: { type?: string; min?: number; max?: number } = {}) => {
    const id = `${formId}-${name}`;
    return (
      <div className="admin-field">
        <label htmlFor={id}>{label}</label>
        <input id={id} type={extra.type ?? 'text'} min={extra.min} max={extra.max} {...register(name)} {...invalidProps(id, error(name))} />
        <FieldError id={id} message={error(name)} />
      </div>
    );
  };
  const words = (name: 'hold_words' | 'reject_words', label: string) => {
    const id = `${formId}-${name}`;
    return (
      <div className="admin-field">
        <label htmlFor={id}>{label}</label>
        <textarea id={id} rows={2} {...register(name)} {...invalidProps(id, error(name))} />
        <FieldError id={id} message={error(name)} />
      </div>
    );
  };
  const bound = (name: 'category_id' | 'sub_category_id' | 'hot_topic_id', label: string, render: (props: BoundFieldProps) => ReactNode) => (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, ref } }) => <>{render({ label, value, onChange, ref, error: error(name) })}</>}
    />
  );
  const urlId = `${formId}-url`;

  return (
    <section aria-labelledby={`${formId}-heading`}>
      <p>
        <Link to="/admin/sources">{t('console.sources.back')}</Link>
      </p>
      <h1 id={`${formId}-heading`}>{source ? t('console.sources.editTitle') : t('console.sources.newTitle')}</h1>
      <form className="admin-form" noValidate onSubmit={submit}>
        <div className="admin-field">
          <label htmlFor={urlId}>{t('console.sources.field.url')}</label>
          <div className="admin-row admin-inline">
            <input id={urlId} type="url" placeholder="https://…" {...register('url')} {...invalidProps(urlId, error('url'))} />
            <button type="button" onClick={findFeed} disabled={discover.isPending}>
              {discover.isPending ? t('console.sources.finding') : t('console.sources.find')}
            </button>
          </div>
          <FieldError id={urlId} message={error('url')} />
          {found && (
            <p role="status" className="admin-found">
              {t('console.sources.found', { format: found.format.toUpperCase(), title: found.title, entries: found.entries, url: found.feed_url })}
            </p>
          )}
          {discover.error && (
            <p role="alert" className="admin-error">
              {discover.error.message}
            </p>
          )}
        </div>
        {text('name', t('console.sources.field.name'))}
        {text('interval_minutes', t('console.sources.field.interval', { min: SOURCE_INTERVAL.min, max: SOURCE_INTERVAL.max }), {
          type: 'number',
          min: SOURCE_INTERVAL.min,
          max: SOURCE_INTERVAL.max,
        })}
        {bound('category_id', t(fieldLabelId('content', 'u_category')), ({ onChange, ...props }) => (
          <RefSelect
            entity="category"
            {...props}
            onChange={(id) => {
              onChange(id);
              setValue('sub_category_id', '');
            }}
          />
        ))}
        {bound('sub_category_id', t(fieldLabelId('content', 'u_sub_category')), (props) => (
          <RefSelect entity="sub_category" {...props} filter={(record) => !category || (record.u_category as { id: string } | null)?.id === category} />
        ))}
        {bound('hot_topic_id', t(fieldLabelId('content', 'u_hot_topic')), (props) => (
          <RefSelect entity="hot_topic" {...props} />
        ))}
        <fieldset className="admin-field admin-choices">
          <legend>{t('console.sources.field.mode')}</legend>
          {(['hold', 'auto'] as const).map((mode) => (
            <div key={mode} className="admin-check">
              <input id={`${formId}-mode-${mode}`} type="radio" value={mode} {...register('mode')} />
              <label htmlFor={`${formId}-mode-${mode}`}>{t(`console.sources.mode.${mode}`)}</label>
            </div>
          ))}
        </fieldset>
        {words('hold_words', t('console.sources.field.holdWords'))}
        {words('reject_words', t('console.sources.field.rejectWords'))}
        {text('daily_cap', t('console.sources.field.dailyCap'), { type: 'number', min: 1 })}
        <div className="admin-field admin-check">
          <input id={`${formId}-enabled`} type="checkbox" {...register('enabled')} />
          <label htmlFor={`${formId}-enabled`}>{t('console.sources.field.enabled')}</label>
        </div>
        {save.error && (
          <p role="alert" className="admin-error">
            {save.error.message}
          </p>
        )}
        <div className="admin-row">
          <button type="submit" disabled={save.isPending}>
            {source ? t('console.save') : t('console.sources.create')}
          </button>
        </div>
      </form>
    </section>
  );
}
