import { useNavigate } from 'react-router-dom';
import { Box } from '@mui/material';
import { POST_LOGIN_DELAY_MS } from '@diary/common';
import { session } from './session';
import { LoginForm } from '../login';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The login page at '/': after a successful login, 50 ms, then the home route of the primary role. */
export default function LoginPage() {
  const navigate = useNavigate();

  async function login(username: string, password: string) {
    await session.login(username, password);
    await wait(POST_LOGIN_DELAY_MS);
    navigate(session.homeRoute, { replace: true });
  }

  return (
    <Box sx={{ minHeight: '70vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <LoginForm onSubmit={login} />
    </Box>
  );
}
