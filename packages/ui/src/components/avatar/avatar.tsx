import { useEffect, useRef, useState } from "react";
import { type AvatarVariants, avatar, image } from "./avatar.css.ts";
import defaultPhoto from "./default-photo.svg?url";

/** The default image shown for a person with no photo (or a broken one) when `fallback` is "photo". */
export const DEFAULT_PHOTO_URL: string = defaultPhoto;

export interface AvatarProps extends AvatarVariants {
  /** The photo; when missing or broken the fallback shows instead, never a broken image. */
  src?: string | null;
  /**
   * What stands in for a missing or broken photo: the person's initials, or a default image — a
   * calm silhouette of a person, with the person's name as its alt text (spec: a provider with no
   * photo shows a default image).
   */
  fallback?: "initials" | "photo";
  /** The person's name: the image's alt text and the source of the initials. */
  name: string;
  /** Eager for above-the-fold photos; lazy by default. */
  loading?: "eager" | "lazy";
}

export function initials(name: string): string {
  const words = name
    .replace(/^(dr|mr|mrs|ms|mx|prof)\.?\s+/i, "")
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase() || "?";
}

/**
 * A plain <img> rendered on the server (Radix's Avatar waits for JavaScript before showing any
 * image, which leaves the directory's heroes blank on a slow phone); initials or the default image
 * replace a missing or broken photo, including one that failed before hydration.
 */
export function Avatar({ src, name, size, shape, loading = "lazy", fallback = "initials" }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // A new photo gets a fresh chance; one that failed before hydration is caught here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: src is the trigger, read through the ref
  useEffect(() => {
    setBroken(false);
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setBroken(true);
  }, [src]);
  const showImage = Boolean(src) && !broken;
  return (
    <span className={avatar({ size, shape })}>
      {showImage ? (
        <img
          ref={ref}
          className={image}
          src={src ?? undefined}
          alt={name}
          loading={loading}
          decoding="async"
          onError={() => setBroken(true)}
        />
      ) : fallback === "photo" ? (
        <img className={image} src={DEFAULT_PHOTO_URL} alt={name} data-default-photo="" decoding="async" />
      ) : (
        <span role="img" aria-label={name}>
          {initials(name)}
        </span>
      )}
    </span>
  );
}
