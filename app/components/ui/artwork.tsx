import type { Artwork as ArtworkData } from "~/content/types";

type Props = Omit<React.ComponentProps<"img">, "src" | "alt" | "width" | "height"> & {
  image: ArtworkData;
  /** Above the fold: fetch at once and with high priority. Otherwise lazy. */
  priority?: boolean;
};

/** A content illustration at its intrinsic size (no layout shift), lazy unless it is a priority. */
export function Artwork({ image, priority = false, ...props }: Props) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      {...props}
    />
  );
}
