import { useId, useState, type ReactNode } from 'react';

/**
 * A region of the editor that a phone can fold away (the side panel, the strip) so the spread keeps
 * the screen; on wider screens the button is hidden and the region always shows (editor.css).
 */
export function CollapsibleRegion({ label, className, children, initiallyOpen = false }: { label: string; className: string; children: ReactNode; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const bodyId = useId();
  return (
    <section className={`${className} editor-collapsible`} data-open={open ? 'true' : 'false'} aria-label={label}>
      <button type="button" className="editor-collapsible__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((value) => !value)}>
        <span>{label}</span>
        <span aria-hidden="true" className="editor-collapsible__chevron">
          {open ? '▴' : '▾'}
        </span>
      </button>
      <div id={bodyId} className="editor-collapsible__body">
        {children}
      </div>
    </section>
  );
}
