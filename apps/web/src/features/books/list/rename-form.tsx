import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkBookName, type NameProblem } from './book-rules';

interface RenameFormProps {
  bookId: number;
  name: string;
  onSave: (name: string) => void;
  onCancel: () => void;
}

const PROBLEM_TEXT: Record<NameProblem, string> = { required: 'books.book.nameRequired', tooLong: 'books.book.nameTooLong' };

/** The book's name as a text field: Enter or 'Speichern' saves, Escape or 'Abbrechen' keeps the old name. */
export function RenameForm({ bookId, name, onSave, onCancel }: RenameFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(name);
  const [problem, setProblem] = useState<NameProblem | null>(null);
  const inputId = `book-${bookId}-rename`;
  const errorId = `${inputId}-error`;
  return (
    <form
      className="book-rename"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = checkBookName(value);
        setProblem(found);
        if (!found) onSave(value.trim());
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
    >
      <div className="form-field">
        <label htmlFor={inputId}>
          {t('books.book.nameLabel')}
          <span className="visually-hidden"> ({name})</span>
        </label>
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          // The field opens because the person asked for it: put the cursor there.
          autoFocus
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            // A message goes as soon as the name is acceptable again.
            if (problem && !checkBookName(event.target.value)) setProblem(null);
          }}
        />
        {problem && (
          <p id={errorId} className="form-field__error" role="alert">
            {t(PROBLEM_TEXT[problem])}
          </p>
        )}
      </div>
      <div className="book-rename__buttons">
        <button type="submit" className="button button--primary">
          {t('books.book.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('books.book.cancel')}
        </button>
      </div>
    </form>
  );
}
