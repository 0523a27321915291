import { textStyleOf } from '@eb/book-layout';
import { catalogueOf, locateFrame, PT_PER_MM, type TextFrame } from '@eb/book-model';
import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayList } from '../render/use-display-list';
import { useEditorState, useEditorStore } from '../state/editor-context';
import { cssFontStack } from './design-font-faces';
import type { SpreadBox } from './frame-geometry';
import { TOOL_BAR_PX, toolBarPosition } from './tool-bar-position';

interface TextEditOverlayProps {
  frame: TextFrame;
  spreadIndex: number;
  box: SpreadBox;
  mmToPx: number;
  originPx: { x: number; y: number };
  spreadHeightMm: number;
}

/** Typing pauses this long before the layout below follows (one setText per pause, merged into one undo step). */
export const TEXT_COMMIT_DELAY_MS = 300;

const px = (value: number) => `${value}px`;
/** What changes the height the text needs besides the text itself. */
const fontSizeKey = (frame: TextFrame) => `${frame.fontSizePt}|${frame.style}|${frame.widthMm}`;

/**
 * Text editing in place: a textarea over the frame in the design's font, size, colour and alignment.
 * Enter breaks the line (a text for a memorial book has hard line breaks: names, dates, verses);
 * Ctrl+Enter, Escape or 'Fertig' end editing and keep the text — nothing typed is thrown away, undo
 * takes it back. Afterwards the canvas shows the layout's lines again, never the browser's wrapping.
 */
export function TextEditOverlay({ frame, spreadIndex, box, mmToPx, originPx, spreadHeightMm }: TextEditOverlayProps) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const document = useEditorState((state) => state.document);
  const list = useDisplayList(spreadIndex);
  const [value, setValue] = useState(frame.text);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ended = useRef(false);
  const hintId = useId();
  const mergeKey = `text:${frame.id}`;

  const design = catalogueOf(document).design;
  const style = design ? textStyleOf(design, frame.style) : null;

  /** Our own setText is in flight: the change listener must not take it for a change from outside. */
  const committing = useRef(false);

  const commit = (text: string) => {
    clearTimeout(pending.current);
    pending.current = undefined;
    const stored = locateFrame(store.getState().document, frame.id)?.frame;
    if (stored?.kind !== 'text' || stored.text === text) return;
    committing.current = true;
    try {
      store.dispatch({ type: 'setText', frameId: frame.id, text }, { mergeKey });
    } finally {
      committing.current = false;
    }
  };

  /** Typing not yet committed goes in now (before a button, a memorial insert or a drop elsewhere acts on the book). */
  const flush = () => {
    if (pending.current !== undefined && textarea.current) commit(textarea.current.value);
  };

  const finish = () => {
    if (ended.current) return;
    ended.current = true;
    commit(textarea.current?.value ?? value);
    store.endGesture();
    store.select({ kind: 'frame', frameId: frame.id, mode: 'select' }, t('editor.frameTools.text.done'));
    requestAnimationFrame(() => globalThis.document.querySelector<HTMLElement>(`[data-frame-id="${CSS.escape(frame.id)}"]`)?.focus({ preventScroll: true }));
  };

  // A change of this frame's text from outside while the box is open (undo, redo, a memorial text
  // inserted or dropped, a newer state loaded) is taken into the box: 'Fertig' must not write the old
  // text back, and typing that was still waiting must not land after an undo (it would clear redo).
  useEffect(
    () =>
      store.onChange((state) => {
        if (committing.current) return;
        const stored = locateFrame(state.document, frame.id)?.frame;
        if (stored?.kind !== 'text') return;
        const element = textarea.current;
        if (element && element.value === stored.text) return;
        clearTimeout(pending.current);
        pending.current = undefined;
        setValue(stored.text);
      }),
    [store, frame.id],
  );

  useEffect(() => {
    const element = textarea.current;
    if (element) {
      element.focus({ preventScroll: true });
      element.setSelectionRange(element.value.length, element.value.length);
    }
    return () => {
      // Leaving by another way (another frame chosen, the spread turned): what was typed is kept.
      if (pending.current !== undefined && element) commit(element.value);
      store.endGesture();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Text that does not fit stays readable while typing: the field grows below the frame (the bar says it does not fit).
  const frameHeightPx = box.heightMm * mmToPx;
  const measureKey = fontSizeKey(frame);
  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = px(frameHeightPx);
    if (element.scrollHeight > element.clientHeight) element.style.height = px(element.scrollHeight);
  }, [value, frameHeightPx, measureKey, mmToPx]);

  const onChange = (text: string) => {
    setValue(text);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => commit(text), TEXT_COMMIT_DELAY_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Typing belongs to the text: no editor shortcut may act on these keys.
    event.stopPropagation();
    if (event.key === 'Escape' || (event.key === 'Enter' && (event.ctrlKey || event.metaKey))) {
      event.preventDefault();
      finish();
    }
  };

  const overflowing = list.overflow.some((entry) => entry.frameId === frame.id);
  const fontSizePx = (frame.fontSizePt / PT_PER_MM) * mmToPx;
  const fieldStyle: CSSProperties = {
    left: px(originPx.x + box.xMm * mmToPx),
    top: px(originPx.y + box.yMm * mmToPx),
    width: px(box.widthMm * mmToPx),
    minHeight: px(box.heightMm * mmToPx),
    fontFamily: style ? cssFontStack(style.fontId) : undefined,
    fontSize: px(fontSizePx),
    lineHeight: style ? String(style.lineHeight) : '1.3',
    color: frame.color,
    textAlign: frame.align,
    ...(frame.rotationDeg ? { transform: `rotate(${frame.rotationDeg}deg)` } : {}),
  };
  const bar = toolBarPosition(box, mmToPx, originPx, spreadHeightMm, overflowing ? TOOL_BAR_PX + 32 : TOOL_BAR_PX);

  return (
    <>
      <textarea
        ref={textarea}
        className="text-tool__field"
        style={fieldStyle}
        value={value}
        lang="de"
        spellCheck
        aria-label={t('editor.frameTools.text.label')}
        aria-describedby={hintId}
        data-text-frame-id={frame.id}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={flush}
      />
      <div className={`frame-tool-bar frame-tool-bar--${bar.side}`} style={{ left: px(bar.left), top: px(bar.top) }}>
        <span id={hintId} className="visually-hidden">
          {t('editor.frameTools.text.hint')}
        </span>
        <p className="frame-tool-bar__note" role="status">
          {overflowing ? t('editor.frameTools.text.overflow') : ''}
        </p>
        <button type="button" className="frame-tool-button frame-tool-button--primary" onClick={finish}>
          {t('editor.frameTools.done')}
        </button>
      </div>
    </>
  );
}
