import { useEffect, useRef } from 'react';
import { mountLoginForm } from '@diary/common/first-paint';

interface LoginFormProps {
  /** With the access token of a successful login. */
  onSignedIn: (token: string) => void | Promise<void>;
}

/**
 * 'Личный кабинет': Логин, Пароль with show/hide, 'Войти' — the same form the shell draws on a first
 * visit before React loads (@diary/common/first-paint), so that there is one login form.
 */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const container = useRef<HTMLDivElement>(null);
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

  useEffect(() => mountLoginForm(container.current!, { onSignedIn: (token) => signedIn.current(token) }), []);

  return <div ref={container} />;
}
