/**
 * The root of the app's state. Domain stores: auth, user status, settings, rules, texts, report list,
 * manuscripts, live progress and profile. UI stores: error dialog, upload dialog, confirmation dialogs, toggles
 * (and the paged lists inside the domain stores). The stores of one area only (the report pages' ReportPageStore,
 * the admin area's AdminStore) load with that area's pages and are created on first use (`onDemand`), so that
 * the first page does without their code.
 */
import { matchPath } from 'react-router';
import { ApiClient } from '../api/client.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { AuthStore } from './AuthStore.ts';
import { ContentStore } from './ContentStore.ts';
import { DialogStore } from './DialogStore.ts';
import { ErrorDialogStore } from './ErrorDialogStore.ts';
import { LiveManuscriptsStore } from './LiveManuscriptsStore.ts';
import { ManuscriptsStore } from './ManuscriptsStore.ts';
import { ProfileStore } from './ProfileStore.ts';
import { ProgressStore } from './ProgressStore.ts';
import { ReportListStore } from './ReportListStore.ts';
import { RulesStore } from './RulesStore.ts';
import { SessionStore } from './SessionStore.ts';
import { SettingsStore } from './SettingsStore.ts';
import { TextsStore } from './TextsStore.ts';
import { TogglesStore } from './TogglesStore.ts';
import { UploadStore } from './UploadStore.ts';
import { UserStatusStore } from './UserStatusStore.ts';

export type Navigate = (path: string) => void;

/** Starting ahead what the page at a path needs: the calls it reads first (few), and its code (many files). */
export interface PagePrefetch {
  reads(path: string): void;
  code(path: string): void;
}

/** The manuscript a path of the author's report pages is about ('/manuscripts/{id}/…'), if any. */
export function manuscriptOf(path: string): number | undefined {
  const id = matchPath({ path: '/manuscripts/:manuscriptId', end: false }, path.split(/[?#]/)[0] ?? '')?.params
    .manuscriptId;
  return id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined;
}

export class RootStore {
  readonly api: ApiClient;
  readonly auth: AuthStore;
  readonly userStatus: UserStatusStore;
  readonly settings: SettingsStore;
  readonly rules: RulesStore;
  readonly content: ContentStore;
  readonly texts: TextsStore;
  readonly reportList: ReportListStore;
  readonly manuscripts: ManuscriptsStore;
  readonly progress: ProgressStore;
  readonly liveManuscripts: LiveManuscriptsStore;
  readonly profile: ProfileStore;
  readonly session: SessionStore;
  readonly errorDialog = new ErrorDialogStore();
  readonly dialogs = new DialogStore();
  readonly toggles = new TogglesStore();
  readonly upload: UploadStore;
  private navigate: Navigate = (path) => window.location.assign(path);
  /** What a path's page needs, started ahead (main.tsx gives the router's; nothing in tests). */
  private prefetch: PagePrefetch = { reads: () => {}, code: () => {} };
  private readonly onDemandStores = new Map<(root: RootStore) => unknown, unknown>();
  /** The callback page's sign-in, once begun (completeSignIn). */
  private signingIn: Promise<string | undefined> | undefined;

  constructor(authService: AuthService, api?: ApiClient) {
    this.auth = new AuthStore(authService);
    this.api = api ?? new ApiClient(() => this.auth.accessToken);
    this.userStatus = new UserStatusStore(this.api);
    this.settings = new SettingsStore(this.api);
    this.rules = new RulesStore(this.api);
    this.content = new ContentStore(this.api, (error) => this.errorDialog.show(error));
    this.texts = new TextsStore(this.api);
    this.reportList = new ReportListStore(this.api);
    this.manuscripts = new ManuscriptsStore(this.api);
    this.progress = new ProgressStore(this.api, this.manuscripts);
    this.liveManuscripts = new LiveManuscriptsStore(this.api, this.manuscripts, async () => {
      await Promise.all([this.manuscripts.list.load(), this.userStatus.load()]);
    });
    this.profile = new ProfileStore(this.api);
    this.session = new SessionStore(this);
    this.upload = new UploadStore(
      this.api,
      async () => {
        await Promise.all([this.userStatus.load(), this.manuscripts.list.load(1)]);
        this.navigate('/overview/manuscripts');
      },
      (error) => this.errorDialog.show(error),
    );
  }

  /** The store `create` makes, created on its first use: one per root, cleared with the user's data. */
  onDemand<T>(create: (root: RootStore) => T): T {
    if (!this.onDemandStores.has(create)) this.onDemandStores.set(create, create(this));
    return this.onDemandStores.get(create) as T;
  }

  setNavigate(navigate: Navigate): void {
    this.navigate = navigate;
  }

  setPrefetch(prefetch: PagePrefetch): void {
    this.prefetch = prefetch;
  }

  /**
   * The end of the provider's redirect: the sign-in is completed, then told to the server with the ID token
   * (POST /api/session: the account found, linked or created, name, e-mail and role taken from the provider). A
   * sign-in the server refuses is forgotten here, and its Danish reason thrown for the callback page to show.
   */
  completeSignIn(): Promise<string | undefined> {
    // Once per page: the entry starts it on the callback page before the first render (main.tsx), and the callback
    // page's effect takes the same sign-in (the provider's code can be exchanged only once).
    this.signingIn ??= this.finishSignIn();
    return this.signingIn;
  }

  private async finishSignIn(): Promise<string | undefined> {
    // Started while the sign-in completes (issue 33 point 4): the session's texts, open to anyone, and what the
    // page the author is going to reads first (a report page's definitions). The guard's load waits for the same
    // texts call, or makes it again when this one failed.
    this.session.loadTexts().catch(() => undefined);
    const hint = this.auth.takeReturnToHint();
    if (hint) this.prefetch.reads(hint);
    const returnTo = await this.auth.completeSignIn();
    if (returnTo && returnTo !== hint) this.prefetch.reads(returnTo);
    const idToken = this.auth.idToken;
    const told = idToken
      ? this.api.send<{ role?: string }>('POST', 'session', { idToken })
      : Promise.resolve(undefined);
    // The built-in provider's accounts are Lektør's own: the account exists before the session call, which then only
    // keeps its name, e-mail and role current, so the author's reads go out beside it. An external provider's first
    // sign-in creates the account in that call: a read racing it would create it twice.
    const early = this.auth.accountsExist;
    if (early) this.startAuthorReads(returnTo);
    // The page's code (some thirty files) only once the token exchange is done and the session call (and the reads
    // beside it) have gone out: on the browser's six connections it held the requests started after it back.
    if (returnTo) this.prefetch.code(returnTo);
    let answer: { role?: string } | undefined;
    try {
      answer = await told;
    } catch (error) {
      if (early) this.clearUserData();
      await this.auth.discard();
      throw error;
    }
    if (!early) this.startAuthorReads(returnTo);
    else if (answer?.role !== undefined) {
      // The session call may have changed the role (ADMIN_EMAILS): a status read beside it is read again.
      const role = answer.role;
      this.session
        .ensureLoaded()
        .then(() =>
          this.userStatus.status && this.userStatus.status.info.role !== role ? this.userStatus.load() : undefined,
        )
        .catch(() => undefined);
    }
    return returnTo;
  }

  /** What the guard and a manuscript's report read first, side by side, instead of after the next page's code. */
  private startAuthorReads(returnTo: string | undefined): void {
    this.session.ensureLoaded().catch(() => undefined);
    const manuscriptId = returnTo ? manuscriptOf(returnTo) : undefined;
    if (manuscriptId !== undefined) this.manuscripts.prefetch(manuscriptId);
  }

  /**
   * Logout: the server refuses the access token's session from now on (DELETE /api/session), user info, settings
   * and rules are cleared, then the provider signs out (the refresh token revoked) and returns to the origin.
   */
  async signOut(): Promise<void> {
    if (this.auth.signedIn) {
      await this.api
        .send('DELETE', 'session')
        .catch((error: unknown) => console.warn('logout at the API failed', error));
    }
    this.clearUserData();
    await this.auth.signOut();
  }

  clearUserData(): void {
    this.userStatus.clear();
    this.settings.clear();
    this.rules.clear();
    this.liveManuscripts.stop();
    this.manuscripts.clear();
    this.profile.clear();
    for (const store of this.onDemandStores.values()) (store as { clear?: () => void }).clear?.();
    this.session.reset();
  }
}
