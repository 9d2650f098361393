// First, so the features' stylesheets (the catalog's comes with the skeletons in this bundle) override it as before.
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { installPolishErrorMessages } from '@zlota/shared/schemas/polish-errors';
import { createRouter } from './app/router';
import { ToastProvider } from './components/ui/toast';

installPolishErrorMessages();

const container = document.getElementById('root');
if (!container) throw new Error('Brak elementu #root');
createRoot(container).render(
  <StrictMode>
    <ToastProvider>
      <RouterProvider router={createRouter()} />
    </ToastProvider>
  </StrictMode>,
);
