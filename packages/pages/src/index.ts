/**
 * @energy-advisor/pages — the hosted screens (full-page chat, sales chats, n8n chat, admin, test
 * pages), built from widget components and the client, mounted by the demo-site.
 */
export { MAIN_CHAT_SUGGESTIONS } from './main-chat/suggestion-chips';
