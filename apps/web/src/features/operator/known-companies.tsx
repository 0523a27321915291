import type { OperatorMemorialPage } from '@eb/api-contract';

/** The id of the suggestion list both the new-page form and the rows' forms offer. */
export const KNOWN_COMPANIES_LIST = 'operator-known-companies';

/** Suggestions while typing: the companies already looking after a page (any other name may be typed too). */
export function KnownCompanies({ pages }: { pages: readonly OperatorMemorialPage[] }) {
  const names = [...new Set(pages.flatMap((page) => (page.companyName ? [page.companyName] : [])))].sort((a, b) => a.localeCompare(b, 'de'));
  return (
    <datalist id={KNOWN_COMPANIES_LIST}>
      {names.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
