type Listener<T> = (event: T) => void;

export type Emitter<T> = {
  /** Adds a listener; the returned function removes it (hand it to a cleanup). */
  on: (listener: Listener<T>) => () => void;
  emit: (event: T) => void;
};

/**
 * A tiny synchronous event emitter: the API layer tells the UI what happened without importing it.
 * One listener failing does not keep the others from hearing the event.
 */
export function createEmitter<T>(): Emitter<T> {
  const listeners = new Set<Listener<T>>();
  return {
    on(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          console.error(error);
        }
      }
    },
  };
}
