// The request and reply types of each /v1 operation (API-CALLS), by its operationId, taken from the
// types generated from api/openapi.yaml (src/types/api.ts). Every fetcher of src/api is named after
// its operation and declared with these, so a change to the contract reaches the fetcher and its
// callers as a type error (test/contract/fetchers.test.ts checks the names). Types only: the fetch
// client stays ours (docs/api.md, "Types from the contract").
import type { operations } from '@/types/api';

export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type FormOf<T> = T extends { content: { 'multipart/form-data': infer Fields } } ? Fields : never;
type Responses<Op extends OperationId> = operations[Op]['responses'];

/** The JSON body an operation takes. */
export type RequestBody<Op extends OperationId> = JsonOf<operations[Op]['requestBody']>;

/** The fields of an operation's multipart body (POST /files, POST /creatives). */
export type FormFields<Op extends OperationId> = FormOf<operations[Op]['requestBody']>;

/** An operation's query parameters. */
export type Query<Op extends OperationId> = NonNullable<operations[Op]['parameters']['query']>;

/** What an operation answers on success: the JSON of its 2xx reply; undefined for a 204. */
export type Reply<Op extends OperationId> = {
  [Status in keyof Responses<Op>]: Status extends 204
    ? undefined
    : Status extends 200 | 201 | 202
      ? JsonOf<Responses<Op>[Status]>
      : never;
}[keyof Responses<Op>];

/**
 * An item of a list reply, bare (`[...]`) or wrapped (`{"reviews": [...]}`): the console takes
 * either (src/api/list.ts).
 */
export type ListItem<Op extends OperationId> =
  Reply<Op> extends readonly (infer Item)[]
    ? Item
    : Reply<Op>[keyof Reply<Op>] extends infer Field
      ? Field extends readonly (infer Item)[]
        ? Item
        : never
      : never;
