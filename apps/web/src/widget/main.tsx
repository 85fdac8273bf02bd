// First: Zod without its JIT probe, before anything can load Zod (decision 027).
import '../lib/platform/zod-jitless.ts';
// Only the styles of the components the widget draws: it loads inside every store's pages, so it carries no more.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Rating.css';
import { createRoot } from 'react-dom/client';
import { readFrameQuery } from './app/frame-query.ts';
import { createWidgetText } from './app/widget-i18n.ts';
import { WidgetRoot } from './app/widget-root.tsx';

/**
 * The chat widget's own page (`/widget?id=…&locale=…`), opened by the loader in an iframe on a brand's store. A
 * separate entry from the back office: none of its routes, screens or texts come along.
 */
const query = readFrameQuery(window.location.search);

const container = document.getElementById('root');
if (container) createRoot(container).render(<WidgetRoot query={query} text={createWidgetText(query.language)} />);
