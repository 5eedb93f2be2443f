import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CreateUserAnswer, FormField } from '@wiy/shared/account.schema';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

/** GET /lom/registration/user: the form template the sign-up fills by field name (spec 001 §3). */
const registrationTemplateOptions = () =>
  queryOptions({
    queryKey: ['account', 'registration-template'],
    queryFn: ({ signal }) => apiGet('/lom/registration/user', { signal }),
    staleTime: Infinity,
  });

export function useRegistrationTemplate() {
  return useQuery(registrationTemplateOptions());
}

/** The template with each field's value set from `values` by name; the alternatives the spec names count too. */
export function fillTemplate(template: FormField[], values: Record<string, string>): FormField[] {
  const aliases: Record<string, string> = { name: 'first_name', user_name: 'contact_number' };
  return template.map((field) => {
    const value = values[field.name] ?? values[aliases[field.name] ?? ''];
    return value === undefined ? field : { ...field, value };
  });
}

/** POST /lom/create/externalrecord/user with the filled template. */
function createUser(formRecord: FormField[]): Promise<CreateUserAnswer> {
  return apiPost('/lom/create/externalrecord/user', { body: { formRecord } });
}

export function useCreateUser() {
  return useMutation({ mutationFn: createUser });
}
