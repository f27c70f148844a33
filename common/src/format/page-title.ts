export const PORTAL_TITLE = 'Дневник достижений';

/** The browser tab's text for a screen: 'Пользователи — Дневник достижений'. */
export function documentTitle(title: string): string {
  return title === PORTAL_TITLE ? PORTAL_TITLE : `${title} — ${PORTAL_TITLE}`;
}
