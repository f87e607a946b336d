// The avatar's limits, apart from the zod schemas of api/profile.ts: the entry's error messages name one, and must
// not bring zod into the first load.

/** POST /auth/avatar (multipart field `file`): a PNG, JPEG, WebP or GIF image up to 2 MB. */
export const AVATAR_FIELD = "file";
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Pixels a side: plenty for a photo shown at 80 px, far below what could exhaust a browser decoding it. */
export const AVATAR_MAX_SIDE = 4096;
