// Values come from the leaf module: shared's .ts files load as CommonJS under tsx (its package.json has no
// "type": "module"), and Node cannot see named exports through its `export *` barrels.
import { API_CODE } from '@pm/domain/contracts/api';
import { ExistingRecordSchema, FormErrorsSchema } from '@pm/domain/shapes/form-errors';
import { Type, type Static, type TSchema } from 'typebox';

/** The success wrapper; failures are written by the error handler only. */
export function ok<T>(data: T) {
  return { data, status: 'ok' as const, msg: 'success', code: API_CODE.OK };
}

export function fail<Data = null>(msg: string, code: number = API_CODE.FAIL, data: Data | null = null) {
  return { data, status: 'fail' as const, msg, code };
}

const FailSchema = Type.Object(
  {
    data: Type.Union([Type.Null(), FormErrorsSchema, ExistingRecordSchema]),
    status: Type.Literal('fail'),
    msg: Type.String(),
    code: Type.Integer(),
  },
  {
    description:
      'Failure: code 50000, or 50008 when not logged in; a refused form lists its fields in data, a conflict may name the existing record',
  },
);

function okSchema<T extends TSchema>(data: T) {
  return Type.Object({
    data,
    status: Type.Literal('ok'),
    msg: Type.String(),
    code: Type.Literal(API_CODE.OK),
  });
}

/** Response schemas for a route: its data on 200, the failure wrapper on every error status. */
export function responses<T extends TSchema>(data: T) {
  return { 200: okSchema(data), '4xx': FailSchema, '5xx': FailSchema };
}

/** The `data` a route answers with on 200, from its response schemas. */
export type ResponseData<Route extends { response: { 200: { properties: { data: TSchema } } } }> = Static<
  Route['response'][200]['properties']['data']
>;
