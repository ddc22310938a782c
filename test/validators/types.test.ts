/**
 * The package's types, checked by the repo's `tsc` run (docs/decisions/0029-generator-for-any-spec.md):
 * guards narrow to the schema's type, problem lists are typed, and the per-operation table is typed per part
 * and status.
 */

import {
  type Error as ApiError,
  type CreateTunnelGroupBackendBody,
  checkCreateTunnelGroupBackendBody,
  isCreateTunnelGroupBackendBody,
  isListTunnelGroupBackendsQuery,
  isTunnelGroupBackendList,
  type ListTunnelGroupBackendsQuery,
  operations,
  type Problem,
  type TunnelGroupBackend,
  type TunnelGroupBackendList,
  utf8ByteLength,
  type Validator,
} from '@tunnel-api/validators';
import { describe, expectTypeOf, it } from 'vitest';

describe('@tunnel-api/validators types', () => {
  it('guards narrow unknown values to the schema types', () => {
    const value: unknown = JSON.parse('{"description":"x"}');
    if (isCreateTunnelGroupBackendBody(value)) {
      expectTypeOf(value).toEqualTypeOf<CreateTunnelGroupBackendBody>();
      expectTypeOf(value.description).toEqualTypeOf<string | undefined>();
      expectTypeOf(value.labels).toEqualTypeOf<{ [key: string]: string } | undefined>();
    }
    if (isTunnelGroupBackendList(value)) {
      expectTypeOf(value.backends).toEqualTypeOf<TunnelGroupBackend[]>();
      expectTypeOf(value.next_page_uri).toEqualTypeOf<string | null>();
    }
    if (isListTunnelGroupBackendsQuery(value)) expectTypeOf(value.limit).toEqualTypeOf<number | undefined>();
  });

  it('request types reject unknown fields', () => {
    // @ts-expect-error a misspelt field is not part of the body type
    const body: CreateTunnelGroupBackendBody = { descripton: 'typo' };
    void body;
  });

  it('problem lists and the operations table are typed', () => {
    expectTypeOf(checkCreateTunnelGroupBackendBody).returns.toEqualTypeOf<Problem[]>();
    expectTypeOf<Problem['pointer']>().toEqualTypeOf<string>();
    expectTypeOf(operations.createTunnelGroupBackend.body).toEqualTypeOf<Validator<CreateTunnelGroupBackendBody>>();
    expectTypeOf(operations.listTunnelGroupBackends.query).toEqualTypeOf<Validator<ListTunnelGroupBackendsQuery>>();
    expectTypeOf(operations.listTunnelGroupBackends.responses['200']).toEqualTypeOf<Validator<TunnelGroupBackendList>>();
    expectTypeOf(operations.listTunnelGroupBackends.responses['401']).toEqualTypeOf<Validator<ApiError>>();
    expectTypeOf(utf8ByteLength).toEqualTypeOf<(value: string) => number>();
  });
});
