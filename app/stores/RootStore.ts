/**
 * The root of the app's state. Domain stores: auth, user status, settings, rules, texts, report list,
 * manuscripts, report pages, the comparison of two revisions, profile and admin. UI stores: error dialog, upload dialog, confirmation dialogs,
 * toggles (and the paged lists inside the domain stores).
 */
import { ApiClient } from '../api/client.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { AdminStore } from './AdminStore.ts';
import { AuthStore } from './AuthStore.ts';
import { CompareStore } from './CompareStore.ts';
import { ContentStore } from './ContentStore.ts';
import { DialogStore } from './DialogStore.ts';
import { ErrorDialogStore } from './ErrorDialogStore.ts';
import { LiveManuscriptsStore } from './LiveManuscriptsStore.ts';
import { ManuscriptsStore } from './ManuscriptsStore.ts';
import { ProfileStore } from './ProfileStore.ts';
import { ProgressStore } from './ProgressStore.ts';
import { ReportListStore } from './ReportListStore.ts';
import { ReportPageStore } from './ReportPageStore.ts';
import { RulesStore } from './RulesStore.ts';
import { SessionStore } from './SessionStore.ts';
import { SettingsStore } from './SettingsStore.ts';
import { TextsStore } from './TextsStore.ts';
import { TogglesStore } from './TogglesStore.ts';
import { UploadStore } from './UploadStore.ts';
import { UserStatusStore } from './UserStatusStore.ts';

export type Navigate = (path: string) => void;

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
  readonly reportPage: ReportPageStore;
  readonly compare: CompareStore;
  readonly progress: ProgressStore;
  readonly liveManuscripts: LiveManuscriptsStore;
  readonly profile: ProfileStore;
  readonly admin: AdminStore;
  readonly session: SessionStore;
  readonly errorDialog = new ErrorDialogStore();
  readonly dialogs = new DialogStore();
  readonly toggles = new TogglesStore();
  readonly upload: UploadStore;
  private navigate: Navigate = (path) => window.location.assign(path);

  constructor(authService: AuthService, api?: ApiClient) {
    this.auth = new AuthStore(authService);
    this.api = api ?? new ApiClient(() => this.auth.accessToken);
    this.userStatus = new UserStatusStore(this.api);
    this.settings = new SettingsStore(this.api);
    this.rules = new RulesStore(this.api);
    this.content = new ContentStore(this.api);
    this.texts = new TextsStore(this.api, this.content);
    this.reportList = new ReportListStore(this.api);
    this.manuscripts = new ManuscriptsStore(this.api);
    this.reportPage = new ReportPageStore(this.api, this.content, this.manuscripts, this.rules, this.settings);
    this.compare = new CompareStore(this.api, this.manuscripts, this.rules, this.settings);
    this.progress = new ProgressStore(this.api, this.manuscripts);
    this.liveManuscripts = new LiveManuscriptsStore(this.api, this.manuscripts, async () => {
      await Promise.all([this.manuscripts.list.load(), this.userStatus.load()]);
    });
    this.profile = new ProfileStore(this.api);
    this.admin = new AdminStore(this.api);
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

  setNavigate(navigate: Navigate): void {
    this.navigate = navigate;
  }

  /** Logout: clears user info, settings and rules, then signs out at the provider and returns to the origin. */
  async signOut(): Promise<void> {
    this.clearUserData();
    await this.auth.signOut();
  }

  clearUserData(): void {
    this.userStatus.clear();
    this.settings.clear();
    this.rules.clear();
    this.liveManuscripts.stop();
    this.manuscripts.clear();
    this.compare.clear();
    this.profile.clear();
    this.admin.clear();
    this.session.reset();
  }
}
