import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AuthorStatus, Settings } from '../../../schemas/api/author.ts';
import type { Manuscript, RevisionParams } from '../../../schemas/api/manuscripts.ts';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf } from '../../../schemas/api/route-types.ts';
import { routeOf } from '../../../schemas/api/routes.ts';

describe('route types come from the route table', () => {
  it('gives the success answer, params, query and body of an operation', () => {
    expectTypeOf<ResponseOf<'getAuthorStatus'>>().toEqualTypeOf<AuthorStatus>();
    expectTypeOf<ResponseOf<'uploadManuscript'>>().toEqualTypeOf<Manuscript>();
    expectTypeOf<BodyOf<'saveSettings'>>().toEqualTypeOf<Settings>();
    expectTypeOf<ParamsOf<'getRevisionData'>>().toEqualTypeOf<RevisionParams>();
    expectTypeOf<QueryOf<'listHistory'>>().toHaveProperty('startTime');
    expectTypeOf<BodyOf<'getAuthorStatus'>>().toEqualTypeOf<undefined>();
  });

  it('finds a route by operation id, and refuses an unknown one', () => {
    const route = routeOf('getRevisionData');
    expectTypeOf(route.path).toEqualTypeOf<'manuscripts/:id/revisions/:rev/'>();
    if (route.path !== 'manuscripts/:id/revisions/:rev/') throw new Error(route.path);
    // @ts-expect-error not an operation of the table
    expect(() => routeOf('getEverything')).toThrow(/Unknown operation/);
  });
});
