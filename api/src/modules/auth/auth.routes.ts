import { loginSchema, registrationSchema, accessTokenAnswer, emptyAnswer, userAnswer } from '@diary/common';
import type { AppContext } from '../../context';
import { PUBLIC, route, type RouteDefinition } from '../../http/route';
import { logged, securityEvent } from '../../http/security-log';
import { createUser } from '../users/users.service';
import { login, LoginThrottledError, logout, logoutEverywhere, refresh } from './auth.service';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';

const tag = 'Авторизация';

export function authRoutes(ctx: AppContext): RouteDefinition[] {
  return [
    route({
      method: 'post',
      path: '/auth/login',
      access: PUBLIC,
      tag,
      summary: 'Вход: access-токен в ответе, refresh-токен в cookie',
      body: loginSchema,
      response: accessTokenAnswer,
      async handler({ body }, req, res) {
        try {
          const { accessToken, refresh: issued } = await login(ctx, body, req);
          setRefreshCookie(req, res, issued);
          return { accessToken };
        } catch (error) {
          if (error instanceof LoginThrottledError) res.set('Retry-After', String(error.retryAfterSeconds));
          throw error;
        }
      },
    }),
    route({
      method: 'post',
      path: '/auth/refresh',
      access: PUBLIC,
      tag,
      summary: 'Новый access-токен по cookie refreshToken (cookie при этом меняется)',
      response: accessTokenAnswer,
      async handler(_input, req, res) {
        try {
          const { accessToken, refresh: issued } = await refresh(ctx, readRefreshCookie(req), (userId) =>
            securityEvent(ctx.logger, req, 'session.reused', { targetUserId: userId }),
          );
          setRefreshCookie(req, res, issued);
          return { accessToken };
        } catch (error) {
          clearRefreshCookie(req, res);
          throw error;
        }
      },
    }),
    route({
      method: 'post',
      path: '/auth/logout',
      access: PUBLIC,
      tag,
      summary: 'Выход: refresh-токен отзывается, cookie удаляется',
      response: emptyAnswer,
      async handler(_input, req, res) {
        await logout(ctx, readRefreshCookie(req));
        clearRefreshCookie(req, res);
        return {};
      },
    }),
    route({
      method: 'post',
      path: '/auth/logout-all',
      access: 'auth.logoutEverywhere',
      tag,
      summary:
        'Выход на всех устройствах: все сессии пользователя завершаются, access-токены и адрес личного календаря перестают действовать сразу',
      response: emptyAnswer,
      async handler({ user }, req, res) {
        await logoutEverywhere(ctx, user.id);
        clearRefreshCookie(req, res);
        securityEvent(ctx.logger, req, 'session.logout_everywhere', { targetUserId: user.id });
        return {};
      },
    }),
    route({
      method: 'post',
      path: '/auth/registration',
      access: 'users.create',
      tag,
      summary: 'Создание пользователя (роли ADMIN и MODERATOR может выдать только суперадмин)',
      body: registrationSchema,
      status: 201,
      response: userAnswer,
      handler: ({ body, user }, req) =>
        createUser(ctx.db, user, body).then(logged(ctx.logger, req, 'user.created', (u) => ({ targetUserId: u.id, username: u.username }))),
    }),
  ];
}
