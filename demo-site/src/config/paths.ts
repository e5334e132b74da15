/**
 * Every route of the demo site, declared once. `title` is the screen's name from the
 * route table; screens, the router and the navigation all read paths from here.
 */
export const paths = {
  home: { path: '/', title: 'Home' },
  agentTest: { path: '/agent-test', title: 'Voice agent test page' },
  apiTest: { path: '/api-test', title: 'API integration test page' },
  langchainCompare: {
    path: '/langchain-compare',
    title: 'Comparison of traditional vs chain-library approach, with timings',
  },
  modelCompare: { path: '/model-compare', title: 'Three-way model comparison (OpenAI, LangChain, Gemini)' },
  chainReasoning: { path: '/chain-reasoning', title: 'Chain-of-reasoning page' },
  reasoningTest: { path: '/reasoning-test', title: 'Reasoning model test page' },
  agentFullpage: { path: '/agent-fullpage', title: 'Full-page assistant demo' },
  salesChat: { path: '/sales-chat', title: 'Sales advisor chat' },
  optimizedSalesChat: { path: '/optimized-sales-chat', title: 'Fast sales chat' },
  n8nChat: { path: '/n8n-chat', title: 'Workflow-webhook test chat' },
  chat: { path: '/chat', title: 'Full-page chat' },
  grokCompare: { path: '/grok-compare', title: 'Two-model chat comparison' },
  adminTranscripts: { path: '/admin/transcripts', title: 'Conversation Transcripts (admin)' },
} as const;

export type PathKey = keyof typeof paths;

/** The paths on which the page shell (top navigation and page padding) is hidden: they own the whole page. */
const SHELL_FREE_PATHS: readonly string[] = [paths.home.path, paths.agentFullpage.path, paths.chat.path];
const SHELL_FREE_PREFIX = '/admin';

/**
 * Whether the top navigation and page padding show on `pathname`: hidden on /, /agent-fullpage,
 * /chat and every path starting with /admin. A trailing slash is ignored.
 */
export function showsPageShell(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  if (SHELL_FREE_PATHS.includes(normalized)) return false;
  return !normalized.startsWith(SHELL_FREE_PREFIX);
}
