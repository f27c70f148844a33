import { primaryRole, type Role } from '@diary/common';

/** The primary role an access token names, read without verifying it (the server does), or null. */
export function tokenRole(token: string): Role | null {
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(payload), (char) => char.charCodeAt(0));
    const user = JSON.parse(new TextDecoder().decode(bytes)) as { roles?: Parameters<typeof primaryRole>[0] };
    return primaryRole(user.roles);
  } catch {
    return null;
  }
}
