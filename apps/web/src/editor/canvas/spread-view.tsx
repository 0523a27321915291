import { svgViewBox } from '@eb/book-render/svg';
import { memo } from 'react';
import { FrameToolsOverlay } from '../frame-tools/frame-tools-overlay';
import { useDisplayList } from '../render/use-display-list';
import { useEditorState } from '../state/editor-context';
import { fitScale, type StageSize } from './fit';
import { FrameOverlay } from './frame-overlay';
import { GuidesOverlay } from './guides-overlay';
import { SpreadDrawing } from './spread-drawing';
import { spreadTitle } from './spread-names';

interface SpreadViewProps {
  spreadIndex: number;
  current: boolean;
  stage: StageSize;
  onDrawn?: (() => void) | undefined;
}

/** Room around the spread at zoom 1: calm on a wide screen, every pixel on a phone. */
const paddingFor = (stage: StageSize) => (stage.width < 600 ? 8 : 28);

/**
 * One spread: its drawing and, when it is the current one, the guides, the frames' overlay and the
 * frame tools over it. Neighbours are drawn too but hidden and inert, ready for a quick flip.
 */
export const SpreadView = memo(function SpreadView({ spreadIndex, current, stage, onDrawn }: SpreadViewProps) {
  const list = useDisplayList(spreadIndex);
  const zoom = useEditorState((state) => state.zoom);
  const showGuides = useEditorState((state) => state.showGuides);
  const name = useEditorState((state) => spreadTitle(state.document, spreadIndex));
  const view = svgViewBox(list, {});
  const scale = fitScale(stage, view, paddingFor(stage)) * (current ? zoom : 1);
  // The spread's trim origin inside this element: the drawing starts at the bleed's outer edge.
  const originX = -view.xMm * scale;
  const originY = -view.yMm * scale;
  return (
    <div
      className={`spread${current ? ' spread--current' : ' spread--neighbour'}`}
      data-spread-index={spreadIndex}
      data-current={current ? 'true' : 'false'}
      aria-hidden={current ? undefined : true}
      inert={!current}
      style={{ width: view.widthMm * scale, height: view.heightMm * scale }}
    >
      <SpreadDrawing list={list} current={current} onDrawn={onDrawn} />
      {current && showGuides && <GuidesOverlay list={list} view={view} />}
      {current && <FrameOverlay list={list} spreadName={name} scale={scale} originX={originX} originY={originY} />}
      {current && <FrameToolsOverlay spreadIndex={spreadIndex} mmToPx={scale} originPx={{ x: originX, y: originY }} />}
    </div>
  );
});
