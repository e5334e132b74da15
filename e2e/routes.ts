/**
 * The demo site's route table as the browser tests expect it, written out independently of the
 * demo-site's own config so that a drift in either shows up as a failing test.
 */
export interface SpecRoute {
  path: string;
  /** The screen's name in the route table. */
  title: string;
  /** Whether the page shell (top navigation + page padding) shows on this path. */
  shell: boolean;
  /** The screen's level-1 heading, when it is not the title (built screens). */
  heading?: string;
}

export const homeRoute: SpecRoute = { path: '/', title: 'Home', shell: false };

/** The hosted screens (issue 5; the developer test pages, issue 19), with the heading each opens with. */
export const hostedRoutes: readonly SpecRoute[] = [
  { path: '/sales-chat', title: 'Sales advisor chat', shell: true, heading: 'Energy Efficiency Advisor' },
  { path: '/optimized-sales-chat', title: 'Fast sales chat', shell: true, heading: 'Energy Efficiency Advisor' },
  { path: '/n8n-chat', title: 'Workflow-webhook test chat', shell: true, heading: 'n8n-Powered Energy Advisor' },
  { path: '/chat', title: 'Full-page chat', shell: false, heading: 'What can I help with?' },
  { path: '/agent-fullpage', title: 'Full-page assistant demo', shell: false },
  { path: '/agent-test', title: 'Voice agent test page', shell: true, heading: 'Voice Agent Test' },
  { path: '/api-test', title: 'API integration test page', shell: true, heading: 'API Integration Test' },
  { path: '/langchain-compare', title: 'Comparison of traditional vs chain-library approach, with timings', shell: true, heading: 'Traditional vs LangChain' },
  { path: '/model-compare', title: 'Three-way model comparison (OpenAI, LangChain, Gemini)', shell: true, heading: 'Model Comparison' },
  { path: '/chain-reasoning', title: 'Chain-of-reasoning page', shell: true, heading: 'Chain of Reasoning' },
  { path: '/reasoning-test', title: 'Reasoning model test page', shell: true, heading: 'Reasoning Model Test' },
  { path: '/grok-compare', title: 'Two-model chat comparison', shell: true, heading: 'GPT-4o vs Grok' },
  { path: '/admin/transcripts', title: 'Conversation Transcripts (admin)', shell: false, heading: 'Conversation Transcripts' },
];

/** Paths that are not in the route table and must show the 404 page. */
export const unknownRoutes: readonly SpecRoute[] = [
  { path: '/no-such-page', title: '404 Page Not Found', shell: true },
  { path: '/admin/anything', title: '404 Page Not Found', shell: false },
];

/** The top navigation links, with their labels, in order. */
export const navLinks: readonly { label: string; path: string }[] = [
  { label: 'Home', path: '/' },
  { label: 'Agent Test', path: '/agent-test' },
  { label: 'API Test', path: '/api-test' },
  { label: 'Chain Reasoning', path: '/chain-reasoning' },
  { label: 'Reasoning Test', path: '/reasoning-test' },
  { label: 'Full-Page Demo', path: '/agent-fullpage' },
  { label: 'Sales Advisor', path: '/sales-chat' },
  { label: 'Fast Sales Chat', path: '/optimized-sales-chat' },
  { label: 'n8n Chat', path: '/n8n-chat' },
  { label: 'Full Page Chat', path: '/chat' },
  { label: 'Grok Compare', path: '/grok-compare' },
];
