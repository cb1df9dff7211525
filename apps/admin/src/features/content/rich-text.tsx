import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  /** The HTML to start from; the editor owns the text afterwards. */
  initial: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}

/**
 * The content editor: headings, bold, italic, lists, links and images by address. Its schema keeps
 * only these, so pasted scripts or handlers never reach the HTML it hands on (and the server refuses
 * them anyway).
 */
export function RichText({ label, initial, onChange, error }: Props) {
  const labelId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, protocols: ['mailto'], defaultProtocol: 'https' },
      }),
      Image,
    ],
    content: initial,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class:
          'min-h-56 max-h-[50vh] overflow-auto px-3 py-2 text-sm leading-relaxed focus:outline-none [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-semibold [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_a]:text-gold-300 [&_a]:underline [&_img]:max-h-40 [&_p]:my-1.5',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-xs font-medium text-muted">
        {label}
      </span>
      <div
        className={`rounded-md border bg-ink-950 focus-within:border-gold-400 ${error ? 'border-rose-500' : 'border-line-strong'}`}
      >
        <Toolbar editor={editor} />
        <EditorContent editor={editor} />
      </div>
      {error && <p className="text-xs text-rose-300">{error}</p>}
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const href = window.prompt(t('editor.linkPrompt'), editor.getAttributes('link').href as string | undefined);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const addImage = () => {
    const src = window.prompt(t('editor.imagePrompt'));
    if (src?.trim()) chain().setImage({ src: src.trim() }).run();
  };
  return (
    <div
      role="toolbar"
      aria-label={t('editor.toolbar')}
      className="flex flex-wrap items-center gap-0.5 border-b border-line px-1.5 py-1"
    >
      <Tool
        label={t('editor.heading', { level: 2 })}
        on={state.h2}
        run={() => chain().toggleHeading({ level: 2 }).run()}
      >
        H2
      </Tool>
      <Tool
        label={t('editor.heading', { level: 3 })}
        on={state.h3}
        run={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H3
      </Tool>
      <Divider />
      <Tool label={t('editor.bold')} on={state.bold} run={() => chain().toggleBold().run()}>
        <b>B</b>
      </Tool>
      <Tool label={t('editor.italic')} on={state.italic} run={() => chain().toggleItalic().run()}>
        <i className="font-serif">I</i>
      </Tool>
      <Divider />
      <Tool label={t('editor.bullets')} on={state.bullets} run={() => chain().toggleBulletList().run()}>
        • ≡
      </Tool>
      <Tool label={t('editor.numbers')} on={state.numbers} run={() => chain().toggleOrderedList().run()}>
        1.≡
      </Tool>
      <Divider />
      <Tool label={t('editor.link')} on={state.link} run={setLink}>
        <svg
          viewBox="0 0 24 24"
          className="size-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        >
          <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
        </svg>
      </Tool>
      <Tool label={t('editor.image')} run={addImage}>
        <svg
          viewBox="0 0 24 24"
          className="size-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        >
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="1.8" />
          <path d="m4 18 5-5 4 4 3-3 4 4" />
        </svg>
      </Tool>
      <Divider />
      <Tool label={t('editor.undo')} run={() => chain().undo().run()}>
        ↶
      </Tool>
      <Tool label={t('editor.redo')} run={() => chain().redo().run()}>
        ↷
      </Tool>
    </div>
  );
}

function Tool({ label, on, run, children }: { label: string; on?: boolean; run: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      {...(on === undefined ? {} : { 'aria-pressed': on })}
      onClick={run}
      className="grid h-7 min-w-7 place-items-center rounded px-1.5 text-xs text-muted hover:bg-ink-800 hover:text-text aria-pressed:bg-gold-400/15 aria-pressed:text-gold-300"
    >
      <span aria-hidden>{children}</span>
    </button>
  );
}

const Divider = () => <span aria-hidden className="mx-1 h-4 w-px bg-line-strong" />;
