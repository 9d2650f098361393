import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { normaliseLinkUrl } from './logic/link-url';

// Material Design icons (Apache 2.0), drawn with currentColor: no text inside, so the name is only the label.
const ICONS = {
  bold: 'M15.6 10.79c.97-.67 1.65-1.77 1.65-2.79 0-2.26-1.75-4-4-4H7v14h7.04c2.09 0 3.71-1.7 3.71-3.79 0-1.52-.86-2.82-2.15-3.42zM10 6.5h3c.83 0 1.5.67 1.5 1.5s-.67 1.5-1.5 1.5h-3v-3zm3.5 9H10v-3h3.5c.83 0 1.5.67 1.5 1.5s-.67 1.5-1.5 1.5z',
  italic: 'M10 4v3h2.21l-3.42 8H6v3h8v-3h-2.21l3.42-8H18V4z',
  underline: 'M12 17c3.31 0 6-2.69 6-6V3h-2.5v8c0 1.93-1.57 3.5-3.5 3.5S8.5 12.93 8.5 11V3H6v8c0 3.31 2.69 6 6 6zm-7 2v2h14v-2H5z',
  h2: 'M4 4v3h5.5v13h3V7H18V4z',
  h3: 'M7 9v2.5h3.5V20h3v-8.5H17V9z',
  bullets:
    'M4 10.5c-.83 0-1.5.67-1.5 1.5s.67 1.5 1.5 1.5 1.5-.67 1.5-1.5-.67-1.5-1.5-1.5zm0-6c-.83 0-1.5.67-1.5 1.5S3.17 7.5 4 7.5 5.5 6.83 5.5 6 4.83 4.5 4 4.5zm0 12c-.83 0-1.5.68-1.5 1.5s.68 1.5 1.5 1.5 1.5-.68 1.5-1.5-.67-1.5-1.5-1.5zM7 19h14v-2H7v2zm0-6h14v-2H7v2zm0-8v2h14V5H7z',
  numbers: 'M2 17h2v.5H3v1h1v.5H2v1h3v-4H2v1zm1-9h1V4H2v1h1v3zm-1 3h1.8L2 13.1v.9h3v-1H3.2L5 10.9V10H2v1zm5-6v2h14V5H7zm0 14h14v-2H7v2zm0-6h14v-2H7v2z',
  quote: 'M6 17h3l2-4V7H5v6h3zm8 0h3l2-4V7h-6v6h3z',
  undo: 'M12.5 8c-2.65 0-5.05.99-6.9 2.6L2 7v9h9l-3.62-3.62c1.39-1.16 3.16-1.88 5.12-1.88 3.54 0 6.55 2.31 7.6 5.5l2.37-.78C21.08 11.03 17.15 8 12.5 8z',
  redo: 'M18.4 10.6C16.55 8.99 14.15 8 11.5 8c-4.65 0-8.58 3.03-9.96 7.22L3.9 16c1.05-3.19 4.05-5.5 7.6-5.5 1.95 0 3.73.72 5.12 1.88L13 16h9V7l-3.6 3.6z',
  link: 'M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1zM8 13h8v-2H8v2zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5z',
} as const;

type IconName = keyof typeof ICONS;

interface Tool {
  key: IconName;
  label: string;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  can?: (editor: Editor) => boolean;
}

const TOOLS: Tool[] = [
  { key: 'bold', label: 'Pogrubienie', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', label: 'Kursywa', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { key: 'underline', label: 'Podkreślenie', active: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  { key: 'h2', label: 'Nagłówek', active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { key: 'h3', label: 'Podtytuł', active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { key: 'bullets', label: 'Lista punktowana', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: 'numbers', label: 'Lista numerowana', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: 'quote', label: 'Cytat', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
  { key: 'undo', label: 'Cofnij', run: (e) => e.chain().focus().undo().run(), can: (e) => e.can().undo() },
  { key: 'redo', label: 'Ponów', run: (e) => e.chain().focus().redo().run(), can: (e) => e.can().redo() },
];

const ToolIcon = ({ name }: { name: IconName }) => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d={ICONS[name]} />
  </svg>
);

/** A toolbar (one Tab stop, arrows between buttons) over the editor; links get their own small form. */
export function EditorToolbar({ editor, label, editorId }: { editor: Editor; label: string; editorId: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: Object.fromEntries(TOOLS.map((tool) => [tool.key, tool.active?.(e) ?? false])) as Record<string, boolean>,
      enabled: Object.fromEntries(TOOLS.map((tool) => [tool.key, tool.can?.(e) ?? true])) as Record<string, boolean>,
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const bar = useRef<HTMLDivElement>(null);
  const count = TOOLS.length + 1;

  const moveFocus = (event: KeyboardEvent) => {
    const keys: Record<string, (i: number) => number> = {
      ArrowRight: (i) => (i + 1) % count,
      ArrowLeft: (i) => (i - 1 + count) % count,
      Home: () => 0,
      End: () => count - 1,
    };
    const step = keys[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(focusIndex);
    setFocusIndex(next);
    bar.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  const openLink = () => {
    setLinkText(state.href);
    setLinkError(null);
    setLinkOpen(true);
  };
  const closeLink = () => {
    setLinkOpen(false);
    editor.commands.focus();
  };
  const applyLink = () => {
    const href = normaliseLinkUrl(linkText);
    if (!href) return setLinkError('Podaj adres strony, np. https://zlotarybka.pl.');
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLinkOpen(false);
  };
  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  };

  const button = (index: number, props: { key: IconName; label: string; pressed?: boolean; disabled?: boolean; onClick: () => void }) => (
    <button
      key={props.key}
      type="button"
      className="rich-text__tool"
      tabIndex={index === focusIndex ? 0 : -1}
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      // aria-disabled, not disabled: the arrow keys still reach it, and it says why nothing happens.
      aria-disabled={props.disabled || undefined}
      // A mouse click must not take the caret out of the text: what is typed next stays in the editor.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => !props.disabled && props.onClick()}
      onFocus={() => setFocusIndex(index)}
    >
      <ToolIcon name={props.key} />
    </button>
  );

  return (
    <>
      <div className="rich-text__toolbar" role="toolbar" aria-label={label} aria-controls={editorId} ref={bar} onKeyDown={moveFocus}>
        {TOOLS.map((tool, index) =>
          button(index, {
            key: tool.key,
            label: tool.label,
            ...(tool.active ? { pressed: state.active[tool.key] } : {}),
            disabled: !state.enabled[tool.key],
            onClick: () => tool.run(editor),
          }),
        )}
        {button(TOOLS.length, { key: 'link', label: 'Odnośnik', pressed: state.link, onClick: openLink })}
      </div>
      {linkOpen && (
        <div className="rich-text__link" role="group" aria-label="Odnośnik">
          <label htmlFor={`${editorId}-link`}>Adres odnośnika</label>
          <input
            id={`${editorId}-link`}
            type="url"
            inputMode="url"
            value={linkText}
            autoFocus
            placeholder="https://"
            onChange={(event) => {
              setLinkText(event.target.value);
              setLinkError(null);
            }}
            onKeyDown={(event) => {
              // Enter here must not send the whole fundraiser form.
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
              if (event.key === 'Escape') {
                event.preventDefault();
                closeLink();
              }
            }}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${editorId}-link-error` : undefined}
          />
          {linkError && (
            <p className="field__error" id={`${editorId}-link-error`}>
              {linkError}
            </p>
          )}
          <div className="actions">
            <button type="button" className="btn btn--primary" onClick={applyLink}>
              Zapisz odnośnik
            </button>
            {state.link && (
              <button type="button" className="btn" onClick={removeLink}>
                Usuń odnośnik
              </button>
            )}
            <button type="button" className="btn" onClick={closeLink}>
              Anuluj
            </button>
          </div>
        </div>
      )}
    </>
  );
}
