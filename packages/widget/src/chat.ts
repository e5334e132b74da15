/**
 * The chat bundle (dist/energy-advisor-chat.js, an IIFE with its own Preact through
 * preact/compat): the loader fetches it on demand and calls
 * `window.EnergyAdvisorChat.mount(shadowRoot, props)` to hand the element over.
 */
import { mountWidget } from './element/mount-widget';
import type { ChatBundle } from './loader/load-chat';
import { runEffectsInNextTask } from './preact-effects';

runEffectsInNextTask();
const bundle: ChatBundle = { mount: mountWidget };
window.EnergyAdvisorChat ??= bundle;
