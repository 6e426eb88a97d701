import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createRoutes } from './app/routes';
import { loadLocale, localeFromPath } from './lib/i18n/i18n';
import { markHubPage } from './lib/page/hub-page';
import './styles/global.css';

markHubPage(document.body);

const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(queryClient));
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Texts of the visitor's language first, so even the first paint (or an error page) is translated.
void loadLocale(localeFromPath(window.location.pathname))
  .catch((error: unknown) => console.error(error))
  .finally(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
