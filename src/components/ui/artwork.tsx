import type { Artwork as ArtworkData, Drawing } from "~/content/types";
import { cn } from "~/lib/cn";

type Props = Omit<React.ComponentProps<"img">, "src" | "alt" | "width" | "height"> & {
  /**
   * A picture, or a drawing drawn inside the page's HTML (its markup): painted in the very first
   * frame, with no request of its own, and never counted by browsers as the largest paint (the
   * hero's slides, see hero-carousel.tsx).
   */
  image: ArtworkData | Drawing;
  /**
   * An inline drawing fills its box instead of keeping its width; cropped to it (as object-fit:
   * cover) when the drawing says so (preserveAspectRatio="xMidYMid slice", as bg-signal.svg does).
   */
  cover?: boolean;
};

/** A content illustration at its intrinsic size (no layout shift), fetched lazily unless drawn inline. */
export function Artwork({ image, cover = false, className, ...props }: Props) {
  // Drawn at build time only: an island passes it on as HTML it keeps (Astro's slots).
  if ("markup" in image)
    return (
      <span
        // An empty description: decoration, left out of the accessibility tree.
        {...(image.alt ? { role: "img", "aria-label": image.alt } : { "aria-hidden": true })}
        className={cn("block", cover ? "[&>svg]:size-full" : "[&>svg]:h-auto [&>svg]:w-full", className)}
        dangerouslySetInnerHTML={{ __html: image.markup }}
      />
    );
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className={className}
      {...props}
    />
  );
  if (!image.sources?.length) return img;
  // A photo: the browser takes the first format it supports, at the width the frame needs.
  return (
    <picture>
      {image.sources.map(({ type, srcSet }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={image.sizes} />
      ))}
      {img}
    </picture>
  );
}
