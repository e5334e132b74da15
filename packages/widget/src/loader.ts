/**
 * The script-tag entry (dist/energy-advisor.js): a tiny IIFE, no React, that registers
 * `<energy-advisor>` with a vanilla launcher and loads dist/energy-advisor-chat.js from the same
 * place on first open, hover, focus or idle time. Loading it twice is harmless.
 *
 * <script src="https://advisor.example.com/widget/energy-advisor.js" defer></script>
 * <energy-advisor project-id="demo-project" user-id="test-user"></energy-advisor>
 *
 * It also installs `window.EnergyAdvisor` (see api/command-queue.ts): the page's first element's
 * API as commands, running the calls the page queued before this script ran.
 */
import { installCommandQueue } from './api/command-queue';
import { ELEMENT_NAME, originOf } from './element/attributes';
import type { EnergyAdvisorApi } from './public-types';
import { createLoaderElement } from './loader/loader-element';

const script = document.currentScript as HTMLScriptElement | null;
const scriptUrl = script?.src || document.baseURI;

const flushCommands = installCommandQueue(window, () => document.querySelector<HTMLElement & EnergyAdvisorApi>(ELEMENT_NAME));

if (!customElements.get(ELEMENT_NAME)) {
  customElements.define(
    ELEMENT_NAME,
    createLoaderElement({
      chatUrl: new URL('energy-advisor-chat.js', scriptUrl).href,
      defaultApiBase: originOf(script?.src),
      nonce: script?.nonce || undefined,
      // queued commands run once an element is on the page (after the element's own upgrade)
      onConnect: () => queueMicrotask(flushCommands),
    }),
  );
}
