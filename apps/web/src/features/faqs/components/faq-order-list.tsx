import { ActionIcon, Box, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  DragDropContext,
  Draggable,
  Droppable,
  type DragStart,
  type DragUpdate,
  type DropResult,
  type ResponderProvided,
} from '@hello-pangea/dnd';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconListNumbers } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { FaqResponse } from '@tawasul/contracts/faqs';
import { EmptyPanel } from '../../../components/empty-panel.tsx';
import { DetailSkeleton } from '../../../components/detail-skeleton.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useReorderFaqs } from '../api/use-faq-mutations.ts';
import { useFaqOrder } from '../api/use-faqs.ts';
import { ActiveBadge, BilingualQuestion } from './faq-badges.tsx';
import classes from './faq-order-list.module.css';

type Direction = 'up' | 'down';

/** `ids` with the one at `from` moved to `to`. */
function moved(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}

/**
 * How to reorder, and how the last move's saving went (seen; the status region below says it to screen readers).
 */
function OrderHint({ save }: { save: { isIdle: boolean; isPending: boolean; isError: boolean } }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed" maw={720}>
        {t('faqs.order.hint')}
      </Text>
      {!save.isIdle && (
        <Text
          size="sm"
          c={save.isError && !save.isPending ? 'red' : 'dimmed'}
          aria-hidden
          data-testid="faq-order-state"
        >
          {save.isPending ? t('faqs.order.saving') : save.isError ? t('faqs.order.notSaved') : t('faqs.order.saved')}
        </Text>
      )}
    </Group>
  );
}

/**
 * Reorder mode: every FAQ of the brand, active or not, in the order the widget shows them. A question moves by its
 * drag handle (mouse, touch, or the keyboard: Space to lift, the arrow keys to move, Space to drop) or by its move
 * up / move down buttons. Each move is saved at once through `PUT /api/faqs/order` with the whole list; the new
 * order shows before the server answers and comes back as it was if the server refuses it.
 */
export function FaqOrderList({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const errorMessage = useErrorMessage();
  const order = useFaqOrder(brandId);
  const reorder = useReorderFaqs(brandId);
  const [status, setStatus] = useState('');
  const refocus = useRef<{ id: string; direction: Direction } | null>(null);
  const items = order.data ?? [];
  const total = items.length;
  const questionOf = (faq: FaqResponse | undefined) => (faq ? localized(faq.questionEn, faq.questionAr) : '');

  // A moved row may be re-created by React; its move button keeps the focus, or its handle at either end.
  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const row = document.querySelector<HTMLElement>(`[data-faq-row="${target.id}"]`);
    const button = row?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]:not(:disabled)`);
    (button ?? row?.querySelector<HTMLElement>('[data-rfd-drag-handle-draggable-id]'))?.focus();
  }, [order.data]);

  async function save(from: number, to: number): Promise<boolean> {
    const faq = items[from];
    if (!faq || from === to || to < 0 || to >= total) return false;
    try {
      await reorder.mutateAsync(
        moved(
          items.map((item) => item.id),
          from,
          to,
        ),
      );
      return true;
    } catch (error) {
      setStatus(t('faqs.order.failed'));
      notifications.show({ color: 'red', title: t('faqs.order.failed'), message: errorMessage(error) });
      return false;
    }
  }

  function move(faq: FaqResponse, index: number, direction: Direction) {
    const to = direction === 'up' ? index - 1 : index + 1;
    refocus.current = { id: faq.id, direction };
    setStatus(t('faqs.order.moved', { question: questionOf(faq), position: to + 1, total }));
    void save(index, to);
  }

  const position = (index: number) => ({ position: index + 1, total });
  const onDragStart = (start: DragStart, provided: ResponderProvided) =>
    provided.announce(
      t('faqs.order.lifted', { question: questionOf(items[start.source.index]), ...position(start.source.index) }),
    );
  const onDragUpdate = (update: DragUpdate, provided: ResponderProvided) =>
    provided.announce(
      update.destination ? t('faqs.order.moving', position(update.destination.index)) : t('faqs.order.outside'),
    );
  const onDragEnd = (result: DropResult, provided: ResponderProvided) => {
    const question = questionOf(items[result.source.index]);
    if (result.reason === 'CANCEL' || !result.destination) {
      provided.announce(t('faqs.order.cancelled', { question, ...position(result.source.index) }));
      return;
    }
    const message = t('faqs.order.dropped', { question, ...position(result.destination.index) });
    provided.announce(message);
    setStatus(message);
    void save(result.source.index, result.destination.index);
  };

  if (order.error) return <ErrorAlert error={order.error} onRetry={() => void order.refetch()} />;
  if (!order.data) return <DetailSkeleton lines={5} />;
  if (total === 0)
    return (
      <EmptyPanel
        p="xl"
        icon={<IconListNumbers size={28} />}
        title={t('faqs.list.empty')}
        description={t('faqs.order.emptyHint')}
        testId="list-empty"
      />
    );

  return (
    <Stack gap="xs">
      <OrderHint save={reorder} />
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
      <DragDropContext
        dragHandleUsageInstructions={t('faqs.order.instructions')}
        onDragStart={onDragStart}
        onDragUpdate={onDragUpdate}
        onDragEnd={onDragEnd}
      >
        <Droppable droppableId={`faqs-${brandId}`}>
          {(droppable) => (
            <Box
              ref={droppable.innerRef}
              {...droppable.droppableProps}
              component="ol"
              className={classes.list}
              aria-label={t('faqs.order.listLabel')}
              data-testid="faq-order"
            >
              {items.map((faq, index) => (
                <Draggable key={faq.id} draggableId={faq.id} index={index}>
                  {(draggable, snapshot) => (
                    <li
                      ref={draggable.innerRef}
                      {...draggable.draggableProps}
                      className={classes.item}
                      data-faq-row={faq.id}
                      data-dragging={snapshot.isDragging || undefined}
                    >
                      <Group gap="sm" wrap="nowrap" className={classes.row}>
                        <div
                          {...draggable.dragHandleProps}
                          className={classes.handle}
                          aria-label={t('faqs.order.handle', { question: questionOf(faq), ...position(index) })}
                        >
                          <IconGripVertical size={18} aria-hidden />
                        </div>
                        <Text fw={700} c="violet" w={28} ta="center" aria-hidden data-testid="faq-position">
                          {index + 1}
                        </Text>
                        <Box className={classes.question}>
                          <BilingualQuestion faq={faq} lineClamp={2} />
                        </Box>
                        {!faq.active && <ActiveBadge active={false} />}
                        <Group gap={4} wrap="nowrap">
                          <Tooltip label={t('faqs.order.moveUp')} withArrow openDelay={300}>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              data-move="up"
                              aria-label={t('faqs.order.moveUpOf', { question: questionOf(faq) })}
                              disabled={index === 0}
                              onClick={() => move(faq, index, 'up')}
                            >
                              <IconArrowUp size={18} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t('faqs.order.moveDown')} withArrow openDelay={300}>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              data-move="down"
                              aria-label={t('faqs.order.moveDownOf', { question: questionOf(faq) })}
                              disabled={index === total - 1}
                              onClick={() => move(faq, index, 'down')}
                            >
                              <IconArrowDown size={18} />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Group>
                    </li>
                  )}
                </Draggable>
              ))}
              {droppable.placeholder}
            </Box>
          )}
        </Droppable>
      </DragDropContext>
    </Stack>
  );
}
