import { ActionIcon, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '../../components/icons/outline-icons.tsx';
import { useRef, useState } from 'react';
import { useWidgetText } from '../app/widget-i18n.ts';
import classes from './widget.module.css';

/**
 * The brand's banners, one at a time: swiped on a phone (scroll snapping), moved with the arrows or the arrow keys
 * elsewhere. The strip is a labelled region; each image says which of how many it is.
 */
export function BannerCarousel({ urls, label }: { urls: readonly string[]; label: string }) {
  const { t, dir } = useWidgetText();
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  if (urls.length === 0) return null;
  const rtl = dir === 'rtl';

  const show = (next: number) => {
    const target = (next + urls.length) % urls.length;
    setIndex(target);
    const element = strip.current;
    // In a right-to-left strip scrollLeft runs from 0 towards negative values.
    if (element) element.scrollTo({ left: (rtl ? -1 : 1) * target * element.clientWidth, behavior: 'smooth' });
  };

  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <div
        ref={strip}
        className={classes.banners}
        tabIndex={0}
        onScroll={() => {
          const element = strip.current;
          if (element?.clientWidth) setIndex(Math.round(Math.abs(element.scrollLeft) / element.clientWidth));
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') show(index + (rtl ? -1 : 1));
          else if (event.key === 'ArrowLeft') show(index + (rtl ? 1 : -1));
          else return;
          event.preventDefault();
        }}
      >
        {urls.map((url, position) => (
          <img
            key={url}
            src={url}
            className={classes.banner}
            alt={t('widget.home.banner', { index: position + 1, total: urls.length })}
            loading={position === 0 ? 'eager' : 'lazy'}
          />
        ))}
      </div>
      {urls.length > 1 && (
        <Group justify="center" gap={8} mt={6}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={() => show(index - 1)}
            aria-label={t('widget.home.previousBanner')}
          >
            <IconChevronLeft size={16} className={classes.flipInRtl} />
          </ActionIcon>
          {urls.map((url, position) => (
            <span key={url} className={classes.dot} data-active={position === index || undefined} />
          ))}
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={() => show(index + 1)}
            aria-label={t('widget.home.nextBanner')}
          >
            <IconChevronRight size={16} className={classes.flipInRtl} />
          </ActionIcon>
        </Group>
      )}
    </section>
  );
}
