import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';

/** Phones (editor.css folds at the same width). */
const PHONE = '(max-width: 45rem)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isPhone = () => window.matchMedia(PHONE).matches;

/**
 * A region of the editor that a phone can fold away (the side panel, the strip) so the spread keeps
 * the screen. Wider screens show a region named by its label. A phone shows a heading with the
 * disclosure button instead (and no region name besides), so the label is heard once, not twice.
 */
export function CollapsibleRegion({ label, className, children, initiallyOpen = false }: { label: string; className: string; children: ReactNode; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const phone = useSyncExternalStore(subscribe, isPhone, () => false);
  const bodyId = useId();
  // One element whatever the width (turning a phone must not remount the tray): unnamed on a phone, where the heading names it.
  return (
    <section className={`${className} editor-collapsible`} data-open={open || !phone ? 'true' : 'false'} aria-label={phone ? undefined : label}>
      {phone && (
        <h2 className="editor-collapsible__heading">
          <button type="button" className="editor-collapsible__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((value) => !value)}>
            <span>{label}</span>
            <span aria-hidden="true" className="editor-collapsible__chevron">
              {open ? '▴' : '▾'}
            </span>
          </button>
        </h2>
      )}
      <div id={bodyId} className="editor-collapsible__body">
        {children}
      </div>
    </section>
  );
}
