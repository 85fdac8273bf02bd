import { Button, Group, Stack, type DrawerProps } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { useLastId } from '../lib/lists/use-drawer-params.ts';
import { DetailDrawer } from './detail-drawer.tsx';

/** What a drawer needs of a record's query (a TanStack `useQuery` result fits). */
interface RecordQuery<Record> {
  data: Record | undefined;
  isPending: boolean;
  error: unknown;
}

/** What a screen gives each of its record drawers. */
export interface RecordDrawerProps {
  /** The drawer's id in the address (`?view=ID`, `?edit=ID` or `new`); null when it is closed. */
  id: string | null;
  onClose: () => void;
}

/** A view drawer's buttons, given the record it shows. */
export interface RecordViewActions<Record> {
  onEdit: (record: Record) => void;
  onDelete: (record: Record) => void;
}

/** The same, for a record that can be switched off and on again. */
export interface ActiveRecordViewActions<Record> extends RecordViewActions<Record> {
  onToggleActive: (record: Record, active: boolean) => void;
}

interface QueryDrawerProps<Record> extends RecordDrawerProps {
  size?: DrawerProps['size'];
  /** Reads the record (none while `null`). */
  useRecord: (id: string | null) => RecordQuery<Record>;
}

/** `?view=ID`: the record once it has loaded (a skeleton until then, the reason if it failed). */
export function RecordViewDrawer<Record>({
  id,
  onClose,
  size,
  useRecord,
  title,
  children,
}: QueryDrawerProps<Record> & {
  /** Or made from the record, once it has loaded (a chat's number). */
  title: string | ((record: Record | undefined) => string);
  children: (record: Record) => ReactNode;
}) {
  const record = useRecord(useLastId(id));
  const data = record.data;
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={typeof title === 'function' ? title(data) : title}
      size={size}
      loading={record.isPending}
      error={record.error}
    >
      {data && <Stack gap="lg">{children(data)}</Stack>}
    </DetailDrawer>
  );
}

/** `?edit=new` or `?edit=ID`: the form, once the record (if any) has loaded; a new form for another record. */
export function RecordFormDrawer<Record extends { id: string }>({
  id,
  onClose,
  size,
  useRecord,
  createTitle,
  editTitle,
  ready = true,
  children,
}: QueryDrawerProps<Record> & {
  createTitle: string;
  editTitle: string;
  /** False while what a new record starts from is not known yet. */
  ready?: boolean;
  /** The form, given the record to edit (none to create one). */
  children: (record: Record | undefined) => ReactNode;
}) {
  const shown = useLastId(id);
  const creating = shown === 'new';
  const record = useRecord(creating ? null : shown);
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={creating ? createTitle : editTitle}
      size={size}
      loading={creating ? !ready : record.isPending}
      error={creating ? null : record.error}
    >
      {((creating && ready) || record.data) && (
        <Fragment key={record.data?.id ?? 'new'}>{children(creating ? undefined : record.data)}</Fragment>
      )}
    </DetailDrawer>
  );
}

/** A record's buttons in its view drawer: edit first, delete last, the record's own ones between. */
export function RecordActions({
  onEdit,
  onDelete,
  children,
}: {
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button leftSection={<IconPencil size={16} />} onClick={onEdit}>
        {t('common.actions.edit')}
      </Button>
      {children}
      <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={onDelete}>
        {t('common.actions.delete')}
      </Button>
    </Group>
  );
}
