import { can, type Permission, type Role } from '@diary/common';
import type { Notifier, Viewer } from '@diary/web-kit';

export function makeViewer(role: Role): Viewer {
  return { can: (permission: Permission) => can(role, permission) };
}

export function makeNotifier() {
  return { success: jest.fn(), error: jest.fn() } satisfies Notifier;
}

/** Answers for a confirmation dialog. */
export const yes = () => Promise.resolve(true);
export const no = () => Promise.resolve(false);

/** Lets pending promises (and MobX reactions after them) run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
