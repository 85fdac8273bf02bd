import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

export interface RichTextEditorFieldProps {
  /** HTML; '' for an empty document. */
  value: string;
  onChange: (html: string) => void;
  /** The id of the label that names the editable area. */
  labelledBy: string;
  describedBy?: string;
  dir: 'ltr' | 'rtl';
  invalid?: boolean;
}

/** The extensions produce only the tags the server keeps (RICH_TEXT_TAGS in contracts): no colours, no alignment. */
const extensions = [
  StarterKit.configure({ link: false, heading: { levels: [1, 2, 3, 4] } }),
  Link.configure({ openOnClick: false, protocols: ['mailto', 'tel'] }),
];

function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      boldControlLabel: t('cms.editor.bold'),
      italicControlLabel: t('cms.editor.italic'),
      underlineControlLabel: t('cms.editor.underline'),
      strikeControlLabel: t('cms.editor.strike'),
      clearFormattingControlLabel: t('cms.editor.clearFormatting'),
      h2ControlLabel: t('cms.editor.heading', { level: 2 }),
      h3ControlLabel: t('cms.editor.heading', { level: 3 }),
      h4ControlLabel: t('cms.editor.heading', { level: 4 }),
      bulletListControlLabel: t('cms.editor.bulletList'),
      orderedListControlLabel: t('cms.editor.orderedList'),
      blockquoteControlLabel: t('cms.editor.blockquote'),
      hrControlLabel: t('cms.editor.hr'),
      codeControlLabel: t('cms.editor.code'),
      codeBlockControlLabel: t('cms.editor.codeBlock'),
      linkControlLabel: t('cms.editor.link'),
      unlinkControlLabel: t('cms.editor.unlink'),
      undoControlLabel: t('cms.editor.undo'),
      redoControlLabel: t('cms.editor.redo'),
      linkEditorInputLabel: t('cms.editor.linkUrl'),
      linkEditorInputPlaceholder: 'https://example.com/',
      linkEditorExternalLink: t('cms.editor.linkNewTab'),
      linkEditorInternalLink: t('cms.editor.linkSameTab'),
      linkEditorSave: t('common.actions.save'),
    }),
    [t],
  );
}

/**
 * Mantine's Tiptap editor with a toolbar limited to what the server keeps. Loaded on its own (see
 * rich-text-field.tsx), so only the page form pays for Tiptap.
 */
export function RichTextEditorField({
  value,
  onChange,
  labelledBy,
  describedBy,
  dir,
  invalid,
}: RichTextEditorFieldProps) {
  const labels = useEditorLabels();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  // Options are compared on every render (a new object would reconfigure the editor each time).
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        dir,
      },
    }),
    [labelledBy, describedBy, invalid, dir],
  );
  const editor = useEditor({
    extensions,
    content: value,
    editorProps,
    onUpdate: ({ editor: current }) => latest.current(current.isEmpty ? '' : current.getHTML()),
  });

  // The form may replace the value (reset after a save, which returns the sanitised HTML).
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (value !== shown) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    // Only the text takes the content's direction; the toolbar reads like the rest of the screen.
    <RichTextEditor editor={editor} labels={labels} data-invalid={invalid || undefined}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
          <RichTextEditor.Hr />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Code />
          <RichTextEditor.CodeBlock />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={180} />
    </RichTextEditor>
  );
}
