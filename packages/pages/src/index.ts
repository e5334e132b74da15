/**
 * @energy-advisor/pages — the hosted screens (full-page chat, sales chats, n8n chat, admin, test
 * pages), built from widget components and the client, mounted by the demo-site.
 */
export { MAIN_CHAT_SUGGESTIONS } from './main-chat/suggestion-chips';
export { MainChatPage, type MainChatPageProps } from './main-chat/main-chat-page';
export { SalesChatPage, OptimizedSalesChatPage, type SalesChatPageProps } from './sales-chat/sales-chat-page';
export { N8nChatPage, type N8nChatPageProps } from './n8n-chat/n8n-chat-page';
export { AgentFullpagePage, type AgentFullpagePageProps } from './agent-fullpage/agent-fullpage-page';
export { AgentTestPage, type AgentTestPageProps } from './agent-test/agent-test-page';
export { ApiTestPage, type ApiTestPageProps } from './api-test/api-test-page';
export { LangchainComparePage, type LangchainComparePageProps } from './langchain-compare/langchain-compare-page';
export { ModelComparePage, type ModelComparePageProps } from './model-compare/model-compare-page';
export { ChainReasoningPage, type ChainReasoningPageProps } from './chain-reasoning/chain-reasoning-page';
export { ReasoningTestPage, type ReasoningTestPageProps } from './reasoning-test/reasoning-test-page';
export { GrokComparePage, type GrokComparePageProps } from './grok-compare/grok-compare-page';
export { AdminTranscriptsPage, type AdminTranscriptsPageProps } from './admin-transcripts/admin-transcripts-page';
