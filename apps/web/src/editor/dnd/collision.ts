import { closestCenter, pointerWithin, type ClientRect, type CollisionDetection, type DroppableContainer, type KeyboardCoordinateGetter, type UniqueIdentifier } from '@dnd-kit/core';
import type { DragPayload, DropPayload } from './dnd-ids';
import { accepts } from './drop-action';

const centre = (rect: Pick<ClientRect, 'left' | 'top' | 'width' | 'height'>) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });

/**
 * The target the keyboard last moved the held item onto (editorKeyboardCoordinates picks it): the
 * keyboard lands exactly there, never on whatever the drawn preview happens to overlap, and a photo
 * just picked up is over nothing until an arrow moves it. Reset when a drag starts.
 */
let keyboardTarget: UniqueIdentifier | null = null;
export const resetKeyboardTarget = () => void (keyboardTarget = null);

/**
 * Where a drag may land: only targets that take what is dragged (a photo never lands on the strip).
 * A pointer or finger lands on the target under it — nothing when it is over none, so letting go
 * beside the page changes nothing. The keyboard (no pointer) snaps from target to target.
 */
export const editorCollisions: CollisionDetection = (args) => {
  const drag = args.active.data.current as DragPayload | undefined;
  const droppableContainers = args.droppableContainers.filter((container) => accepts(drag, container.data.current as DropPayload | undefined));
  if (drag?.kind === 'spread') return closestCenter({ ...args, droppableContainers });
  if (args.pointerCoordinates) return pointerWithin({ ...args, droppableContainers });
  const target = droppableContainers.find((container) => container.id === keyboardTarget);
  return target ? [{ id: target.id, data: { droppableContainer: target, value: 0 } }] : [];
};

type Direction = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';
const DIRECTIONS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

/**
 * The nearest rect in an arrow's direction from a point (distance along the arrow plus twice the
 * distance across it, so the neighbour in line wins over a closer one diagonally); pure for tests.
 */
export function nextInDirection<T extends { rect: ClientRect }>(from: { x: number; y: number }, direction: Direction, candidates: readonly T[]): T | undefined {
  let best: T | undefined;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const to = centre(candidate.rect);
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const along = direction === 'ArrowRight' ? dx : direction === 'ArrowLeft' ? -dx : direction === 'ArrowDown' ? dy : -dy;
    const across = direction === 'ArrowRight' || direction === 'ArrowLeft' ? Math.abs(dy) : Math.abs(dx);
    if (along <= 1) continue;
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  return best;
}

/** Arrow keys during a keyboard drag move the held item onto the next target that takes it. */
export const editorKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (!DIRECTIONS.includes(event.code)) return undefined;
  event.preventDefault();
  const { active, collisionRect, droppableRects, droppableContainers } = context;
  if (!active || !collisionRect) return undefined;
  const drag = active.data.current as DragPayload | undefined;
  const candidates = droppableContainers
    .getEnabled()
    .filter((container: DroppableContainer) => accepts(drag, container.data.current as DropPayload | undefined))
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ container, rect }] : [];
    });
  // From the target the item is over now, or else from where it was picked up.
  const fromRect = (keyboardTarget !== null ? droppableRects.get(keyboardTarget) : undefined) ?? droppableRects.get(active.id) ?? collisionRect;
  const target = nextInDirection(centre(fromRect), event.code as Direction, candidates);
  if (!target) return undefined;
  keyboardTarget = target.container.id;
  // The held item's centre goes onto the target's centre; the sensor moves its top-left corner.
  const to = centre(target.rect);
  return { x: to.x - collisionRect.width / 2, y: to.y - collisionRect.height / 2 };
};
