import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@diary/common/standalone';

// Standalone development of the session alone: the login page, then a bare page.
createRoot(document.getElementById('root')!).render(<StandaloneApp area={<p>Вход выполнен.</p>} base="/" />);
