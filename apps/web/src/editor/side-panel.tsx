import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SidePanelTab {
  id: string;
  label: string;
  content: ReactNode;
}

/** The editor's side panel: one tab at a time (photos, layouts, backgrounds, memorial data), reachable by Tab and arrow keys. */
export function SidePanel({ tabs }: { tabs: SidePanelTab[] }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(tabs[0]?.id ?? '');
  const baseId = useId();
  const focusTab = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setActive(tab.id);
    document.getElementById(`${baseId}-tab-${tab.id}`)?.focus();
  };
  return (
    <div className="editor-side">
      <div role="tablist" aria-label={t('editor.side.label')} className="editor-side__tabs">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            className="editor-side__tab"
            onClick={() => setActive(tab.id)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowDown') focusTab(index + 1);
              else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') focusTab(index - 1);
              else return;
              event.preventDefault();
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        // Every panel stays mounted (a running upload, a scrolled tray keep their state); only the active one shows.
        <div key={tab.id} role="tabpanel" id={`${baseId}-panel-${tab.id}`} aria-labelledby={`${baseId}-tab-${tab.id}`} hidden={tab.id !== active} className="editor-side__panel">
          {tab.content}
        </div>
      ))}
    </div>
  );
}
