/** The top bar's height. */
export const HEADER_HEIGHT = 52;
/** The sidebar's width, open and folded. */
export const NAVBAR_WIDTH = { open: 244, folded: 60 } as const;
/**
 * Toasts stack in the bottom-left corner over the sidebar's foot, below its menu, where they
 * cover no filter, button or row of a screen, nor Profile and Logout; as wide as the open sidebar.
 */
export const TOAST_WIDTH = NAVBAR_WIDTH.open - 16;
