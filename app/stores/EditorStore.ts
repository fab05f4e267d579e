/**
 * The editors' area ('Redaktion', docs/EDITOR.md): the definitions and texts with their versions, and the one
 * being edited: its JSON text, what is wrong with it (checked as the server checks it), saving a draft,
 * publishing from the version it was opened at, rolling back, and two versions to compare.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { DefinitionIssue, StoredDefinition } from '../../engine/index.ts';
import type {
  DocumentKind,
  EditorDocuments,
  EditorVersion,
  NewReportPage,
  NewReportPageCreated,
  PublishedDefinitions,
  SavedVersion,
  VersionHistory,
} from '../../schemas/api/editor.ts';
import { ApiRequestError } from '../api/api-error.ts';
import type { ApiClient } from '../api/client.ts';
import { jsonSyntaxError } from './json-syntax.ts';

/** Checks a payload as the server will (engine/editorial-checks.ts), with the validators it needs loaded. */
export type PayloadCheck = (
  kind: DocumentKind,
  name: string,
  payload: unknown,
  others: readonly StoredDefinition[],
) => DefinitionIssue[];

/** What the server takes in one request (its body limit, 1,000,000 bytes) with room for the rest of the body. */
export const maxPayloadBytes = 950_000;
const tooLarge = (bytes: number) =>
  `Teksten fylder ${(bytes / 1_000_000).toLocaleString('da-DK', { maximumFractionDigits: 1 })} MB; en side eller tekst må højst fylde 0,95 MB. Del den op, eller fjern det, der gentages.`;

export const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** A JSON text's value, or where it fails to parse (in Danish, at the place to change: json-syntax.ts). */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return {
      ok: false,
      message: jsonSyntaxError(text)?.message ?? `Teksten er ikke gyldig JSON (${(error as Error).message})`,
    };
  }
}

export class EditorStore {
  documents: EditorDocuments = [];
  loading = false;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<EditorStore, 'api'>(this, { api: false, documents: observable.ref });
  }

  /** A new report page from the template, stored as a draft (refused in Danish: ApiRequestError with issues). */
  async createReportPage(page: NewReportPage): Promise<NewReportPageCreated> {
    const created = await this.api.send<NewReportPageCreated>(
      'POST',
      'editor/reports',
      page,
      'api/editor/new-report-page-created',
    );
    await this.loadDocuments();
    return created!;
  }

  async loadDocuments(): Promise<void> {
    this.loading = true;
    try {
      const documents = await this.api.get<EditorDocuments>('editor/documents', 'api/editor/documents');
      runInAction(() => {
        this.documents = documents;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }
}

export type EditStatus = { kind: 'info' | 'error'; text: string } | null;

/** One definition or text being edited. */
export class DocumentEditor {
  history: VersionHistory | null = null;
  /** The published version the editor opened (publishing over a newer one is refused). */
  baseVersion = 0;
  /** The version whose payload the text started from. */
  openedVersion = 0;
  /** The payload as published when opened, for 'what changed'. */
  publishedText = '';
  text = '';
  problems: readonly DefinitionIssue[] = [];
  /** The published definitions (the others a definition is checked against). */
  others: readonly StoredDefinition[] = [];
  busy = false;
  status: EditStatus = null;
  /** Counts texts put into the editor from outside (a version opened, the form): the JSON editor reloads then. */
  revision = 0;
  /** The server refused the last save or publication for being opened at an older version. */
  conflict = false;
  /** After a 409: the version another editor published meanwhile, to compare with the text here. */
  theirs: { version: number; text: string } | null = null;
  /** The value of the last text that was valid JSON: the form and the preview keep it while the text is broken. */
  validValue: unknown = undefined;

  constructor(
    private readonly api: ApiClient,
    readonly kind: DocumentKind,
    readonly name: string,
    private readonly check: PayloadCheck,
  ) {
    makeAutoObservable<DocumentEditor, 'api' | 'check'>(this, {
      api: false,
      check: false,
      history: observable.ref,
      validValue: observable.ref,
      theirs: observable.ref,
      problems: observable.ref,
      others: observable.ref,
    });
  }

  private get base(): string {
    return `editor/documents/${this.kind}/${encodeURIComponent(this.name)}`;
  }

  /** The history, the published version's payload into the editor, and the other definitions to check against. */
  async open(): Promise<void> {
    const [history, published] = await Promise.all([
      this.api.get<VersionHistory>(`${this.base}/versions`, 'api/editor/versions'),
      this.kind === 'report'
        ? this.api.get<PublishedDefinitions>('reports/definitions', 'api/reports/definitions')
        : Promise.resolve({ definitions: [] }),
    ]);
    // A new page never published (0) opens at its newest draft; there is nothing published to compare with.
    const opened = history.publishedVersion || (history.versions[0]?.version ?? 1);
    const version = await this.version(opened);
    runInAction(() => {
      this.history = history;
      this.others = published.definitions.map((d) => ({ key: d.key, json: d.definition }));
      this.baseVersion = history.publishedVersion;
      this.openedVersion = opened;
      this.publishedText = history.publishedVersion ? pretty(version.payload) : '';
      this.conflict = false;
      this.status = null;
      this.replaceText(pretty(version.payload));
    });
  }

  version(version: number): Promise<EditorVersion> {
    return this.api.get<EditorVersion>(`${this.base}/versions/${version}`, 'api/editor/version');
  }

  /** The text as typed (checked when typing pauses: the JSON editor's linter calls checkNow). */
  setText(text: string): void {
    this.text = text;
    const parsed = parseJson(text);
    if (parsed.ok) this.validValue = parsed.value;
  }

  /** Checks the text as the server will, and keeps what is wrong for the list beside the editor. */
  checkNow(): readonly DefinitionIssue[] {
    const bytes = new TextEncoder().encode(this.text).length;
    if (bytes > maxPayloadBytes) {
      this.problems = [{ pointer: '', message: tooLarge(bytes) }];
      return this.problems;
    }
    const parsed = parseJson(this.text);
    this.problems = parsed.ok
      ? this.check(this.kind, this.name, parsed.value, this.others)
      : [{ pointer: '', message: parsed.message }];
    return this.problems;
  }

  private replaceText(text: string): void {
    this.setText(text);
    this.checkNow();
    this.revision += 1;
  }

  /** The form's change of one simple field: applied to the JSON, which is written out again. */
  updateValue(change: (value: Record<string, unknown>) => void): void {
    const value = this.value;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    const copy = structuredClone(value) as Record<string, unknown>;
    change(copy);
    this.replaceText(pretty(copy));
  }

  /**
   * A text form's change of one value at its path (`['posts', 3, 'body']`), in a payload of any shape (a list of
   * texts too): applied to the JSON, which is written out again.
   */
  setAt(path: readonly (string | number)[], next: unknown): void {
    const value = this.value;
    if (value === undefined || path.length === 0) return;
    const copy = structuredClone(value) as Record<string | number, unknown>;
    let parent = copy;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    if (!parent || typeof parent !== 'object') return;
    parent[path.at(-1)!] = next;
    this.replaceText(pretty(copy));
  }

  /** The text's value when it parses, for the preview and the form. */
  get value(): unknown {
    const parsed = parseJson(this.text);
    return parsed.ok ? parsed.value : undefined;
  }

  /** False while the text is not JSON (the form and the preview then show the last text that was). */
  get parses(): boolean {
    return this.value !== undefined;
  }

  get changed(): boolean {
    return this.text !== this.publishedText;
  }

  /** Loads an earlier version's payload into the editor (still publishing from the version opened). */
  async edit(version: number): Promise<void> {
    const found = await this.version(version);
    runInAction(() => {
      this.openedVersion = version;
      this.replaceText(pretty(found.payload));
      this.status = { kind: 'info', text: `Version ${version} er hentet ind i editoren.` };
    });
  }

  /** What blocks saving and publishing, in Danish (null: nothing). */
  get blockedBecause(): string | null {
    if (this.busy) return 'Gemmer …';
    const first = this.problems[0];
    if (first) {
      const where = first.pointer ? `${first.pointer}: ` : '';
      const count = this.problems.length === 1 ? '1 fejl' : `${this.problems.length} fejl`;
      return `Kan ikke gemmes eller udgives, før ${count} er rettet. Den første: ${where}${first.message}`;
    }
    return null;
  }

  /** After a 409: fetches the version published meanwhile (and the history), to compare with the text here. */
  async loadTheirs(): Promise<void> {
    const history = await this.api.get<VersionHistory>(`${this.base}/versions`, 'api/editor/versions');
    const found = await this.version(history.publishedVersion);
    runInAction(() => {
      this.history = history;
      this.theirs = { version: history.publishedVersion, text: pretty(found.payload) };
    });
  }

  /** Takes the other editor's version in: publishing from it from now on (the text here is replaced). */
  takeTheirs(): void {
    if (!this.theirs) return;
    this.baseVersion = this.theirs.version;
    this.openedVersion = this.theirs.version;
    this.publishedText = this.theirs.text;
    this.replaceText(this.theirs.text);
    this.theirs = null;
    this.conflict = false;
    this.status = { kind: 'info', text: `Version ${this.baseVersion} er hentet ind i editoren.` };
  }

  /** Keeps the text here and publishes from the other editor's version (having seen what it changed). */
  keepMine(): void {
    if (!this.theirs) return;
    this.baseVersion = this.theirs.version;
    this.publishedText = this.theirs.text;
    this.theirs = null;
    this.conflict = false;
    this.status = { kind: 'info', text: `Din tekst udgives nu oven på version ${this.baseVersion}.` };
  }

  saveDraft(note?: string): Promise<void> {
    return this.save(false, note);
  }

  publish(note?: string): Promise<void> {
    return this.save(true, note);
  }

  private async save(publish: boolean, note?: string): Promise<void> {
    const parsed = parseJson(this.text);
    if (!parsed.ok || this.checkNow().length > 0) {
      this.status = { kind: 'error', text: this.blockedBecause ?? (parsed.ok ? '' : parsed.message) };
      return;
    }
    await this.run(async () => {
      const saved = await this.api.send<SavedVersion>(
        'POST',
        `${this.base}/versions`,
        { payload: parsed.value, baseVersion: this.baseVersion, publish, ...(note ? { note } : {}) },
        'api/editor/saved',
      );
      await this.afterSave(saved!);
      return publish ? `Version ${saved!.version} er udgivet.` : `Gemt som kladde (version ${saved!.version}).`;
    });
  }

  async rollBack(toVersion: number): Promise<void> {
    await this.run(async () => {
      const saved = await this.api.send<SavedVersion>(
        'POST',
        `${this.base}/rollback`,
        { toVersion, baseVersion: this.baseVersion },
        'api/editor/saved',
      );
      await this.afterSave(saved!);
      const restored = await this.version(saved!.version);
      runInAction(() => {
        this.publishedText = pretty(restored.payload);
        this.replaceText(this.publishedText);
      });
      return `Version ${toVersion} er udgivet igen som version ${saved!.version}.`;
    });
  }

  private async afterSave(saved: SavedVersion): Promise<void> {
    const history = await this.api.get<VersionHistory>(`${this.base}/versions`, 'api/editor/versions');
    runInAction(() => {
      this.history = history;
      if (saved.state === 'published') {
        this.baseVersion = saved.version;
        this.publishedText = this.text;
      }
      this.openedVersion = saved.version;
    });
  }

  /** Runs a save; a refusal keeps the text as it is and says why (at its pointers, or that the page changed). */
  private async run(work: () => Promise<string>): Promise<void> {
    this.busy = true;
    this.status = null;
    try {
      const text = await work();
      runInAction(() => {
        this.conflict = false;
        this.status = { kind: 'info', text };
      });
    } catch (error) {
      runInAction(() => {
        if (error instanceof ApiRequestError) {
          this.conflict = error.status === 409;
          if (error.issues.length > 0) this.problems = error.issues;
          this.status = { kind: 'error', text: error.message };
        } else {
          this.status = { kind: 'error', text: (error as Error).message };
        }
      });
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
