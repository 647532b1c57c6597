import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { resumeSession } from './app/session/sessionActions';
import { preloadOpeningSection } from './app/shell/sectionModules';
import { useSessionStore } from './features/auth/sessionStore';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The remembered user is signed in before the first render, and the code of the section the shell opens
// on is fetched beside the shell's: a cold start draws the signed-in shell in its first frame.
resumeSession();
if (useSessionStore.getState().status === 'signedIn') preloadOpeningSection();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
