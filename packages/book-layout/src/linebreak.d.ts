// linebreak 1.1.0 ships no types; this is the part the text engine uses.
declare module 'linebreak' {
  export interface Break {
    /** Index in the string where the next line may start. */
    position: number;
    /** A mandatory break (after a newline). */
    required: boolean;
  }
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): Break | null;
  }
}
