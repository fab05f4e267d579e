/** The root of the app's state: domain stores (auth, user status, rules, manuscripts, reports) and UI stores. */
import { ApiClient } from '../api/client.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { AuthStore } from './AuthStore.ts';
import { ContentStore } from './ContentStore.ts';
import { ErrorDialogStore } from './ErrorDialogStore.ts';
import { ManuscriptsStore } from './ManuscriptsStore.ts';
import { ReportPageStore } from './ReportPageStore.ts';
import { RulesStore } from './RulesStore.ts';
import { SessionStore } from './SessionStore.ts';
import { UploadStore } from './UploadStore.ts';
import { UserStatusStore } from './UserStatusStore.ts';

export type Navigate = (path: string) => void;

export class RootStore {
  readonly api: ApiClient;
  readonly auth: AuthStore;
  readonly userStatus: UserStatusStore;
  readonly rules: RulesStore;
  readonly content: ContentStore;
  readonly manuscripts: ManuscriptsStore;
  readonly reportPage: ReportPageStore;
  readonly session: SessionStore;
  readonly errorDialog = new ErrorDialogStore();
  readonly upload: UploadStore;
  private navigate: Navigate = (path) => window.location.assign(path);

  constructor(authService: AuthService) {
    this.auth = new AuthStore(authService);
    this.api = new ApiClient(() => this.auth.accessToken);
    this.userStatus = new UserStatusStore(this.api);
    this.rules = new RulesStore(this.api);
    this.content = new ContentStore(this.api);
    this.manuscripts = new ManuscriptsStore(this.api);
    this.reportPage = new ReportPageStore(this.api, this.content);
    this.session = new SessionStore(this);
    this.upload = new UploadStore(
      this.api,
      async () => {
        await Promise.all([this.userStatus.load(), this.manuscripts.load()]);
        this.navigate('/overview/manuscripts');
      },
      (error) => this.errorDialog.show(error),
    );
  }

  setNavigate(navigate: Navigate): void {
    this.navigate = navigate;
  }

  /** Logout: clears user info and rules, then signs out at the provider and returns to the origin. */
  async signOut(): Promise<void> {
    this.userStatus.clear();
    this.rules.clear();
    this.manuscripts.clear();
    this.content.clear();
    this.session.reset();
    await this.auth.signOut();
  }
}
