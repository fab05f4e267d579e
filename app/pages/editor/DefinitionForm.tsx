/**
 * The form view of a report definition's simple fields: its title, the page header's title (empty: the title)
 * and its description. A change is written into the JSON at once.
 */
import { observer } from 'mobx-react-lite';
import type { DocumentEditor } from '../../stores/EditorStore.ts';

type Block = { type?: unknown; props?: Record<string, unknown> };

function headerOf(value: Record<string, unknown>): Block | undefined {
  return Array.isArray(value.blocks) ? (value.blocks as Block[]).find((b) => b?.type === 'header') : undefined;
}

export const DefinitionForm = observer(function DefinitionForm({ editor }: { editor: DocumentEditor }) {
  // While the text is not JSON the form shows the last text that was, and waits for the fix.
  const value = editor.validValue as Record<string, unknown> | undefined;
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return <p className="field-hint">Formularen viser felterne, når JSON-teksten er gyldig.</p>;
  }
  const header = headerOf(value);
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  return (
    <fieldset className="editor-form" disabled={!editor.parses} aria-describedby="form-kept-hint">
      <legend>Enkle felter</legend>
      {!editor.parses && (
        <p id="form-kept-hint" className="field-hint" role="status">
          Formularen viser den sidste gyldige tekst. Ret JSON-fejlen for at ændre felterne her.
        </p>
      )}
      <label className="field">
        <span>Titel</span>
        <input
          type="text"
          value={text(value.title)}
          onChange={(event) => editor.updateValue((v) => (v.title = event.target.value))}
        />
      </label>
      {header && (
        <label className="field">
          <span>Sidehovedets titel</span>
          <input
            type="text"
            value={text(header.props?.title)}
            placeholder={text(value.title)}
            aria-describedby="header-title-hint"
            onChange={(event) =>
              editor.updateValue((v) => {
                const block = headerOf(v)!;
                const props = { ...(block.props ?? {}) };
                if (event.target.value) props.title = event.target.value;
                else delete props.title;
                block.props = props;
                if (Object.keys(props).length === 0) delete block.props;
              })
            }
          />
          <span id="header-title-hint" className="field-hint">
            Tom: sidens titel.
          </span>
        </label>
      )}
      <label className="field">
        <span>Beskrivelse</span>
        <textarea
          rows={2}
          value={text(value.description)}
          onChange={(event) =>
            editor.updateValue((v) => {
              if (event.target.value) v.description = event.target.value;
              else delete v.description;
            })
          }
        />
      </label>
    </fieldset>
  );
});
