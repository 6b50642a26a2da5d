// Entry point: start the session from storage, then render the app.
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppToaster } from './app/app-toaster.tsx';
import { createAppRouter } from './app/router.tsx';
import { startSession } from './features/users/session.ts';

void startSession();

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
    <AppToaster />
  </StrictMode>,
);
