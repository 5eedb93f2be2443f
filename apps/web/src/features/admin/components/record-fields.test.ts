import { recordEntities } from '@wiy/shared/admin-entities.schema';
import { RECORD_ENTITIES } from '@wiy/shared/admin-fields.schema';
import { contentInputSchema } from '@wiy/shared/admin.schema';
import { expect, it } from 'vitest';
import english from '../../../locales/en/console.json';
import { entityTitleId, fieldLabelId } from '../console-catalogue.ts';
import { editableFields, toFormValues, toRecordBody } from './record-fields.ts';

const fields = editableFields(recordEntities.channel.schema);

it('reads the fields a curator edits off the declaration, in its order, with their labels and kinds', () => {
  expect(fields.map(({ name, label, kind }) => [name, label, kind])).toEqual([
    ['u_name', 'Name', 'text'],
    ['u_logo', 'Logo', 'image'],
    ['u_list_category', 'Channel category', 'ref'],
  ]);
});

it('turns a record into the form and back, a blank or padded image path into none or the path', () => {
  const values = toFormValues(fields, { uni_id: 'band', u_name: 'Band', u_logo: null, u_list_category: { id: 'music' } });
  expect(values).toEqual({ u_name: 'Band', u_logo: '', u_list_category: 'music' });
  expect(toRecordBody(fields, values)).toEqual({ u_name: 'Band', u_logo: null, u_list_category: { id: 'music' } });
  expect(toRecordBody(fields, { ...values, u_logo: ' uploads/logo.webp ' }).u_logo).toBe('uploads/logo.webp');
});

it('has every entity title and field label the shared declaration names in the catalogue, in its English', () => {
  const messages: Record<string, string> = english;
  const declared = [
    ...editableFields(contentInputSchema).map((field) => [fieldLabelId('content', field.name), field.label]),
    ...RECORD_ENTITIES.flatMap((entity) => [
      [entityTitleId(entity), recordEntities[entity].title],
      ...editableFields(recordEntities[entity].schema).map((field) => [fieldLabelId(entity, field.name), field.label]),
    ]),
  ];
  expect(declared.map(([id]) => [id, messages[id!]])).toEqual(declared);
});
