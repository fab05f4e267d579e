/**
 * A labelled genre or audience select: the Danish label, a prompt as the empty choice, then the rules' classes by
 * id. The page gives the rest of the select's attributes (name, value or defaultValue, onChange, disabled).
 */
import type { SelectHTMLAttributes } from 'react';

const texts = {
  genre: { label: 'Genre', prompt: 'Vælg genre' },
  audience: { label: 'Målgruppe', prompt: 'Vælg målgruppe' },
} as const;

export function RulesSelect({
  id,
  kind,
  items,
  ...select
}: {
  id: string;
  kind: keyof typeof texts;
  items: readonly { id: number; name: string }[] | undefined;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'>) {
  return (
    <>
      <label htmlFor={id}>{texts[kind].label}</label>
      <select id={id} {...select}>
        <option value="">{texts[kind].prompt}</option>
        {items?.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
    </>
  );
}
