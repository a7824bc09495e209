/** The current time from the nearest NowProvider (the system clock by default), re-rendered each tick. */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { systemNow, type NowSource } from './now-source';

export const NowContext = createContext<NowSource>(systemNow);

export const NowProvider = NowContext.Provider;

export const useNow = (): number => {
  const source = useContext(NowContext);
  return useSyncExternalStore(source.subscribe, source.now, source.now);
};
