import './lib/platform/zod-jitless.ts';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import 'mantine-datatable/styles.css';
import './app/app.css';
import { startApp } from './app/start-app.tsx';
import { installChunkReload } from './lib/platform/chunk-reload.ts';

installChunkReload();

const container = document.getElementById('root');
if (container) {
  startApp(container).catch((error: unknown) => {
    // Nothing rendered yet, so not even the error page can be shown in the right language.
    console.error(error);
    container.textContent = 'Internal Server Error';
  });
}
