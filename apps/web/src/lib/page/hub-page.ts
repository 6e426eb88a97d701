/** Spec document 1 §1: the body of every page carries this marker. */
export const HUB_PAGE_ATTRIBUTE = 'data-hub-page';

export function markHubPage(body: HTMLElement = document.body): void {
  body.setAttribute(HUB_PAGE_ATTRIBUTE, '');
}

/**
 * Warns on the console when the page body lost the hub-page marker (for instance when the app is
 * mounted into a host page that did not set it). Returns whether the marker is there.
 */
export function checkHubPageMarker(doc: Document = document): boolean {
  const present = doc.body?.hasAttribute(HUB_PAGE_ATTRIBUTE) ?? false;
  if (!present) {
    console.warn(`Autohub: the page body has no ${HUB_PAGE_ATTRIBUTE} marker; hub-page behaviour may not apply.`);
  }
  return present;
}
