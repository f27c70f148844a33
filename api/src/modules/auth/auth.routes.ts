import { loginSchema, registrationSchema } from '@diary/common';
import type { AppContext } from '../../context';
import { PUBLIC, route, type RouteDefinition } from '../../http/routes';
import { createUser } from '../users/users.service';
import { login, logout, refresh } from './auth.service';
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
      async handler({ body }, req, res) {
        const { accessToken, refresh: issued } = await login(ctx, body, req.ip ?? '');
        setRefreshCookie(req, res, issued);
        return { accessToken };
      },
    }),
    route({
      method: 'post',
      path: '/auth/refresh',
      access: PUBLIC,
      tag,
      summary: 'Новый access-токен по cookie refreshToken (cookie при этом меняется)',
      async handler(_input, req, res) {
        try {
          const { accessToken, refresh: issued } = await refresh(ctx, readRefreshCookie(req));
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
      async handler(_input, req, res) {
        await logout(ctx, readRefreshCookie(req));
        clearRefreshCookie(req, res);
        return {};
      },
    }),
    route({
      method: 'post',
      path: '/auth/registration',
      access: 'users.create',
      tag,
      summary: 'Создание пользователя (роль ADMIN может выдать только суперадмин)',
      body: registrationSchema,
      status: 201,
      handler: ({ body, user }) => createUser(ctx.db, user, body),
    }),
  ];
}
