import { useNavigate } from 'react-router-dom';
import { session } from './session';
import { LoginForm } from '../login';

/** The login page at '/': after a successful login, 50 ms, then the home route of the primary role. */
export default function LoginPage() {
  const navigate = useNavigate();

  function signedIn(token: string) {
    session.acceptToken(token);
    navigate(session.homeRoute, { replace: true });
  }

  return <LoginForm onSignedIn={signedIn} />;
}
