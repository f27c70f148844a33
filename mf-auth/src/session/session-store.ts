import { makeAutoObservable, runInAction } from 'mobx';
import { jwtDecode } from 'jwt-decode';
import { can, homeRouteFor, primaryRole, type Permission, type Role, type TokenUser } from '@diary/common';
import type { SessionApi } from './auth-api';
import type { TokenStorage } from './token-storage';

/** The session of docs/product/lifecycle.md: starts unauthenticated and loading. */
export class SessionStore {
  user: TokenUser | null = null;
  isAuthenticated = false;
  isLoading = true;

  constructor(
    private readonly auth: SessionApi,
    private readonly tokens: TokenStorage,
  ) {
    makeAutoObservable<SessionStore, 'auth' | 'tokens'>(this, { auth: false, tokens: false });
  }

  /** The first role decides navigation and permissions (docs/product/permissions.md). */
  get role(): Role | null {
    return primaryRole(this.user?.roles);
  }

  get homeRoute(): string {
    return homeRouteFor(this.role);
  }

  can(permission: Permission): boolean {
    return can(this.role, permission);
  }

  /** Clears the session whatever the server answers. */
  async logout(): Promise<void> {
    try {
      await this.auth.logout();
    } catch {
      // the local session ends anyway
    }
    this.clear();
  }

  /**
   * 'Выйти на всех устройствах': the server ends every session of the user (their other devices,
   * their calendar feed), then this one ends here. When the server did not, it rejects and the
   * session stays.
   */
  async logoutEverywhere(): Promise<void> {
    await this.auth.logoutEverywhere();
    this.clear();
  }

  /** On start: the refresh cookie decides whether there is a session. */
  async checkAuth(): Promise<void> {
    this.isLoading = true;
    try {
      const token = await this.auth.refresh();
      runInAction(() => this.acceptToken(token));
    } catch {
      runInAction(() => this.clear());
    } finally {
      runInAction(() => {
        this.isLoading = false;
      });
    }
  }

  /** A token from a login (@diary/common/first-paint's form) or from a refresh made elsewhere (the HTTP client). */
  acceptToken(token: string): void {
    this.tokens.set(token);
    this.user = jwtDecode<TokenUser>(token);
    this.isAuthenticated = true;
  }

  clear(): void {
    this.tokens.clear();
    this.user = null;
    this.isAuthenticated = false;
  }
}
