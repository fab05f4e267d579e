import { describe, expect, test } from 'vitest';
import { validationMessage } from './validation-messages.ts';

describe('validation messages in Danish', () => {
  test('name the place and say what is wrong', () => {
    expect(
      validationMessage({ keyword: 'maximum', instancePath: '/pageSize', params: { limit: 100 } }, 'querystring'),
    ).toBe('querystring/pageSize skal være højst 100');
    expect(
      validationMessage(
        { keyword: 'additionalProperties', instancePath: '/0', params: { additionalProperty: 'x' } },
        'body',
      ),
    ).toBe("body/0 har et ukendt felt 'x'");
    expect(validationMessage({ keyword: 'type', instancePath: '/0/value', params: { type: 'string' } }, 'body')).toBe(
      'body/0/value skal være tekst',
    );
    expect(
      validationMessage(
        { keyword: 'required', instancePath: '', params: { missingProperty: 'report' } },
        'querystring',
      ),
    ).toBe("querystring mangler feltet 'report'");
  });
});
