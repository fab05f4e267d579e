/**
 * Sign-in state: loading until the cached user is read (and renewed with its refresh token when its access token
 * has expired), then the user (with access token) or none.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthService, SignedInUser } from '../auth/auth-service.ts';
import { rememberReturnTo, takeReturnTo } from '../auth/return-to-hint.ts';

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
    rememberReturnTo(returnTo);
    return this.service.signIn(returnTo, signUp);
  }

  /**
   * Where the sign-in begun in this tab was going (taken once): the callback page starts that page's code while
   * the sign-in completes. Only a hint; where the author goes is the sign-in's own state.
   */
  takeReturnToHint(): string | undefined {
    return takeReturnTo();
  }

  async completeSignIn(): Promise<string | undefined> {
    const user = await this.service.completeSignIn();
    runInAction(() => this.setUser(user));
    const state = user.state as { returnTo?: string } | undefined;
    return state?.returnTo;
  }

  /** The account exists before the server is told of the sign-in (the built-in provider). */
  get accountsExist(): boolean {
    return this.service.accountsExist === true;
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
