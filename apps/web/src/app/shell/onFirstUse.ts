import { useEffect, useState } from 'react';

/**
 * A part of the shell that the first paint does not need (a menu, a dialog): its module is fetched on
 * first use, or once the browser is idle after the page has painted, so it is there before most users
 * reach for it, without holding up the page. `use` gives the module once it is here (at once when it
 * already was) and `load` asks for it now.
 */
export function onFirstUse<Module>(importModule: () => Promise<Module>) {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const load = (): Promise<Module> => {
    loading ??= importModule().then((module) => (loaded = module));
    return loading;
  };

  function use(): { module: Module | undefined; load: () => Promise<Module> } {
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (module) return;
      let current = true;
      const keep = () => void load().then((value) => current && setModule(() => value));
      // After the first paint: when the browser has nothing else to do, or in a few seconds at the latest.
      const idle = window.requestIdleCallback
        ? window.requestIdleCallback(keep, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(keep, IDLE_TIMEOUT_MS);
      return () => {
        current = false;
        if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
        else window.clearTimeout(idle);
      };
    }, [module]);
    return {
      module,
      load: () =>
        load().then((value) => {
          setModule(() => value);
          return value;
        }),
    };
  }

  return { use, load };
}

const IDLE_TIMEOUT_MS = 3000;
