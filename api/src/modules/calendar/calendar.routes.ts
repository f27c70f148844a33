import { calendarFeedAnswer, calendarTokenParams, emptyAnswer } from '@diary/common';
import { publicOrigin } from '../../config';
import type { AppContext } from '../../context';
import { PUBLIC, route, type RouteDefinition } from '../../http/route';
import { endFeed, feedText, renewFeedToken } from './calendar.service';

const tag = 'Календарь';

export const CALENDAR_TYPE = 'text/calendar';

export function calendarRoutes({ db, config }: AppContext): RouteDefinition[] {
  // Never from the request's Host header, which the client writes: a forged one would hand out
  // addresses on someone else's host (config.ts, publicOrigin).
  const origin = publicOrigin(config);
  const host = new URL(origin).hostname;
  return [
    route({
      method: 'post',
      path: '/calendar/feed',
      access: 'calendar.subscribe',
      tag,
      summary: 'Новый адрес личного календаря (.ics) со своими занятиями: {url}; прежний адрес сразу перестаёт работать',
      response: calendarFeedAnswer,
      handler: async ({ user }) => {
        const token = await renewFeedToken(db, user.id);
        return { url: `${origin}/api/calendar/${token}.ics` };
      },
    }),
    route({
      method: 'delete',
      path: '/calendar/feed',
      access: 'calendar.subscribe',
      tag,
      summary: 'Отключить личный календарь: его адрес сразу перестаёт работать (404); {} и когда календаря не было',
      response: emptyAnswer,
      handler: async ({ user }) => {
        await endFeed(db, user.id);
        return {};
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
      handler: async ({ params }, _req, res) => {
        const text = await feedText(db, params.token, { timeZone: config.centreTimeZone, host });
        res.type(`${CALENDAR_TYPE}; charset=utf-8`).set('Cache-Control', 'no-store').send(text);
      },
    }),
  ];
}
