import { useNavigate } from 'react-router-dom';
import { POST_LOGIN_DELAY_MS } from '@diary/common';
import { session } from './session';
import { LoginForm } from '../login';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The login page at '/': after a successful login, 50 ms, then the home route of the primary role. */
export default function LoginPage() {
  const navigate = useNavigate();

  async function signedIn(token: string) {
    session.acceptToken(token);
    await wait(POST_LOGIN_DELAY_MS);
    navigate(session.homeRoute, { replace: true });
  }

  return <LoginForm onSignedIn={signedIn} />;
}
