/**
 * A content text as a form (docs/EDITOR.md, 'Texts as forms'): one field per text with its Danish label, each
 * reader-facing text in a text area with its preview beside it (RichText as the app shows a text; an article's
 * Markdown as its page shows it). A change is written into the JSON at once, so drafts, publication, history and
 * the checks are those of every text (EditorStore). The entries of a list open one at a time and can be found by
 * a word; adding or removing an entry is done in the JSON.
 */
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { renderArticleBody } from '../../../engine/article-markdown.ts';
import { RichText } from '../../components/RichText.tsx';
import type { DocumentEditor } from '../../stores/EditorStore.ts';
import { entryName, fieldOrder, fixedFields, jsonOnlyFields, labelOf, longTextFields } from './text-form-fields.ts';

type Path = readonly (string | number)[];

interface FieldProps {
  editor: DocumentEditor;
  path: Path;
  name: string;
  value: unknown;
}

export const TextForm = observer(function TextForm({ editor }: { editor: DocumentEditor }) {
  const value = editor.validValue;
  if (value === undefined) return <p className="field-hint">Formularen vises, når JSON-teksten er gyldig.</p>;
  return (
    <fieldset className="text-form" disabled={!editor.parses} data-testid="text-form">
      <legend>Teksterne</legend>
      {!editor.parses && (
        <p className="field-hint" role="status">
          Formularen viser den sidste gyldige tekst. Ret JSON-fejlen for at ændre teksterne her.
        </p>
      )}
      <p className="field-hint">
        Skriv **fed** for fed skrift og [tekst](/side) for et link til en side i Lektør
        {editor.name === 'articles' ? '; i en artikel også ## for en mellemrubrik og - for punkter' : ''}. HTML,
        billeder og links ud af Lektør kan ikke bruges. Nye eller slettede punkter rettes i JSON nedenfor.
      </p>
      <Value editor={editor} path={[]} name={editor.name} value={value} />
    </fieldset>
  );
});

/** A value of any shape: a list of entries, an object's fields, or one field. */
const Value = observer(function Value({ editor, path, name, value }: FieldProps) {
  if (Array.isArray(value) && value.every((v) => v && typeof v === 'object' && !Array.isArray(v)))
    return <EntryList editor={editor} path={path} name={name} entries={value} />;
  if (Array.isArray(value)) return <TextList editor={editor} path={path} name={name} value={value} />;
  if (value && typeof value === 'object') {
    return (
      <>
        {Object.entries(value as Record<string, unknown>)
          .filter(([key]) => !jsonOnlyFields.has(key))
          .sort(([a], [b]) => fieldOrder(a) - fieldOrder(b))
          .map(([key, v]) => (
            <Value key={key} editor={editor} path={[...path, key]} name={key} value={v} />
          ))}
      </>
    );
  }
  return <Field editor={editor} path={path} name={name} value={value} />;
});

function EntryList({ editor, path, name, entries }: Omit<FieldProps, 'value'> & { entries: unknown[] }) {
  const [filter, setFilter] = useState('');
  // The entries open: they stay in view while being edited, also when the edit no longer matches the filter.
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(entries.length === 1 ? [0] : []));
  const words = filter.trim().toLocaleLowerCase('da');
  const shown = entries
    .map((entry, index) => ({ entry, index }))
    .filter(
      ({ entry, index }) => !words || open.has(index) || JSON.stringify(entry).toLocaleLowerCase('da').includes(words),
    );
  const toggle = (index: number, isOpen: boolean) =>
    setOpen((current) => {
      if (current.has(index) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(index);
      else next.delete(index);
      return next;
    });
  const nested = path.length > 0;
  return (
    <div className={nested ? 'text-entries nested' : 'text-entries'}>
      {nested && <h3 className="text-entries-heading">{labelOf(name)}</h3>}
      {entries.length > 5 && (
        <label className="field inline">
          <span>Find</span>
          <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
          <span className="field-hint" role="status">
            {shown.length} af {entries.length}
          </span>
        </label>
      )}
      {shown.map(({ entry, index }) => (
        <Entry
          key={index}
          title={entryName(entry, index)}
          open={open.has(index)}
          onToggle={(isOpen) => toggle(index, isOpen)}
        >
          <Value editor={editor} path={[...path, index]} name={name} value={entry} />
        </Entry>
      ))}
    </div>
  );
}

/** One entry, its fields rendered only while it is open (a list of 265 entries stays quick to type in). */
function Entry({
  title,
  open,
  onToggle,
  children,
}: {
  title: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <details className="text-entry" open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary>{title}</summary>
      {open && <div className="text-entry-fields">{children}</div>}
    </details>
  );
}

/** A list of texts (a guide's steps): one text area each. */
function TextList({ editor, path, name, value }: FieldProps & { value: unknown[] }) {
  return (
    <div className="text-entries nested">
      <h3 className="text-entries-heading">{labelOf(name)}</h3>
      {value.map((item, index) => (
        <Field
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps are known by their place
          key={index}
          editor={editor}
          path={[...path, index]}
          name={name}
          label={`${labelOf(name)} ${index + 1}`}
          value={item}
        />
      ))}
    </div>
  );
}

const Field = observer(function Field({ editor, path, name, value, label }: FieldProps & { label?: string }) {
  const id = useId();
  const text = label ?? labelOf(name);
  if (fixedFields.has(name) || (value !== null && typeof value === 'object')) {
    return (
      <p className="text-fixed">
        <span>{text}:</span> {typeof value === 'object' ? JSON.stringify(value) : String(value)}
      </p>
    );
  }
  if (typeof value === 'boolean') {
    return (
      <label className="field">
        <span>{text}</span>
        <input type="checkbox" checked={value} onChange={(event) => editor.setAt(path, event.target.checked)} />
      </label>
    );
  }
  if (typeof value === 'number') {
    return (
      <label className="field">
        <span>{text}</span>
        <input
          type="number"
          value={value}
          onChange={(event) => editor.setAt(path, event.target.value === '' ? '' : Number(event.target.value))}
        />
      </label>
    );
  }
  const current = typeof value === 'string' ? value : '';
  if (!longTextFields.has(name)) {
    return (
      <label className="field">
        <span>{text}</span>
        <input type="text" value={current} onChange={(event) => editor.setAt(path, event.target.value)} />
      </label>
    );
  }
  const article = editor.name === 'articles' && name === 'body';
  return (
    <div className="text-field">
      <label htmlFor={id}>{text}</label>
      <div className="text-field-columns">
        <textarea
          id={id}
          rows={article ? 18 : Math.min(10, Math.max(3, Math.ceil(current.length / 70)))}
          value={current}
          onChange={(event) => editor.setAt(path, event.target.value)}
        />
        {/* Focusable, so a long preview can be scrolled from the keyboard. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1) */}
        <section tabIndex={0} className="text-preview" aria-label={`Forhåndsvisning af ${text.toLowerCase()}`}>
          {article ? (
            // The article renderer escapes HTML and drops links and images: what the article page shows.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by engine/article-markdown.ts, safe
            <div className="article-preview" dangerouslySetInnerHTML={{ __html: renderArticleBody(current) }} />
          ) : (
            <p>
              <RichText text={current} />
            </p>
          )}
        </section>
      </div>
    </div>
  );
});
