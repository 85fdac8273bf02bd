import { useDrawerParams } from './use-drawer-params.ts';

const RECORD_DRAWERS = ['view', 'edit'] as const;

/** What a list screen's confirm actions hook gives (`useFaqActions`, `useCaseActions`, …). */
interface RecordActions<Record> {
  confirmDelete: (record: Record, onDeleted?: () => void) => void;
  confirmActive: (record: Record, active: boolean) => void;
}

/**
 * A CRUD list's two drawers (`?view=ID`, `?edit=ID` or `?edit=new`) and what its rows, its add button and its view
 * drawer do with a record. The handlers are named as the columns and the view drawers take them, so a screen hands
 * them on as they are; a deleted record's drawer closes.
 */
export function useRecordDrawers<Record extends { id: string }>({
  confirmDelete,
  confirmActive,
}: RecordActions<Record>) {
  const drawers = useDrawerParams(RECORD_DRAWERS);
  return {
    viewId: drawers.idOf('view'),
    editId: drawers.idOf('edit'),
    onClose: drawers.close,
    onCreate: () => drawers.open('edit', 'new'),
    onView: (record: { id: string }) => drawers.open('view', record.id),
    onEdit: (record: { id: string }) => drawers.open('edit', record.id),
    onDelete: (record: Record) => confirmDelete(record, drawers.close),
    onToggleActive: confirmActive,
  };
}
