import { recordEntities, type EntityRecord } from '@wiy/shared/admin-entities.schema';
import { RECORD_ENTITIES, type RecordEntity } from '@wiy/shared/admin-fields.schema';
import { RECORD_PAGE_SIZE } from '@wiy/shared/admin.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { z } from 'zod';
import { Message, useT } from '../../../lib/i18n/i18n.tsx';
import { useDeleteRecord } from '../api/delete-record.ts';
import { useRecords } from '../api/get-records.ts';
import { useSaveRecord } from '../api/save-record.ts';
import { entityTitleId, fieldLabelId } from '../console-catalogue.ts';
import { FieldError, fieldMessage, invalidProps } from './field-error.tsx';
import { HtmlField } from './html-field.tsx';
import { ImageField } from './image-field.tsx';
import { Pager } from './pager.tsx';
import { editableFields, toFormValues, toRecordBody, type FormValues } from './record-fields.ts';
import { RefSelect } from './ref-select.tsx';

function isEntity(value: string | undefined): value is RecordEntity {
  return (RECORD_ENTITIES as readonly string[]).includes(value ?? '');
}

/** /admin/records/:entity — the list and editor of one of the common entities. */
export function RecordScreen() {
  const { entity } = useParams();
  const t = useT();
  if (!isEntity(entity)) return <p className="empty">{t('console.records.noSuchList')}</p>;
  return <EntityScreen key={entity} entity={entity} />;
}

function EntityScreen({ entity }: { entity: RecordEntity }) {
  const t = useT();
  const spec = recordEntities[entity];
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<EntityRecord | 'new' | undefined>();
  const list = useRecords(entity, q, page);
  const remove = useDeleteRecord();
  const headingId = useId();
  const records = list.data?.record ?? [];

  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{t(entityTitleId(entity))}</h1>
      <div className="admin-row">
        <div className="admin-field">
          <label htmlFor={`${headingId}-q`}>{t('console.search')}</label>
          <input
            id={`${headingId}-q`}
            type="search"
            value={q}
            onChange={(event) => {
              setQ(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <button type="button" onClick={() => setEditing('new')}>
          {t('console.records.new')}
        </button>
      </div>
      {editing && (
        <RecordForm
          key={editing === 'new' ? 'new' : editing.uni_id}
          entity={entity}
          record={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(undefined)}
        />
      )}
      {remove.error && (
        <p role="alert" className="admin-error">
          {remove.error.message}
        </p>
      )}
      <ul className="admin-records">
        {records.map((record) => (
          <li key={record.uni_id}>
            <span>{String(record[spec.display] ?? record.uni_id)}</span>
            <span className="admin-muted">{record.uni_id}</span>
            <button type="button" onClick={() => setEditing(record)}>
              <Message id="console.records.edit" values={{ name: String(record[spec.display]) }} components={{ 0: <span className="visually-hidden" /> }} />
            </button>
            <button
              type="button"
              className="admin-danger"
              onClick={() =>
                window.confirm(t('console.records.confirmDelete', { name: String(record[spec.display]) })) && remove.mutate({ entity, id: record.uni_id })
              }
            >
              <Message id="console.records.delete" values={{ name: String(record[spec.display]) }} components={{ 0: <span className="visually-hidden" /> }} />
            </button>
          </li>
        ))}
      </ul>
      {list.data && !records.length && <p className="empty">{t('console.records.empty')}</p>}
      <Pager page={page} total={list.data?.total ?? 0} size={RECORD_PAGE_SIZE} onPage={setPage} />
    </section>
  );
}

function RecordForm({ entity, record, onDone }: { entity: RecordEntity; record: EntityRecord | undefined; onDone: () => void }) {
  // Made once: the form is mounted anew for each record (its key).
  const [fields] = useState(() => editableFields(recordEntities[entity].schema));
  const [options] = useState(() => ({
    // The form's text turned into the record and checked by the same schema the server checks it with.
    resolver: zodResolver(
      z
        .custom<FormValues>()
        .transform((values) => ({ ...toRecordBody(fields, values), uni_id: record?.uni_id ?? 'new' }))
        .pipe(recordEntities[entity].schema),
    ),
    defaultValues: toFormValues(fields, record),
  }));
  const { register, control, handleSubmit, getValues, formState } = useForm<FormValues, unknown, unknown>(options);
  const save = useSaveRecord();
  const formId = useId();
  const t = useT();

  return (
    <form
      className="admin-form admin-card"
      aria-label={record ? t('console.records.editForm', { id: record.uni_id }) : t('console.records.newForm')}
      noValidate
      onSubmit={handleSubmit(() => save.mutate({ entity, id: record?.uni_id, body: toRecordBody(fields, getValues()) }, { onSuccess: onDone }))}
    >
      {fields.map((field) => {
        const id = `${formId}-${field.name}`;
        const error = fieldMessage(formState.errors, field.name);
        const label = t(fieldLabelId(entity, field.name));
        if (field.kind === 'flag') {
          return (
            <div key={field.name} className="admin-field admin-check">
              <input id={id} type="checkbox" {...register(field.name)} />
              <label htmlFor={id}>{label}</label>
            </div>
          );
        }
        if (field.kind === 'html' || field.kind === 'image' || field.kind === 'ref' || field.kind === 'parent') {
          return (
            <Controller
              key={field.name}
              control={control}
              name={field.name}
              render={({ field: { value, onChange, ref } }) => {
                const props = { label, value: String(value), onChange, ref, error };
                if (field.kind === 'html') return <HtmlField {...props} />;
                if (field.kind === 'image') return <ImageField {...props} />;
                return (
                  <RefSelect
                    {...props}
                    entity={field.ref!}
                    filter={field.kind === 'parent' ? (other) => other.uni_id !== record?.uni_id && (other.u_parent as { id: string }).id === '0' : undefined}
                  />
                );
              }}
            />
          );
        }
        return (
          <div key={field.name} className="admin-field">
            <label htmlFor={id}>{label}</label>
            <input
              id={id}
              type={field.kind === 'number' ? 'number' : field.kind === 'url' ? 'url' : 'text'}
              min={field.kind === 'number' ? 0 : undefined}
              required={field.required}
              {...register(field.name)}
              {...invalidProps(id, error)}
            />
            <FieldError id={id} message={error} />
          </div>
        );
      })}
      {save.error && (
        <p role="alert" className="admin-error">
          {save.error.message}
        </p>
      )}
      <div className="admin-row">
        <button type="submit" disabled={save.isPending}>
          {t('console.save')}
        </button>
        <button type="button" onClick={onDone}>
          {t('console.cancel')}
        </button>
      </div>
    </form>
  );
}
