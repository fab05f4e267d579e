import { describe, expect, it } from 'vitest';
import { jsonSyntaxError } from './json-syntax.ts';

const definition = JSON.stringify({ key: 'x', title: 'Læsbarhed', blocks: [{ type: 'header', id: 'h' }] }, null, 2);

describe('a JSON text that does not parse is said in Danish where it is to be changed', () => {
  it('valid JSON has no error, whatever the parser accepts', () => {
    for (const text of [definition, '[]', '{}', '"a\\u00e6\\n"', '-1.5e3', ' null '])
      expect(jsonSyntaxError(text), text).toBeUndefined();
  });

  it('a missing comma is placed right after the value it should follow, not at the next line', () => {
    const broken = definition.replace('"x",', '"x"');
    // Line 2 is `  "key": "x"`: the comma belongs after its 12th character.
    expect(jsonSyntaxError(broken)).toMatchObject({
      line: 2,
      column: 13,
      message: "Der mangler et komma eller en '}' i linje 2, kolonne 13",
    });
    expect(broken.slice(0, jsonSyntaxError(broken)!.offset).endsWith('"x"')).toBe(true);
  });

  it('a missing comma in a list, a comma too many, a missing colon, a single quote', () => {
    expect(jsonSyntaxError('[1 2]')?.message).toBe("Der mangler et komma eller en ']' i linje 1, kolonne 3");
    expect(jsonSyntaxError('{"a": 1,\n}')?.message).toBe("Der er et komma for meget før '}' i linje 1, kolonne 8");
    expect(jsonSyntaxError('[1,]')?.message).toBe("Der er et komma for meget før ']' i linje 1, kolonne 3");
    expect(jsonSyntaxError('{"a" 1}')?.message).toBe('Der mangler et kolon (:) efter feltnavnet i linje 1, kolonne 5');
    expect(jsonSyntaxError('{"a": \'b\'}')?.message).toContain('dobbelte anførselstegn');
    expect(jsonSyntaxError('{a: 1}')?.message).toBe(
      'Her skal stå et feltnavn i anførselstegn (") i linje 1, kolonne 2',
    );
  });

  it('an unclosed text at its opening quote; a text that ends early; something after the end', () => {
    expect(jsonSyntaxError('{"a": "b}')?.message).toContain('linje 1, kolonne 7');
    expect(jsonSyntaxError('{"a": "b\nc"}')?.message).toContain('flere linjer');
    expect(jsonSyntaxError('{"a": [1')?.message).toContain('slutter, før alt er lukket');
    expect(jsonSyntaxError('{} x')?.message).toContain('efter definitionens afsluttende');
    expect(jsonSyntaxError('{"a": tru}')?.message).toContain('Her skal stå en værdi');
  });

  it('agrees with JSON.parse on what parses', () => {
    const samples = ['{"a":1}', '{"a":1,}', '[01]', '[1.]', '["\\x"]', '{"a":[true,false,null]}', '"\t"', '[-]'];
    for (const text of samples) {
      let parses = true;
      try {
        JSON.parse(text);
      } catch {
        parses = false;
      }
      expect(jsonSyntaxError(text) === undefined, text).toBe(parses);
    }
  });
});
