/**
 * E2E_SHOTS=dir: the specs save screenshots of the screens they visit there (375 and 1280 px), for a
 * person to look at. They are never compared; unset, none are taken.
 */
export const SHOTS_DIR = process.env.E2E_SHOTS || undefined;
