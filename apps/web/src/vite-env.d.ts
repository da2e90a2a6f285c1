/// <reference types="vite/client" />

// Declaration merging needs an interface here.
interface ImportMetaEnv {
  /** Origin of the API when it is not the app's own (empty: same origin). */
  readonly VITE_API_BASE_URL?: string;
}
