/** The top bar's height; toasts open below it, clear of the Profile and Logout buttons. */
export const HEADER_HEIGHT = 52;
