/**
 * The element entry (`@energy-advisor/widget/element`): importing it registers `<energy-advisor>`
 * (guarded and idempotent). See `defineEnergyAdvisor` for its attributes and events.
 */
import { defineEnergyAdvisor } from './element/define-element';

defineEnergyAdvisor();
