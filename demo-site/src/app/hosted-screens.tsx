import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { paths, type PathKey } from '../config/paths';

/** The screens of `@energy-advisor/pages` (with Markdown and the widget's parts) load in their own chunk. */
const pages = () => import('@energy-advisor/pages');

const screens = {
  chat: lazy(() => pages().then((module) => ({ default: module.MainChatPage }))),
  salesChat: lazy(() => pages().then((module) => ({ default: module.SalesChatPage }))),
  optimizedSalesChat: lazy(() => pages().then((module) => ({ default: module.OptimizedSalesChatPage }))),
  n8nChat: lazy(() => pages().then((module) => ({ default: module.N8nChatPage }))),
  agentFullpage: lazy(() => pages().then((module) => ({ default: module.AgentFullpagePage }))),
  agentTest: lazy(() => pages().then((module) => ({ default: module.AgentTestPage }))),
  apiTest: lazy(() => pages().then((module) => ({ default: module.ApiTestPage }))),
  langchainCompare: lazy(() => pages().then((module) => ({ default: module.LangchainComparePage }))),
  modelCompare: lazy(() => pages().then((module) => ({ default: module.ModelComparePage }))),
  chainReasoning: lazy(() => pages().then((module) => ({ default: module.ChainReasoningPage }))),
  reasoningTest: lazy(() => pages().then((module) => ({ default: module.ReasoningTestPage }))),
  grokCompare: lazy(() => pages().then((module) => ({ default: module.GrokComparePage }))),
  adminTranscripts: lazy(() => pages().then((module) => ({ default: module.AdminTranscriptsPage }))),
} satisfies Partial<Record<PathKey, LazyExoticComponent<ComponentType>>>;

/** A route key whose screen comes from `@energy-advisor/pages`. */
export type HostedScreenKey = keyof typeof screens;

/** Mounts a hosted screen with its document title (the screen's name in the route table). */
export function HostedScreen({ screen }: { screen: HostedScreenKey }) {
  const Screen = screens[screen];
  return (
    <>
      <title>{`${paths[screen].title} · Energy Advisor`}</title>
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    </>
  );
}
