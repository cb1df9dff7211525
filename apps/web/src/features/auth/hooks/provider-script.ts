const loading = new Map<string, Promise<void>>();

/**
 * Add a provider's script to the page once; later calls share the first load. A failed load is
 * forgotten so that opening the popup again retries it.
 */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      };
      doc.head.append(script);
    });
    loading.set(src, pending);
  }
  return pending;
}
