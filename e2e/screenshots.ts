/**
 * `pnpm screenshots`: starts the real server like the e2e globalSetup and saves a full-page PNG of
 * every route at desktop (1280×800) and phone (390×844) width into <repo>/screenshots/.
 */
import { launchBrowser, openPage, takeScreenshot, viewports, type ViewportName } from './browser';
import { homeRoute, hostedRoutes, unknownRoutes } from './routes';
import { startServer } from './server';

const routes = [homeRoute, ...hostedRoutes, ...unknownRoutes];

function slug(pathname: string): string {
  return pathname === '/' ? 'home' : pathname.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
}

async function main() {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    for (const route of routes) {
      for (const size of Object.keys(viewports) as ViewportName[]) {
        const opened = await openPage(browser, server.url, route.path, { size });
        const file = await takeScreenshot(opened.page, `${slug(route.path)}-${size}`);
        for (const error of opened.pageErrors) console.error(`page error on ${route.path}: ${error.message}`);
        await opened.close();
        console.log(file);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
