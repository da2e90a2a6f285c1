import { createElement, useEffect, useState, type ComponentType } from 'react';

/**
 * A part fetched after the first page is drawn that the page can do without: the toasts' host,
 * the dialogs' host, the update prompt, the demo-data marker. React.lazy would throw a fetch that
 * failed (the network dropped just after the page loaded) to the route's error page and replace
 * a working page with 'โหลดหน้าไม่สำเร็จ'; this renders nothing instead, and fetches again once
 * the browser is back online. Each part is fetched once however often it mounts.
 */
export function optionalPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchPart = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  function OptionalPart(props: P) {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (component) return;
      let isMounted = true;
      const attempt = () => {
        fetchPart().then(
          (part) => {
            if (isMounted) setComponent(() => part);
          },
          () => undefined,
        );
      };
      attempt();
      window.addEventListener('online', attempt);
      return () => {
        isMounted = false;
        window.removeEventListener('online', attempt);
      };
    }, [component]);
    return component ? createElement(component, props) : null;
  }
  return OptionalPart;
}
