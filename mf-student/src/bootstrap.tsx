import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@diary/web-kit/standalone';
import Routes from './expose/Routes';

// Standalone development (npm run dev -w <this remote>): the area alone, with its own login.
createRoot(document.getElementById('root')!).render(<StandaloneApp area={<Routes />} base="/student" />);
