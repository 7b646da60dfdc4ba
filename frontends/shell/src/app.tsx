import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { ShellProviders } from './modules/layout/components/shell-providers';

export function App() {
  return (
    <ShellProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ShellProviders>
  );
}
