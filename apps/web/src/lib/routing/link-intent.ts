/** What the app does when a person heads for one of its links. */
export type LinkIntent = (href: string) => void;

let intent: LinkIntent | null = null;

/** Set once by the app's entry: loads the code and texts of the page a link opens. */
export function setLinkIntent(next: LinkIntent | null): void {
  intent = next;
}

/**
 * A person points at, touches or tabs to a link to `href`: its page's code and texts start loading
 * then, so the click finds them there or on their way (decision 074).
 */
export function linkIntent(href: string): void {
  intent?.(href);
}
