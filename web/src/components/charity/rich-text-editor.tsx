import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { EditorToolbar } from './editor-toolbar';

interface RichTextEditorProps {
  id: string;
  labelledBy: string;
  describedBy: string;
  invalid: boolean;
  /** The starting HTML; later changes come from the editor itself. */
  value: string;
  onChange: (html: string) => void;
}

// Only what the server's sanitiser keeps (rich-text.ts): no code, no horizontal rules, headings h2–h3.
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https'],
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
    },
  }),
];

const attributes = ({ id, labelledBy, describedBy, invalid }: Omit<RichTextEditorProps, 'value' | 'onChange'>) => ({
  id,
  class: 'rich-text__content',
  role: 'textbox',
  'aria-multiline': 'true',
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  ...(invalid ? { 'aria-invalid': 'true' } : {}),
});

export function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, id, labelledBy, describedBy, invalid } = props;
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: { attributes: attributes(props) },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // The error state and its description change after the editor exists.
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: attributes({ id, labelledBy, describedBy, invalid }) } });
  }, [editor, id, labelledBy, describedBy, invalid]);
  return (
    <div className={`rich-text${invalid ? ' rich-text--invalid' : ''}`}>
      <EditorToolbar editor={editor} editorId={id} label="Formatowanie opisu" />
      <EditorContent editor={editor} />
    </div>
  );
}
