/** Set by vite-plugins/build-manifest.ts: this build's id, compared with builds/latest.json to spot a new deployment. */
declare const __BUILD_INFO__: { id: string; timestamp: number };
