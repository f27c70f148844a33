import { useEffect } from 'react';
import { documentTitle, PORTAL_TITLE } from '@diary/common/format';

/**
 * The browser tab says which screen this is ('Пользователи — Дневник достижений'), so that tabs,
 * history and bookmarks can be told apart; the portal's name comes back when the screen goes.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    document.title = documentTitle(title);
    return () => {
      document.title = PORTAL_TITLE;
    };
  }, [title]);
}
