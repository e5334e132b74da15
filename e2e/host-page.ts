import type { Page } from 'playwright-core';

/**
 * Serves `html` as a page at `pathname` on the run's own server origin (answered by the browser,
 * never by the server): a host page that loads the widget's script tag from that origin and calls
 * the API there, without an example server or CORS. `/widget/energy-advisor.js` is the real build.
 */
export async function serveHostPage(page: Page, baseURL: string, pathname: string, html: string): Promise<void> {
  await page.route(new URL(pathname, baseURL).href, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(pathname, { waitUntil: 'networkidle' });
}

/** A host page with one script tag, one `<energy-advisor>` (its attributes as given) and `head` styles. */
export function hostPage({ attributes = '', head = '', body = '' }: { attributes?: string; head?: string; body?: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host page</title>${head}
<script src="/widget/energy-advisor.js" defer></script></head>
<body><main><h1>Host page</h1>${body}</main>
<energy-advisor project-id="host-project" ${attributes}></energy-advisor></body></html>`;
}
