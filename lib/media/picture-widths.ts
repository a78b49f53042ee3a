// The widths a character's picture is kept at besides its original (issue 49, decision 398):
// WebP copies made once on first request and stored beside the original. Two widths cover every
// place a picture is shown: the largest shows at 320 CSS pixels (a generated reference) and the
// usual phone draws 2-3 device pixels to one, so 640 is the sharpest one needed; 320 serves the
// small ones (cards in a grid, composition thumbnails, a desktop screen's 1x).
export const PICTURE_WIDTHS = [320, 640] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

export const isPictureWidth = (width: number): width is PictureWidth => (PICTURE_WIDTHS as readonly number[]).includes(width);

export const PICTURE_WIDTH_MESSAGE = `A picture's width is one of ${PICTURE_WIDTHS.join(" or ")}`;

// Only the owner's asset route (/api/user/assets/<uuid>) and the public page's media route
// (/c/<slug>/media/<uuid>, decision 399) know ?w=; a provider URL or a data: URL is shown as it is.
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const ASSET_ROUTE = new RegExp(`^(/api/user/assets|/c/[a-z0-9-]+/media)/${UUID}$`, "i");

/** The `srcset` of a picture at each stored width, or undefined for one that has no copies. */
export function pictureSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !ASSET_ROUTE.test(url)) return undefined;
  return PICTURE_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(", ");
}

/**
 * The `sizes` of each place a character's picture is shown: the CSS width its box gets (Tailwind
 * classes beside it), so the browser picks the smallest copy that fills it on its screen.
 */
export const PICTURE_SIZES = {
  /** Reference step and style preview: `w-full max-w-56` (14rem). */
  reference: "224px",
  /** Generated reference in the panel: `w-full max-w-xs` (20rem). */
  panel: "320px",
  /** Images step's saved images: 2 columns, 4 from `sm`, inside the wizard's `max-w-5xl` card. */
  gallery: "(min-width: 1024px) 232px, (min-width: 640px) 25vw, 50vw",
  /** Composition's shot grids: 3 columns, 6 from `sm`. */
  thumbnail: "(min-width: 1024px) 150px, (min-width: 640px) 17vw, 33vw",
  /** Characters list: 1 column, 2 from `sm`, 3 from `lg` inside `max-w-6xl`. */
  card: "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw",
  /** The public character page's headshot: `w-40` (10rem). */
  headshot: "160px",
} as const;

/** The `preload()` options naming the same copies the picture will ask for, so the preload is the one used. */
export function picturePreload(url: string, shownAs: keyof typeof PICTURE_SIZES) {
  const srcSet = pictureSrcSet(url);
  return { as: "image" as const, fetchPriority: "high" as const, ...(srcSet && { imageSrcSet: srcSet, imageSizes: PICTURE_SIZES[shownAs] }) };
}
