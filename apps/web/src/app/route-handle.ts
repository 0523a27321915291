/** Static data on a route. */
export interface RouteHandle {
  /** Translation key of the page title. */
  titleKey?: string;
  /**
   * Translation key of the heading shown when this route or one below it cannot load; the
   * deepest route that has one wins, else the neutral sentence of the error page.
   */
  loadErrorKey?: string;
  /** The page uses the whole width of the window (the editor), not the content column. */
  wide?: boolean;
}
