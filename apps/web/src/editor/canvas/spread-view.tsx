import { svgViewBox } from '@eb/book-render/svg';
import { memo, useLayoutEffect, useRef } from 'react';
import { FrameToolsOverlay } from '../frame-tools/frame-tools-overlay';
import { useDisplayList } from '../render/use-display-list';
import { useEditorState } from '../state/editor-context';
import { fitScale, stagePadding, type StageSize } from './fit';
import { FrameOverlay } from './frame-overlay';
import { GuidesOverlay, PageEdgesOverlay } from './guides-overlay';
import { SpreadDrawing } from './spread-drawing';

interface SpreadViewProps {
  spreadIndex: number;
  current: boolean;
  stage: StageSize;
  onDrawn?: (() => void) | undefined;
}

/**
 * One spread: its drawing and, when it is the current one, the guides, the frames' overlay and the
 * frame tools over it. Neighbours are drawn too but hidden and inert, ready for a quick flip.
 */
export const SpreadView = memo(function SpreadView({ spreadIndex, current, stage, onDrawn }: SpreadViewProps) {
  const list = useDisplayList(spreadIndex);
  const zoom = useEditorState((state) => state.zoom);
  const showGuides = useEditorState((state) => state.showGuides);
  const view = svgViewBox(list, {});
  const scale = fitScale(stage, view, stagePadding(stage)) * (current ? zoom : 1);
  // The spread's trim origin inside this element: the drawing starts at the bleed's outer edge.
  const originX = -view.xMm * scale;
  const originY = -view.yMm * scale;
  const width = view.widthMm * scale;
  const height = view.heightMm * scale;
  const element = useRef<HTMLDivElement | null>(null);
  // Centred by the stage, the spread may start between two device pixels; shifted onto whole ones it draws as crisply as the print preview.
  useLayoutEffect(() => {
    const spread = element.current;
    if (!spread || !current) return;
    spread.style.translate = '';
    const ratio = window.devicePixelRatio || 1;
    const { left, top } = spread.getBoundingClientRect();
    const dx = Math.round(left * ratio) / ratio - left;
    const dy = Math.round(top * ratio) / ratio - top;
    if (Math.abs(dx) > 0.001 || Math.abs(dy) > 0.001) spread.style.translate = `${dx}px ${dy}px`;
  }, [current, width, height, stage]);
  return (
    <div
      ref={element}
      className={`spread${current ? ' spread--current' : ' spread--neighbour'}`}
      data-spread-index={spreadIndex}
      data-current={current ? 'true' : 'false'}
      aria-hidden={current ? undefined : true}
      inert={!current}
      style={{ width, height }}
    >
      <SpreadDrawing list={list} current={current} pxPerMm={scale} onDrawn={onDrawn} />
      {current && showGuides && <GuidesOverlay list={list} view={view} />}
      {current && (
        // The paper's quiet edges belong to the overlay (hidden with it when the screen is compared with the print); the guides show them too.
        <FrameOverlay list={list} scale={scale} originX={originX} originY={originY}>
          {!showGuides && <PageEdgesOverlay list={list} view={view} />}
        </FrameOverlay>
      )}
      {current && <FrameToolsOverlay spreadIndex={spreadIndex} mmToPx={scale} originPx={{ x: originX, y: originY }} />}
    </div>
  );
});
