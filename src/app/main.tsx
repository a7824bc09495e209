import '@radix-ui/themes/styles.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { queryClient } from '../api/query-client';
import { AppProviders } from './app-providers';
import { installOpenForm } from './page-events';
import { routes } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

installOpenForm();
const router = createBrowserRouter(routes);

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
