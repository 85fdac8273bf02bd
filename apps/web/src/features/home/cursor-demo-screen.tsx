import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';

/** `/cursor-demo`: a sample storefront with a demo brand's widget (DESIGN.md section 1, issue 8). Until then, an empty state. */
export function CursorDemoScreen() {
  const { t } = useTranslation();
  return <ComingSoonCard title={t('home.cursorDemo.title')} description={t('home.cursorDemo.description')} />;
}
