import { useTranslation } from 'react-i18next';
import { ListPageHeader, pageStyles as styles } from '../../shared/ui/index.ts';
import { BookiesView } from './bookies-view.tsx';

/** /management/bookies (inventory 1.20): the bookies, their state and disk, and their racks. */
export function BookiesPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <ListPageHeader title={t('bookies.page.title')} intro={t('bookies.page.intro')} />
      <BookiesView />
    </div>
  );
}
