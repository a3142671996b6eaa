import { api } from '@pm/web/api';
import type { BeneficiaryDetail } from '@pm/domain/shapes';
import type { CompanyFormValues, PersonFormValues } from '@pm/domain/forms';
import { BENEFICIARY_WRITE_TAGS } from './tags';

/** One save of a form: a create without `id`, an edit with the record's id and the version it was read at. */
export type SaveArgs<Values> = { values: Values } & ({ id?: undefined } | { id: number; version: number });

const path = (kind: 'persons' | 'companies', id: number | undefined) =>
  id === undefined ? `/pm/beneficiaries/${kind}` : `/pm/beneficiaries/${kind}/${id}`;

const saveApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Creates or edits a person. Silent: a 422 goes under the fields and a 409 names the record it clashes with on
     * the page, where a toast would only repeat them.
     */
    savePerson: build.mutation<BeneficiaryDetail, SaveArgs<PersonFormValues>>({
      query: (args) => ({
        url: path('persons', args.id),
        method: args.id === undefined ? 'POST' : 'PUT',
        data: args.id === undefined ? args.values : { ...args.values, version: args.version },
        silent: true,
      }),
      invalidatesTags: BENEFICIARY_WRITE_TAGS,
    }),
    saveCompany: build.mutation<BeneficiaryDetail, SaveArgs<CompanyFormValues>>({
      query: (args) => ({
        url: path('companies', args.id),
        method: args.id === undefined ? 'POST' : 'PUT',
        data: args.id === undefined ? args.values : { ...args.values, version: args.version },
        silent: true,
      }),
      invalidatesTags: BENEFICIARY_WRITE_TAGS,
    }),
  }),
});

export const { useSavePersonMutation, useSaveCompanyMutation } = saveApi;
