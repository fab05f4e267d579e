import { describe, expect, it } from 'vitest';
import { databaseUrl, testDatabaseName } from '../support/postgres-template.ts';

describe('the PostgreSQL template of the integration tests', () => {
  it('names a database of the same server and user', () => {
    expect(databaseUrl('postgres://postgres@127.0.0.1:5432/test', 'lektor_it_template_ab12')).toBe(
      'postgres://postgres@127.0.0.1:5432/lektor_it_template_ab12',
    );
  });

  it('takes only names of its own making into SQL', () => {
    expect(testDatabaseName('lektor_it_template_0f9a')).toBe('lektor_it_template_0f9a');
    for (const bad of ['test', 'lektor_it_x; DROP DATABASE test', 'lektor_it_"x"', 'LEKTOR_IT_A', '']) {
      expect(() => testDatabaseName(bad)).toThrow(/no test database name/u);
    }
  });
});
