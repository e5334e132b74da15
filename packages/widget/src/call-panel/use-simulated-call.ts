import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createSimulatedCall, type CallState, type SimulatedCall, type SimulatedCallOptions } from './simulated-call';

/** The call's state plus its actions. */
export interface UseSimulatedCall extends CallState {
  start: SimulatedCall['start'];
  end: SimulatedCall['end'];
  toggleMute: SimulatedCall['toggleMute'];
  toggleSpeaker: SimulatedCall['toggleSpeaker'];
}

/**
 * The simulated call as a React hook: a thin binding over `createSimulatedCall`. The latest
 * `notify` is always used; unmounting ends the call, so no microphone, timer or sound outlives it.
 */
export function useSimulatedCall(options: SimulatedCallOptions): UseSimulatedCall {
  const notifyRef = useRef(options.notify);
  notifyRef.current = options.notify;
  const [call] = useState(() =>
    createSimulatedCall({ ...options, notify: (toast) => notifyRef.current(toast) }),
  );
  const state = useSyncExternalStore(call.subscribe, call.getState, call.getState);
  useEffect(() => () => call.end(), [call]);
  return { ...state, start: call.start, end: call.end, toggleMute: call.toggleMute, toggleSpeaker: call.toggleSpeaker };
}
