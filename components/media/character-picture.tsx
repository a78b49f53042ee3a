import type { ComponentProps } from "react";
import { PICTURE_SIZES, pictureSrcSet } from "@/lib/media/picture-widths";

type Props = Omit<ComponentProps<"img">, "src" | "srcSet" | "sizes" | "loading" | "fetchPriority"> & {
  src: string;
  /** Where it is shown: the CSS width the browser picks a stored copy for. */
  shownAs: keyof typeof PICTURE_SIZES;
  /**
   * "high": the page's largest paint, fetched first and never lazily; "lazy": below the fold, fetched
   * as it nears the screen; "auto" (default): in view, the browser's own order.
   */
  priority?: "high" | "auto" | "lazy";
};

/**
 * A character's picture at the size it is shown (decision 398): a stored WebP copy at each width
 * in `srcset` for the studio's own files, the URL as it is for any other (a provider's link).
 */
export function CharacterPicture({ src, shownAs, priority = "auto", alt, ...rest }: Props) {
  const srcSet = pictureSrcSet(src);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the studio's own stored copies, and provider URLs of any host
    <img
      {...rest}
      src={src}
      srcSet={srcSet}
      sizes={srcSet && PICTURE_SIZES[shownAs]}
      alt={alt}
      decoding={priority === "high" ? undefined : "async"}
      loading={priority === "lazy" ? "lazy" : undefined}
      fetchPriority={priority === "high" ? "high" : undefined}
    />
  );
}
