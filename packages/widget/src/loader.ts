/**
 * The script-tag entry (dist/energy-advisor.js): a tiny IIFE, no React, that registers
 * `<energy-advisor>` with a vanilla launcher and loads dist/energy-advisor-chat.js from the same
 * place on first open, hover, focus or idle time. Loading it twice is harmless.
 *
 * <script src="https://advisor.example.com/widget/energy-advisor.js" defer></script>
 * <energy-advisor project-id="demo-project" user-id="test-user"></energy-advisor>
 */
import { ELEMENT_NAME, originOf } from './element/attributes';
import { createLoaderElement } from './loader/loader-element';

const script = document.currentScript as HTMLScriptElement | null;
const scriptUrl = script?.src || document.baseURI;

if (!customElements.get(ELEMENT_NAME)) {
  customElements.define(
    ELEMENT_NAME,
    createLoaderElement({
      chatUrl: new URL('energy-advisor-chat.js', scriptUrl).href,
      defaultApiBase: originOf(script?.src),
      nonce: script?.nonce || undefined,
    }),
  );
}
