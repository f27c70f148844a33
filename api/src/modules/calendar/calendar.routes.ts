import type { Request } from 'express';
import { calendarFeedAnswer, calendarTokenParams } from '@diary/common';
import type { AppContext } from '../../context';
import { PUBLIC, route, type RouteDefinition } from '../../http/routes';
import { feedText, renewFeedToken } from './calendar.service';

const tag = 'Календарь';

export const CALENDAR_TYPE = 'text/calendar';

/** The address people open: PUBLIC_URL when set, otherwise the request's own protocol and host. */
function originOf(req: Request, publicUrl: string | null): string {
  return publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** The host of an origin, for the events' UIDs ('localhost' when a Host header makes no address). */
function hostOf(origin: string): string {
  return URL.canParse(origin) ? new URL(origin).hostname : 'localhost';
}

export function calendarRoutes({ db, config }: AppContext): RouteDefinition[] {
  return [
    route({
      method: 'post',
      path: '/calendar/feed',
      access: 'calendar.subscribe',
      tag,
      summary: 'Новый адрес личного календаря (.ics) со своими занятиями: {url}; прежний адрес сразу перестаёт работать',
      response: calendarFeedAnswer,
      handler: async ({ user }, req) => {
        const token = await renewFeedToken(db, user.id);
        return { url: `${originOf(req, config.publicUrl)}/api/calendar/${token}.ics` };
      },
    }),
    route({
      method: 'get',
      path: '/calendar/:token.ics',
      // The token in the address is the credential: calendar programs send no Authorization header.
      access: PUBLIC,
      tag,
      summary:
        'Календарь по ссылке (RFC 5545, text/calendar): занятия владельца в часовом поясе центра; 404 для неизвестного или заменённого адреса',
      params: calendarTokenParams,
      response: { file: CALENDAR_TYPE },
      handler: async ({ params }, req, res) => {
        const host = hostOf(originOf(req, config.publicUrl));
        const text = await feedText(db, params.token, { timeZone: config.centreTimeZone, host });
        res.type(`${CALENDAR_TYPE}; charset=utf-8`).set('Cache-Control', 'no-store').send(text);
      },
    }),
  ];
}
