/** Static data on a route: the translation key of its page title. */
export interface RouteHandle {
  titleKey?: string;
  /** Literal title for pages whose heading is not in the translation file (legal texts). */
  title?: string;
}
