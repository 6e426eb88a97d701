/** What a 404 thrown by a loader carries, so the not-found page can say what was wrong. */
export interface NotFoundReason {
  reason: 'unknown_brand' | 'unknown_locale' | 'unknown_page';
  value?: string;
}
