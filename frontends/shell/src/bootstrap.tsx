import '@portico/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerRuntimeRemotes } from './modules/federation/utils/remote-modules';

// Start reading /remotes.json while React renders; remote pages wait for it.
registerRuntimeRemotes().catch((error: unknown) => console.error('remotes.json could not be read', error));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
