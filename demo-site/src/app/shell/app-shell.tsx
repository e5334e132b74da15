import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { showsPageShell } from '../../config/paths';
import { TopNav } from '../nav/top-nav';

/**
 * The page shell: the top navigation and page padding around every screen, except on the
 * shell-free paths (/, /agent-fullpage, /chat and /admin…), which own the whole page.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const withShell = showsPageShell(pathname);

  return (
    <>
      {withShell && <TopNav />}
      <main className={withShell ? 'page page--padded' : 'page'}>
        <Outlet />
      </main>
      <ScrollRestoration />
    </>
  );
}
