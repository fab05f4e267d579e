/** The signed-in author's status: user, upload counters, role and access level (GET author/status). */
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { AuthorStatus } from '../../schemas/api/author.ts';
import type { ApiClient } from '../api/client.ts';
import { type AccessLevel, knownAccessLevel, knownRole, type Role } from './user-info.ts';

export class UserStatusStore {
  status: AuthorStatus | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<UserStatusStore, 'api'>(this, { api: false, status: observable.ref });
  }

  /** The access level as the app knows it: an unknown or missing one counts as no subscription. */
  get accessLevel(): AccessLevel {
    return knownAccessLevel(this.status?.info.accessLevel);
  }

  /** The role as the app knows it: an unknown one counts as an author. */
  get role(): Role {
    return knownRole(this.status?.info.role);
  }

  get hasSubscription(): boolean {
    return this.accessLevel !== 'NONE';
  }

  get isAdmin(): boolean {
    return this.role === 'ADMIN' || this.role === 'DEVELOPER';
  }

  /** Content editors (and administrators) change report pages and texts under 'Redaktion'. */
  get isContentEditor(): boolean {
    return this.role === 'CONTENT_EDITOR' || this.isAdmin;
  }

  get uploadsLeft(): number {
    const user = this.status?.user;
    if (!user) return 0;
    return user.complimentaryUploadsRemaining + user.subscriptionUploadsRemaining + user.purchasedUploadsRemaining;
  }

  /**
   * Where the uploads left come from, in Danish, when more than one source has some ('10 fra abonnementet, 1
   * gratis'); undefined when they all come from one, which needs no explanation.
   */
  get uploadsLeftSources(): string | undefined {
    const user = this.status?.user;
    if (!user) return undefined;
    const parts = [
      [user.subscriptionUploadsRemaining, 'fra abonnementet'],
      [user.purchasedUploadsRemaining, 'købt'],
      [user.complimentaryUploadsRemaining, 'gratis'],
    ].filter(([count]) => (count as number) > 0);
    return parts.length > 1 ? parts.map(([count, source]) => `${count} ${source}`).join(', ') : undefined;
  }

  async load(): Promise<void> {
    const status = await this.api.get<AuthorStatus>('author/status', 'api/author/status');
    runInAction(() => {
      this.status = status;
    });
  }

  clear(): void {
    this.status = null;
  }
}
