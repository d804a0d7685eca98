/** Where the directory lives (a module of its own, so the page can link to it without the filter code). */
export const DIRECTORY_PATH = "/providers";
