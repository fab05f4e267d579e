import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { editableContent } from '../schemas/api/editor.ts';
import { contentMarkupProblems } from './content-markup.ts';

describe('content texts hold only the markup the app shows', () => {
  it("the repository's editable texts hold none of the refused markup", () => {
    for (const name of Object.keys(editableContent)) {
      const seed = JSON.parse(readFileSync(`server/content/seed/${name}.json`, 'utf8'));
      expect(contentMarkupProblems(seed), name).toEqual([]);
    }
  });

  it('bold, app links and e-mail links are fine', () => {
    expect(
      contentMarkupProblems(['**Vigtigt**: se [prisen](/pricing) eller skriv [os](mailto:a@b.dk). 3 < 5']),
    ).toEqual([]);
  });

  it('HTML, a script, an image from another host and a javascript: link are refused at their pointer, in Danish', () => {
    const faq = [
      { question: 'Hvad?', answer: 'Se <b>her</b>' },
      { question: 'Hvorfor?', answer: '<script>alert(1)</script>' },
      { question: 'Hvordan?', answer: 'Et billede ![logo](https://example.com/logo.png)' },
      { question: 'Hvornår?', answer: 'Klik [her](javascript:alert(1))' },
      { question: 'Hvor?', answer: 'Læs [mere](https://example.com)' },
      { question: 'Hvem?', answer: 'Skriv javascript:alert(1) i adresselinjen' },
    ];
    expect(contentMarkupProblems(faq)).toEqual([
      {
        pointer: '/0/answer',
        message: "HTML er ikke tilladt i en tekst (det vises som tegn, ikke som opmærkning): '<b>'",
      },
      {
        pointer: '/1/answer',
        message: "HTML er ikke tilladt i en tekst (det vises som tegn, ikke som opmærkning): '<script>'",
      },
      {
        pointer: '/2/answer',
        message: "billeder kan ikke vises i en tekst ('https://example.com/logo.png'); brug en artikel",
      },
      {
        pointer: '/3/answer',
        message:
          "linket 'javascript:alert(1' er ikke tilladt: et link skal gå til en side i Lektør (/…) eller være en e-mailadresse (mailto:…)",
      },
      {
        pointer: '/4/answer',
        message:
          "linket 'https://example.com' er ikke tilladt: et link skal gå til en side i Lektør (/…) eller være en e-mailadresse (mailto:…)",
      },
      { pointer: '/5/answer', message: "'javascript:' er ikke tilladt i en tekst" },
    ]);
  });
});
