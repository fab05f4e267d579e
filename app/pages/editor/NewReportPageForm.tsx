/**
 * 'Ny rapportside' on '/redaktion': a new report page from the template (key, Danish title, icon, place in the
 * menu, the models it reads). The server stores it as a draft and checks everything; its Danish refusals are
 * shown at their field. On success the editor opens the new page.
 */
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ModelName } from '../../../schemas/models/names.ts';
import { reportIconIds } from '../../../schemas/report-definition.ts';
import { ApiRequestError } from '../../api/api-error.ts';
import { ReportIcon } from '../../components/ReportIcon.tsx';
import { reportPages } from '../../reports/definitions.ts';
import type { EditorStore } from '../../stores/EditorStore.ts';

/** The models a page can read, as an editor knows them (the page that shows each today). */
const modelChoices: readonly { model: ModelName; label: string }[] = [
  { model: 'Legibility', label: 'Læsbarhed (LIX, sætninger, ord)' },
  { model: 'Dialogue', label: 'Dialog' },
  { model: 'Tempo', label: 'Tempo' },
  { model: 'Tense', label: 'Tempus (datid og nutid)' },
  { model: 'Perspective', label: 'Fortælleperspektiv' },
  { model: 'ShowingTelling', label: 'Vis, fortæl ikke' },
  { model: 'Sentiment', label: 'Stemning' },
  { model: 'SemanticFields', label: 'Semantiske felter' },
  { model: 'Archetypes', label: 'Arketyper' },
  { model: 'Scenes', label: 'Scener, personer og steder' },
  { model: 'PowerWords', label: 'Kraftord' },
  { model: 'Cliches', label: 'Klichéer' },
  { model: 'GenreClassification', label: 'Genre' },
  { model: 'AudienceClassification', label: 'Målgruppe' },
  { model: 'Chapters', label: 'Kapitler' },
  { model: 'Chunk', label: 'Bogens dele' },
  { model: 'SimilarBooks', label: 'Lignende bøger' },
  { model: 'GlobalAnalyzed', label: 'Samlet vurdering' },
  { model: 'GlobalUser', label: 'Forfatterens oplysninger' },
];

type Issues = readonly { pointer: string; message: string }[];

export const NewReportPageForm = observer(function NewReportPageForm({ editor }: { editor: EditorStore }) {
  const navigate = useNavigate();
  const [key, setKey] = useState('');
  const [title, setTitle] = useState('');
  const [icon, setIcon] = useState<string>(reportIconIds[0]);
  const [after, setAfter] = useState(reportPages.at(-1)?.key ?? '');
  const [models, setModels] = useState<readonly string[]>([]);
  const [issues, setIssues] = useState<Issues>([]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const issueAt = (pointer: string) =>
    issues.filter((i) => i.pointer === pointer || i.pointer.startsWith(`${pointer}/`)).map((i) => i.message);
  const fieldError = (pointer: string, id: string) => {
    const messages = issueAt(pointer);
    return messages.length > 0 ? (
      <span id={id} className="field-error" data-testid={`new-page-error-${pointer.slice(1)}`}>
        {messages.join(' ')}
      </span>
    ) : null;
  };

  /** A text field with its Danish label, and its refusals below it. */
  const textField = (name: 'key' | 'title', label: string, value: string, set: (value: string) => void) => (
    <>
      <label className="field">
        <span>{label}</span>
        <input
          name={name}
          type="text"
          value={value}
          onChange={(e) => set(e.target.value)}
          aria-invalid={issueAt(`/${name}`).length > 0}
          aria-describedby={`new-page-${name}-error`}
        />
      </label>
      {fieldError(`/${name}`, `new-page-${name}-error`)}
    </>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setIssues([]);
    setMessage('');
    try {
      const created = await editor.createReportPage({ key, title, icon, models: [...models], after: after || null });
      navigate(`/redaktion/report/${created.key}`);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setIssues(error.issues);
        setMessage(error.message);
      } else {
        setMessage((error as Error).message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="new-page-heading" className="editor-new-page">
      <h2 id="new-page-heading">Ny rapportside</h2>
      <p className="field-hint">
        Siden laves ud fra skabelonen (sidehoved og en indledende tekst) og gemmes som kladde. Forfatterne ser den
        først, når du udgiver den.
      </p>
      <form onSubmit={submit} noValidate>
        {textField('key', 'Nøgle (små bogstaver, tal og bindestreg)', key, setKey)}
        {textField('title', 'Titel', title, setTitle)}
        <fieldset className="field">
          <legend>Ikon</legend>
          <div className="editor-icon-choices">
            {reportIconIds.map((id) => (
              <label key={id} title={`Ikon ${id}`}>
                <input type="radio" name="icon" value={id} checked={icon === id} onChange={() => setIcon(id)} />
                <ReportIcon id={id} />
                <span className="visually-hidden">Ikon {id}</span>
              </label>
            ))}
          </div>
          {fieldError('/icon', 'new-page-icon-error')}
        </fieldset>
        <label className="field">
          <span>Placering i menuen</span>
          <select name="after" value={after} onChange={(e) => setAfter(e.target.value)}>
            <option value="">Først</option>
            {reportPages.map((page) => (
              <option key={page.key} value={page.key}>
                Efter {page.title}
              </option>
            ))}
          </select>
        </label>
        {fieldError('/after', 'new-page-after-error')}
        <fieldset className="field">
          <legend>Data, siden viser</legend>
          {modelChoices.map(({ model, label }) => (
            <label key={model} className="checkbox">
              <input
                type="checkbox"
                name="models"
                value={model}
                checked={models.includes(model)}
                onChange={(e) => setModels(e.target.checked ? [...models, model] : models.filter((m) => m !== model))}
              />
              {label}
            </label>
          ))}
          {fieldError('/models', 'new-page-models-error')}
        </fieldset>
        {message && (
          <p role="alert" className="field-error" data-testid="new-page-message">
            {message}
          </p>
        )}
        <button type="submit" className="button primary" disabled={busy}>
          Opret side som kladde
        </button>
      </form>
    </section>
  );
});
