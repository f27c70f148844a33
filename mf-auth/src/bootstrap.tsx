import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { reaction } from 'mobx';
import { session } from './expose/session';
import LoginPage from './expose/LoginPage';

/**
 * Standalone development of the session alone: the login page, then a bare page. Built from the
 * session's own parts: the web kit sits above mf_auth (it imports the session), never below it.
 */
function SessionOnly() {
  const [signedIn, setSignedIn] = useState(session.isAuthenticated);
  useEffect(() => {
    void session.checkAuth();
    return reaction(() => session.isAuthenticated, setSignedIn);
  }, []);
  return <BrowserRouter>{signedIn ? <p>Вход выполнен.</p> : <LoginPage />}</BrowserRouter>;
}

createRoot(document.getElementById('root')!).render(<SessionOnly />);
