/** The signed-in author's status: user, upload counters, role and access level (GET author/status). */
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { AuthorStatus } from '../../schemas/api/author.ts';
import type { ApiClient } from '../api/client.ts';

export class UserStatusStore {
  status: AuthorStatus | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<UserStatusStore, 'api'>(this, { api: false, status: observable.ref });
  }

  get hasSubscription(): boolean {
    const level = this.status?.info.accessLevel;
    return level === 'STANDARD' || level === 'PREMIUM';
  }

  get isAdmin(): boolean {
    const role = this.status?.info.role;
    return role === 'ADMIN' || role === 'DEVELOPER';
  }

  get uploadsLeft(): number {
    const user = this.status?.user;
    if (!user) return 0;
    return user.complimentaryUploadsRemaining + user.subscriptionUploadsRemaining + user.purchasedUploadsRemaining;
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
