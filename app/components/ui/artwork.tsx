import { useId } from "react";

import { svgMarkup } from "~/content/pictures";
import type { Artwork as ArtworkData } from "~/content/types";
import { cn } from "~/lib/cn";

type Props = Omit<React.ComponentProps<"img">, "src" | "alt" | "width" | "height"> & {
  image: ArtworkData;
  /** Above the fold: fetch at once and with high priority. Otherwise lazy. */
  priority?: boolean;
  /**
   * Drawn inside the page's HTML: painted in the very first frame, with no request of its own.
   * For the largest picture of the first screen (the page's largest paint comes with its first).
   */
  inline?: boolean;
};

/** A content illustration at its intrinsic size (no layout shift), lazy unless it is a priority. */
export function Artwork({ image, priority = false, inline = false, className, ...props }: Props) {
  const id = useId();
  // In the browser, an inline illustration keeps the markup the page arrived with.
  const markup = !inline
    ? undefined
    : import.meta.env.SSR
      ? svgMarkup(image.src)
      : document.getElementById(id)?.innerHTML;
  if (markup)
    return (
      <span
        id={id}
        role="img"
        aria-label={image.alt}
        className={cn("block [&>svg]:h-auto [&>svg]:w-full", className)}
        dangerouslySetInnerHTML={{ __html: markup }}
      />
    );
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
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
