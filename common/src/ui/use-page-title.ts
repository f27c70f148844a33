import { useEffect } from 'react';

export const PORTAL_TITLE = 'Дневник достижений';

/**
 * The browser tab says which screen this is ('Пользователи — Дневник достижений'), so that tabs,
 * history and bookmarks can be told apart; the portal's name comes back when the screen goes.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    document.title = title === PORTAL_TITLE ? PORTAL_TITLE : `${title} — ${PORTAL_TITLE}`;
    return () => {
      document.title = PORTAL_TITLE;
    };
  }, [title]);
}
