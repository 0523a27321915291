import { describe, expect, it } from 'vitest';
import { readableId, slug } from './slug';

describe('slug', () => {
  it('spells German letters out and drops other accents', () => {
    expect(slug('Jörg Weiß-Überall')).toBe('joerg-weiss-ueberall');
    expect(slug('Renée Čapek')).toBe('renee-capek');
  });

  it('transliterates Cyrillic and Greek names', () => {
    expect(slug('Иван Петров')).toBe('ivan-petrov');
    expect(slug('Юлия Щербаковa')).toBe('yuliya-shcherbakova');
    expect(slug('Γιώργος Παπαδόπουλος')).toBe('giorgos-papadopoulos');
  });

  it('leaves nothing of a script without a Latin spelling', () => {
    expect(slug('李 明')).toBe('');
  });
});

describe('readableId', () => {
  it('is the slug with six hex digits, or the neutral word when no Latin letter remains', () => {
    expect(readableId('Иван Петров', 'gedenkseite')).toMatch(/^ivan-petrov-[0-9a-f]{6}$/);
    expect(readableId('李 明', 'gedenkseite')).toMatch(/^gedenkseite-[0-9a-f]{6}$/);
    expect(readableId('Sehr langer Name eines Unternehmens mit vielen Wörtern', 'unternehmen', 20)).toMatch(/^sehr-langer-name-ein-[0-9a-f]{6}$/);
  });
});
