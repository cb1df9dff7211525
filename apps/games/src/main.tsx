import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { startFromHash } from './lib/i18n';
import { App } from './app';
import { setSound } from './lib/sound';

const params = startFromHash();
setSound(params.sound);
// A new launch in the same frame brings a new ticket: start over with it.
window.addEventListener('hashchange', () => window.location.reload());

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');
createRoot(root).render(
  <StrictMode>
    <App params={params} />
  </StrictMode>,
);
