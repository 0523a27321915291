import type { Book } from '@eb/api-contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { refreshSessionUser } from '../../../lib/auth/refresh-user';
import { getAccessToken, useSession } from '../../../lib/auth/session';
import { temporaryUserGuard } from '../../../lib/auth/temporary-user-guard';
import { ensureSomeUser } from '../../../lib/auth/temporary-user';
import { queryClient } from '../../../lib/query-client';
import { booksQuery, useBooks } from '../../../lib/api/books/get-books';
import { orderPlacedOf } from '../../../lib/basket-choices';
import { BookItem, bookNameId } from './book-item';
import { groupBooks, INITIAL_LIST_STATE, pageOfBook, SECTION_IDS, sectionOf, type ListState, type SectionId } from './book-list-view';
import { bookActions, cartBooks, isInCart, templateCount } from './book-rules';
import { BookSection, sectionHeadingId } from './book-section';
import { BooksToolbar } from './books-toolbar';
import { FinishedNotice, finishedBookIdOf } from './finished-notice';
import { OrderPlacedNotice } from './order-placed-notice';
import { useBasket } from './use-basket';
import { useBookCommands } from './use-book-commands';
import { useCartChoices, useListView } from './use-list-preferences';
import './books-page.css';

/**
 * SPEC.md section 4: the temporary-user guard first; a visitor who may pass gets an anonymous account.
 * The list is fetched on every visit (not taken from the cache), so a book made or finished on
 * another page is there at once instead of appearing a moment later.
 */
export async function loader() {
  if (getAccessToken()) {
    await Promise.all([refreshUser(), queryClient.fetchQuery(booksQuery())]);
    return null;
  }
  const guardedBy = temporaryUserGuard(paths.books);
  if (guardedBy) throw redirect(guardedBy);
  await ensureSomeUser();
  await queryClient.fetchQuery(booksQuery());
  return null;
}

/** Ordering rights and the template allowance change elsewhere (confirmation mail, company view): read them fresh. */
async function refreshUser(): Promise<void> {
  try {
    await refreshSessionUser();
  } catch {
    // The stored user stays; the list itself still says whether the session holds.
  }
}

const TITLE_ID = 'books-title';
const initialLists = () => Object.fromEntries(SECTION_IDS.map((id) => [id, INITIAL_LIST_STATE])) as Record<SectionId, ListState>;

/** /buecher: the person's books in sections, each with sorting, search and paging, and the basket. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const books = useBooks();
  const { user } = useSession();
  const isMortician = user?.isMortician ?? false;
  // One moment for the whole page, so every book is judged against the same 'now'.
  const [now] = useState(() => new Date());
  const [view, setView] = useListView(isMortician);
  const [cart, chooseCart] = useCartChoices();
  const [lists, setLists] = useState(initialLists);
  const [announcement, setAnnouncement] = useState('');
  const [newBookId, setNewBookId] = useState<number | null>(null);
  const pendingFocus = useRef<{ id: string; since?: number } | null>(null);
  const commands = useBookCommands();
  // Coming from the finalize page: the book just finished (its confirmation stays calm and in place).
  // Kept here, and taken out of the history entry at once, so a reload or Back does not bring it again.
  const location = useLocation();
  const [finishedId, setFinishedId] = useState(() => finishedBookIdOf(location.state));
  // Coming from the checkout: the order just placed (its thanks, likewise kept only for this visit).
  const [placed, setPlaced] = useState(() => orderPlacedOf(location.state));
  const handedOver = finishedBookIdOf(location.state) !== null || orderPlacedOf(location.state) !== null;
  useEffect(() => {
    if (handedOver) void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [handedOver, navigate, location.pathname, location.search, location.hash]);

  // Focus moves only once the element it is meant for is on the page (the list reloads first).
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    // A target that never shows up (another page, a failed reload) must not grab focus later.
    pending.since ??= Date.now();
    if (Date.now() - pending.since > 3000) {
      pendingFocus.current = null;
      return;
    }
    const target = document.getElementById(pending.id);
    if (!target) return;
    pendingFocus.current = null;
    target.focus({ preventScroll: true });
    target.closest('article')?.scrollIntoView({ block: 'center' });
  });

  const groups = groupBooks(books, isMortician);
  const finishedBook = groups.finished.find((book) => book.pk === finishedId);
  const templates = templateCount(books);
  const maxTemplates = user?.maxTemplates ?? 0;
  const selected = cartBooks(books, cart, now);
  const selectedCount = selected.length;
  const basket = useBasket(selected, user);
  const shownSections = SECTION_IDS.filter((id) => groups[id].length > 0);

  const announce = (text: string) => setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
  const focusSoon = (id: string) => {
    pendingFocus.current = { id };
  };
  const sectionTitle = (id: SectionId) =>
    id === 'templates' ? t('books.sections.templatesCount', { used: templates, max: maxTemplates }) : t(`books.sections.${id}`);

  async function rename(book: Book, description: string) {
    if (await commands.rename(book, description)) announce(t('books.status.renamed', { name: description }));
  }

  async function remove(book: Book) {
    const section = sectionOf(book);
    if (!(await commands.remove(book))) return;
    const remaining = queryClient.getQueryData<Book[]>(booksQuery().queryKey) ?? [];
    const sectionStays = groupBooks(remaining, isMortician)[section].length > 0;
    focusSoon(sectionStays ? sectionHeadingId(section) : TITLE_ID);
    announce(t('books.status.deleted', { name: book.description }));
  }

  /** The new book is shown, marked and focused: its section drops the search and turns to its page. */
  async function createFrom(book: Book, kind: 'copy' | 'template') {
    const result = kind === 'copy' ? await commands.copy(book) : await commands.createTemplate(book);
    if (!result) return;
    const created = result.book;
    if (!created) {
      announce(t('books.status.createdElsewhere'));
      return;
    }
    const section = sectionOf(created);
    const group = groupBooks(result.books, isMortician)[section];
    setLists((previous) => {
      const state = { ...previous[section], query: '' };
      return { ...previous, [section]: { ...state, page: pageOfBook(group, state, created.pk) ?? 1 } };
    });
    setNewBookId(created.pk);
    focusSoon(bookNameId(created.pk));
    announce(
      kind === 'copy'
        ? t('books.status.copied', { name: created.description, section: t(`books.sections.${section}`) })
        : t('books.status.templateCreated', { name: created.description }),
    );
  }

  const renderBook = (book: Book) => (
    <BookItem
      book={book}
      actions={bookActions(book, user, templates, now)}
      inCart={isInCart(book, cart, now)}
      isNew={book.pk === newBookId}
      onCart={(selected) => chooseCart(book.pk, selected)}
      onRename={(description) => rename(book, description)}
      onDelete={() => remove(book)}
      onCopy={() => createFrom(book, 'copy')}
      onCreateTemplate={() => createFrom(book, 'template')}
    />
  );

  return (
    <div className="books-page">
      <div className="books-page__head">
        <h1 id={TITLE_ID} tabIndex={-1}>
          {t('books.title')}
        </h1>
        {/* Also with no books yet: the new-book button and the view belong to the page (the basket then does nothing). */}
        <BooksToolbar view={view} onView={setView} selectedCount={selectedCount} onBasket={() => void basket.open()} />
      </div>
      {basket.dialog}
      {placed && (
        <OrderPlacedNotice
          {...placed}
          onClose={() => {
            setPlaced(null);
            document.getElementById(TITLE_ID)?.focus();
          }}
        />
      )}
      {finishedBook && (
        <FinishedNotice
          book={finishedBook}
          onClose={() => {
            setFinishedId(null);
            document.getElementById(TITLE_ID)?.focus();
          }}
        />
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {isMortician && groups.templates.length === 0 && (
        // A funeral director sees the allowance even before the first template, and before the first book.
        <section className="book-section" aria-labelledby="books-section-templates-empty">
          <h2 id="books-section-templates-empty" className="book-section__title">
            {sectionTitle('templates')}
          </h2>
          <p>{t('books.sections.noTemplates')}</p>
        </section>
      )}
      {shownSections.length === 0 ? (
        <section className="books-empty" aria-labelledby="books-empty-title">
          <h2 id="books-empty-title">{t('books.empty.heading')}</h2>
          <p>{t('books.empty.text')}</p>
          <Link to={paths.selection.root} className="button button--primary button--large">
            {t('books.empty.start')}
          </Link>
        </section>
      ) : (
        <>
          {shownSections.map((id) => (
            <BookSection
              key={id}
              id={id}
              title={sectionTitle(id)}
              plainTitle={t(`books.sections.${id}`)}
              books={groups[id]}
              state={lists[id]}
              onState={(state) => setLists((previous) => ({ ...previous, [id]: state }))}
              view={view}
              renderBook={renderBook}
            />
          ))}
        </>
      )}
    </div>
  );
}
