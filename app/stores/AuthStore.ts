/**
 * Sign-in state: loading until the cached user is read (and renewed with its refresh token when its access token
 * has expired), then the user (with access token) or none.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthService, SignedInUser } from '../auth/auth-service.ts';

export class AuthStore {
  loading = true;
  user: SignedInUser | null = null;

  constructor(private readonly service: AuthService) {
    makeAutoObservable<AuthStore, 'service'>(this, { service: false });
    service.onUserChanged((user) => runInAction(() => this.setUser(user)));
  }

  get signedIn(): boolean {
    return this.user !== null && !this.user.expired;
  }

  get accessToken(): string | undefined {
    return this.signedIn ? this.user?.access_token : undefined;
  }

  setUser(user: SignedInUser | null): void {
    this.user = user;
  }

  async load(): Promise<void> {
    const user = await this.service.restoreUser();
    runInAction(() => {
      this.user = user && !user.expired ? user : null;
      this.loading = false;
    });
  }

  signIn(returnTo?: string, signUp = false): Promise<void> {
    return this.service.signIn(returnTo, signUp);
  }

  async completeSignIn(): Promise<string | undefined> {
    const user = await this.service.completeSignIn();
    runInAction(() => this.setUser(user));
    const state = user.state as { returnTo?: string } | undefined;
    return state?.returnTo;
  }

  /** The ID token of the sign-in (the server takes the name and e-mail from it). */
  get idToken(): string | undefined {
    return this.user?.id_token;
  }

  /** Forgets a sign-in Lektør refused, without the provider's logout. */
  discard(): Promise<void> {
    this.user = null;
    return this.service.discard();
  }

  signOut(): Promise<void> {
    this.user = null;
    return this.service.signOut();
  }
}
