/**
 * A cache keyed by text, bounded by the characters of its keys rather than by entries: the keys are
 * whatever authors type, and a few thousand long keys would otherwise hold gigabytes for good. Keys
 * longer than maxKey are not kept at all (no word repeats at that length; only hostile input has them).
 * When full it is emptied: the layout of one book refills it with the words it needs.
 */
export class TextCache<Value> {
  private readonly entries = new Map<string, Value>();
  private held = 0;

  constructor(
    private readonly maxCharacters: number,
    private readonly maxKey: number,
  ) {}

  get(text: string): Value | undefined {
    return this.entries.get(text);
  }

  set(text: string, value: Value): void {
    if (text.length > this.maxKey || this.entries.has(text)) return;
    if (this.held + text.length > this.maxCharacters) {
      this.entries.clear();
      this.held = 0;
    }
    this.entries.set(text, value);
    this.held += text.length;
  }

  get size(): { entries: number; characters: number } {
    return { entries: this.entries.size, characters: this.held };
  }
}
