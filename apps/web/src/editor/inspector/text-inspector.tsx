import { TEXT_ALIGNS, TEXT_STYLES, catalogueOf, type TextAlign, type TextFormatChange, type TextFrame } from '@eb/book-model';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayList } from '../render/use-display-list';
import { useEditorState, useEditorStore } from '../state/editor-context';
import { formatForStyle, paletteOf, sizeChoices, stepSize } from './text-choices';

const formatSize = (pt: number) => pt.toLocaleString('de-DE');

/** A text frame: editing, the design's kind of text, size in points, alignment and the design's inks. */
export function TextInspector({ frame, mode }: { frame: TextFrame; mode: 'select' | 'crop' | 'text' }) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const design = useEditorState((state) => catalogueOf(state.document).design);
  const spreadIndex = useEditorState((state) => state.spreadIndex);
  const list = useDisplayList(spreadIndex);
  const styleId = useId();
  const sizeId = useId();
  const editing = mode === 'text';
  const overflowing = list.overflow.some((entry) => entry.frameId === frame.id);

  const format = (change: TextFormatChange, announce: string) => store.dispatch({ type: 'setTextFormat', frameId: frame.id, format: change }, { announce });
  const setSize = (fontSizePt: number) => format({ fontSizePt }, t('editor.inspector.text.sizeChanged', { size: formatSize(fontSizePt) }));

  return (
    <>
      <h2 className="inspector__title">{t('editor.inspector.text.title')}</h2>
      <div className="inspector__actions">
        <button
          type="button"
          className="inspector-button"
          aria-pressed={editing}
          onClick={() =>
            store.select({ kind: 'frame', frameId: frame.id, mode: editing ? 'select' : 'text' }, t(editing ? 'editor.frameTools.text.done' : 'editor.frameTools.text.opened'))
          }
        >
          {t('editor.inspector.text.edit')}
        </button>
      </div>
      {editing && <p className="inspector__hint">{t('editor.frameTools.text.hint')}</p>}
      {/* While typing, the bar under the frame says it (and reads it out). */}
      {overflowing && !editing && (
        <p className="inspector__warning" role="status">
          {t('editor.frameTools.text.overflow')}
        </p>
      )}

      <div className="inspector__field">
        <label htmlFor={styleId}>{t('editor.inspector.text.style')}</label>
        <select
          id={styleId}
          className="inspector-select"
          value={frame.style}
          onChange={(event) => {
            const style = event.currentTarget.value as TextFrame['style'];
            if (design) format(formatForStyle(design, frame, style), t('editor.inspector.text.styleChanged', { style: t(`editor.inspector.styles.${style}`) }));
          }}
        >
          {TEXT_STYLES.map((style) => (
            <option key={style} value={style}>
              {t(`editor.inspector.styles.${style}`)}
            </option>
          ))}
        </select>
      </div>

      <div className="inspector__field">
        <label htmlFor={sizeId}>{t('editor.inspector.text.size')}</label>
        <div className="inspector__row">
          <button type="button" className="inspector-button inspector-button--square" aria-label={t('editor.inspector.text.smaller')} onClick={() => setSize(stepSize(frame.fontSizePt, -1))}>
            −
          </button>
          <select id={sizeId} className="inspector-select inspector-select--size" value={String(frame.fontSizePt)} onChange={(event) => setSize(Number(event.currentTarget.value))}>
            {sizeChoices(frame.fontSizePt).map((size) => (
              <option key={size} value={String(size)}>
                {t('editor.inspector.text.pt', { size: formatSize(size) })}
              </option>
            ))}
          </select>
          <button type="button" className="inspector-button inspector-button--square" aria-label={t('editor.inspector.text.larger')} onClick={() => setSize(stepSize(frame.fontSizePt, 1))}>
            +
          </button>
        </div>
      </div>

      <fieldset className="inspector__field inspector__group">
        <legend>{t('editor.inspector.text.align')}</legend>
        <div className="inspector__row">
          {TEXT_ALIGNS.map((align: TextAlign) => (
            <button
              key={align}
              type="button"
              className="inspector-button"
              aria-pressed={frame.align === align}
              onClick={() => format({ align }, t('editor.inspector.text.alignChanged', { align: t(`editor.inspector.aligns.${align}`) }))}
            >
              {t(`editor.inspector.aligns.${align}`)}
            </button>
          ))}
        </div>
      </fieldset>

      {design && (
        <fieldset className="inspector__field inspector__group">
          <legend>{t('editor.inspector.text.colour')}</legend>
          <div className="inspector__row">
            {paletteOf(design).map(({ color, nameKey }) => {
              const name = t(`editor.inspector.colours.${nameKey}`);
              return (
                <button
                  key={color}
                  type="button"
                  className="inspector-swatch"
                  aria-pressed={frame.color.toLowerCase() === color.toLowerCase()}
                  onClick={() => format({ color }, t('editor.inspector.text.colourChanged', { colour: name }))}
                >
                  <span className="inspector-swatch__chip" style={{ background: color }} aria-hidden="true" />
                  {name}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
    </>
  );
}
